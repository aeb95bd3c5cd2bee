import { addonsForMealPlan, HistoryReason, OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { canonicalBookerMobile } from '@hotel/contract/phone';
import { nightsBetween, stayNights } from '@hotel/contract/schemas/common';
import type { OrderCreate } from '@hotel/contract/schemas/order';
import { V } from '@hotel/contract/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localToday } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { newConfirmationNumber, newTransactionId } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  fewestRoomsLeft,
  holdRooms,
  listAddons,
  lockPlanOnSale,
  type RateDecision,
  type RoomNights,
  type RoomService,
  refusalOf,
  releaseHeldRooms,
  roomsLeftOfActiveHotel,
  sellHeldRooms,
} from '../catalog/catalog.module.ts';
import type { LoyaltyService } from '../member/member.module.ts';
import type { AppliedVoucher, CouponService, PromotionService } from '../promotions/promotions.module.ts';
import type { SiteConfigRow } from '../site/site.module.ts';
import { type AddonLine, orderAmounts, priceAddons } from './amounts.ts';
import {
  countHeldUnpaid,
  findOrder,
  findOrderByIdempotencyKey,
  noteOrder,
  type OrderRow,
  writeOrderHistory,
} from './booking.repo.ts';
import { orderAddons, orderNights, orderRooms, orders } from './booking.schema.ts';
import type { RoomPayments } from './room-payments.ts';
import { createStayAdmission } from './stay-admission.ts';

export interface BookingContext {
  lang: Language;
  site: SiteConfigRow;
  memberId: string | null;
  /** Every profile field a booking needs is filled in (spec section 5); members without it may not book. */
  memberProfileComplete?: boolean;
  /** The create request's Idempotency-Key, already prefixed with the client it belongs to. */
  idempotencyKey?: string;
  /** The client's address: unpaid orders held at once are capped per address. */
  clientAddress?: string | null;
  /** Prices without refusing a full stay: a change of a booking decides availability where it moves the rooms. */
  ignoreAvailability?: boolean;
  /** Who books, for the history line, when it is not the guest or member (staff at the desk: `staff:<id>`). */
  actor?: string;
  /** The first history line's note (a desk booking: its channel). */
  historyNote?: string;
  now: Date;
}

/** How many unpaid orders may hold rooms at once, per booker (e-mail or phone) and per client address. */
export interface UnpaidOrderLimits {
  perGuest: number;
  perAddress: number;
}

/**
 * The payment type of an order: points turn an online rate into points plus online (4), or points
 * payment (5) when they cover everything. A points-only rate (5) stays 5: it is quoted before the
 * points are chosen, and only booked once they cover it in full (`createOrder`).
 */
export function effectivePaymentType(ratePaymentType: number, points: number, payAmount: number): number {
  const prepaid =
    ratePaymentType === PaymentType.online ||
    ratePaymentType === PaymentType.pointsPlusOnline ||
    ratePaymentType === PaymentType.points;
  if (points > 0 && !prepaid) throw new AppError('paymentWayUnavailable', { field: 'point' });
  if (!prepaid) return ratePaymentType;
  if (ratePaymentType === PaymentType.points) return PaymentType.points;
  if (points === 0) return PaymentType.online;
  return payAmount === 0 ? PaymentType.points : PaymentType.pointsPlusOnline;
}

export function roomNightsOf(
  order: Pick<OrderRow, 'hotelCode' | 'roomTypeCode' | 'checkInDate' | 'checkOutDate' | 'nights' | 'roomCount'>,
): RoomNights {
  return {
    hotelCode: order.hotelCode,
    roomTypeCode: order.roomTypeCode,
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    nights: order.nights,
    rooms: order.roomCount,
  };
}

/** The room type and nights a booking request asks for. */
function stayOf(input: OrderCreate): RoomNights {
  return roomNightsOf({ ...input, nights: nightsBetween(input.checkInDate, input.checkOutDate) });
}

/**
 * Each room's child ages, padded to the largest room's children with the youngest age, so the rooms
 * are checked and priced room by room (`roomParties` reads them in room order).
 */
function childAgesOf(order: OrderCreate): number[] {
  const most = Math.max(...order.roomInfo.map((room) => room.checkInInfo.guestsNumber.childCount));
  return order.roomInfo.flatMap((room) => {
    const ages = room.checkInInfo.guestsNumber.childAges ?? [];
    return [...ages, ...Array<number>(Math.max(0, most - ages.length)).fill(0)];
  });
}

/** The party per room: the largest room decides whether the room type fits. */
function partyOf(order: OrderCreate) {
  const adults = order.roomInfo.map((room) => room.checkInInfo.guestsNumber.adultCount);
  const children = order.roomInfo.map((room) => room.checkInInfo.guestsNumber.childCount);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  if (sum(adults) !== order.guestsNumber.adultCount) throw fieldError('guestsNumber.adultCount', V.invalid);
  if (sum(children) !== order.guestsNumber.childCount) throw fieldError('guestsNumber.childCount', V.invalid);
  return {
    adultsPerRoom: Math.max(...adults),
    childrenPerRoom: Math.max(...children),
    childAges: childAgesOf(order),
    fewestGuests: Math.min(...adults.map((a, i) => a + children[i]!)),
  };
}

function refuseUnbookable(decision: RateDecision, ignoreAvailability = false) {
  if (!decision.offered) {
    if (decision.reason === 'occupancy') throw fieldError('roomInfo', V.guestPerAdult);
    throw refusalOf(decision.reason);
  }
  if (decision.quote.requiresSignIn) throw new AppError('pleaseLogIn');
  if (ignoreAvailability) return decision.quote;
  if (decision.quote.unavailable === 'soldOut') throw new AppError('soldOut');
  if (decision.quote.unavailable === 'insufficientRooms') throw new AppError('insufficientRooms');
  return decision.quote;
}

const maskCard = (number: string) => `**** **** **** ${number.slice(-4)}`;

/** The booker's mobile in one spelling, so the same phone is the same booker (caps, look-up, staff). */
function bookerMobileOf(input: OrderCreate): string {
  const mobile = canonicalBookerMobile(input.booker.mobile);
  if (!mobile) throw fieldError('booker.mobile', V.phone);
  return mobile;
}

export function createBookingService(deps: {
  db: Db;
  rooms: RoomService;
  promotions: PromotionService;
  /** Points and tiers of members; without it members price and book like visitors. */
  loyalty?: LoyaltyService;
  /** Vouchers and coupons; without it a voucher code is refused. */
  coupons?: CouponService;
  paymentDeadlineSeconds?: number;
  /** Without it, unpaid orders are not capped (tools and seeds). */
  unpaidLimits?: UnpaidOrderLimits;
  /** Told after rooms were held or released, so cached availability is dropped. */
  onInventoryChanged?: () => void;
  /** A changed order voids the payments started for its earlier version. */
  payments: Pick<RoomPayments, 'voidPending'>;
  /** The site's agreements and their versions now (the content module's), recorded with a consent. */
  agreementVersions?: () => Promise<{ code: string; version: number }[]>;
}) {
  const { db } = deps;
  const admission = createStayAdmission((stay) => roomsLeftOfActiveHotel(db, stay));

  /**
   * Prices an order exactly as it would be booked, refusing what cannot be booked: member prices with
   * the tier's discount for a signed-in member, then the voucher (validated: the member's own or a
   * gift, unused, valid, minimum spend reached) and the points (worth their value in the hotel's
   * currency, never more than what is left to pay).
   */
  async function priceOrder(input: OrderCreate, context: BookingContext, checks = { soldOutChecked: false }) {
    const party = partyOf(input);
    if (party.fewestGuests < context.site.minPersonNum) throw fieldError('roomInfo', V.guestPerAdult);
    if (!context.ignoreAvailability && !checks.soldOutChecked) await refuseSoldOut(input, context.now);
    const code = await deps.promotions.applyCode({ ...input, arrival: input.checkInDate }, context.lang);
    const standing =
      context.memberId && deps.loyalty ? await deps.loyalty.tierOf(context.memberId, context.site.siteCode) : null;
    const quoted = await deps.rooms.quoteStay({
      hotelCode: input.hotelCode,
      roomTypeCode: input.roomTypeCode,
      ratePlanCode: input.ratePlanCode,
      stay: {
        checkInDate: input.checkInDate,
        checkOutDate: input.checkOutDate,
        roomCount: input.roomCount,
        adultsPerRoom: party.adultsPerRoom,
        childrenPerRoom: party.childrenPerRoom,
        childAges: party.childAges,
        childFreeBedAge: context.site.childFreeBedAge,
        minGuestsPerRoom: 1,
        isMember: context.memberId !== null,
        memberDiscountPercent: standing?.discountPercent ?? 0,
        unlockedRatePlans: code.hotelCode && code.hotelCode !== input.hotelCode ? [] : code.unlockedRatePlans,
        discountPercent: code.hotelCode && code.hotelCode !== input.hotelCode ? 0 : code.discountPercent,
      },
    });
    const quote = refuseUnbookable(quoted.decision, context.ignoreAvailability);
    const nights = stayNights(input.checkInDate, input.checkOutDate);
    const addonLines = priceAddons(
      input,
      addonsForMealPlan(await listAddons(db, input.hotelCode), quoted.rate.mealPlan),
      nights,
    );
    const charges = {
      roomAmount: quote.totalAmount,
      childAmount: quote.childAmount,
      originalRoomAmount: quote.originalTotalAmount,
      serviceChargeBp: quoted.hotel.serviceChargeBp,
      taxRateBp: quoted.hotel.taxRateBp,
      addons: addonLines,
    };
    const base = orderAmounts(charges);
    const currency = quoted.hotel.currency;
    let voucher: AppliedVoucher | null = null;
    if (input.voucherCode) {
      if (!deps.coupons) throw new AppError('voucherOrCardIncorrect', { field: 'voucherCode' });
      voucher = await deps.coupons.priceVoucher({
        voucherCode: input.voucherCode,
        voucherSource: input.voucherSource,
        memberId: context.memberId,
        hotelCode: input.hotelCode,
        currency,
        roomAmount: base.roomAmount,
        totalAmount: base.totalAmount,
        today: localToday(quoted.hotel.timeZone, context.now),
      });
    }
    const payable = base.totalAmount - (voucher?.discount ?? 0);
    let pointDiscount = 0;
    if (input.point > 0) {
      if (!context.memberId || !standing || !deps.loyalty) throw new AppError('pleaseLogIn');
      pointDiscount = await deps.loyalty.pointsValue(input.point, currency, standing.settings);
      if (pointDiscount > payable) throw fieldError('point', V.tooBig);
    }
    const amounts = orderAmounts({ ...charges, pointDiscount, voucherDiscount: voucher?.discount ?? 0 });
    const paymentType = effectivePaymentType(quoted.rate.paymentType, input.point, amounts.payAmount);
    const pointsRate =
      quoted.rate.paymentType === PaymentType.points || quoted.rate.paymentType === PaymentType.pointsPlusOnline;
    // What covers the stay in points, for a member on a points rate (the points-only rate needs all of it).
    const pointsNeeded =
      standing && deps.loyalty && pointsRate
        ? await deps.loyalty.pointsCovering(payable, currency, standing.settings)
        : undefined;
    const maxPoints =
      standing &&
      deps.loyalty &&
      paymentType !== PaymentType.payAtHotel &&
      paymentType !== PaymentType.creditCardGuarantee
        ? Math.min(
            await deps.loyalty.pointsOf(db, context.memberId!),
            await deps.loyalty.pointsCovering(payable, currency, standing.settings),
          )
        : 0;
    return {
      ...quoted,
      quote,
      addonLines,
      amounts,
      voucher,
      paymentType,
      pointsUsed: input.point,
      maxPoints,
      pointsNeeded,
    };
  }

  /**
   * A stay without the rooms asked for is refused before any pricing work, in one read shared by the
   * concurrent requests of the stay: in a rush for the last rooms, that is most answers. What the read
   * cannot tell (an unknown or closed hotel, a past arrival, a missing night) is left to the quote.
   */
  async function refuseSoldOut(input: OrderCreate, now: Date) {
    const stay = stayOf(input);
    const refused = admission.refusal(stay, await admission.roomsLeft(stay), now);
    if (refused) throw refused;
  }

  /** What the guest accepted, each agreement with its version now; null when the request states none. */
  async function acceptedAgreementsOf(input: OrderCreate) {
    if (!input.acceptedAgreements) return null;
    const versions = new Map((await deps.agreementVersions?.())?.map((row) => [row.code, row.version]));
    return input.acceptedAgreements.map((code) => ({ code, version: versions.get(code) ?? 1 }));
  }

  function checkPaymentType(input: OrderCreate, paymentType: number, memberId: string | null) {
    if (paymentType === PaymentType.creditCardGuarantee && !input.card) throw fieldError('card', V.required);
    const needsMember = paymentType === PaymentType.points || paymentType === PaymentType.pointsPlusOnline;
    if (needsMember && !memberId) throw new AppError('pleaseLogIn');
  }

  /**
   * Creates an order and holds its rooms in one transaction. Online payment leaves it waiting for
   * payment until the site's deadline; pay-at-hotel and card guarantee confirm it at once.
   */
  async function createOrder(input: OrderCreate, context: BookingContext): Promise<OrderRow> {
    if (context.idempotencyKey) {
      const earlier = await findOrderByIdempotencyKey(db, context.idempotencyKey);
      if (earlier) return earlier;
    }
    // Refused here when sold out; otherwise on to pricing no faster than rooms are left (stay-admission.ts).
    const admitted = context.ignoreAvailability ? null : await admission.admit(stayOf(input), context.now);
    try {
      return await draftAndPlace(input, context, { soldOutChecked: admitted !== null });
    } finally {
      admitted?.leave();
    }
  }

  async function draftAndPlace(input: OrderCreate, context: BookingContext, checks: { soldOutChecked: boolean }) {
    const draft = await draftOrder(input, context, checks);
    if (input.verifyAmount !== draft.order.payAmount) {
      throw new AppError('pricesChanged', { payAmount: draft.order.payAmount, currency: draft.order.currency });
    }
    try {
      const created = await inTransaction(db, (tx) => placeOrder(tx, draft, context));
      deps.onInventoryChanged?.();
      return created;
    } catch (error) {
      if (error instanceof RoomsGone) {
        throw new AppError((await fewestRoomsLeft(db, draft.stay)) <= 0 ? 'soldOut' : 'insufficientRooms');
      }
      if (context.idempotencyKey && isUniqueViolation(error)) {
        const earlier = await findOrderByIdempotencyKey(db, context.idempotencyKey);
        if (earlier) return earlier;
      }
      throw error;
    }
  }

  /** An order priced and checked as it would be booked, not yet written (`placeOrder` writes it). */
  async function draftOrder(input: OrderCreate, context: BookingContext, checks = { soldOutChecked: false }) {
    if (context.memberId && context.memberProfileComplete === false) throw new AppError('profileIncomplete');
    const priced = await priceOrder(input, context, checks);
    const { rate, amounts, paymentType } = priced;
    checkPaymentType(input, rate.paymentType, context.memberId);
    if (rate.paymentType === PaymentType.points && amounts.payAmount > 0) {
      throw new AppError('pointsRateNotCovered', { field: 'point', pointsNeeded: priced.pointsNeeded ?? null });
    }
    // Nothing left to pay online (points or a voucher cover it all) confirms at once, like pay at hotel.
    const confirmsNow =
      paymentType === PaymentType.payAtHotel ||
      paymentType === PaymentType.creditCardGuarantee ||
      paymentType === PaymentType.points ||
      amounts.payAmount === 0;
    const order: typeof orders.$inferInsert = {
      transactionId: newTransactionId(),
      confirmationNumber: newConfirmationNumber(),
      siteCode: context.site.siteCode,
      language: context.lang,
      hotelCode: input.hotelCode,
      roomTypeCode: input.roomTypeCode,
      ratePlanCode: input.ratePlanCode,
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      nights: nightsBetween(input.checkInDate, input.checkOutDate),
      roomCount: input.roomCount,
      adultsPerRoom: Math.max(...input.roomInfo.map((room) => room.checkInInfo.guestsNumber.adultCount)),
      childrenPerRoom: Math.max(...input.roomInfo.map((room) => room.checkInInfo.guestsNumber.childCount)),
      status: confirmsNow ? OrderStatus.reserved : OrderStatus.waitingForPayment,
      paymentType,
      cancellationFlag: priced.cancellationFlag,
      cancellationDeadline: priced.cancellationDeadline ? new Date(priced.cancellationDeadline) : null,
      paymentDeadline: confirmsNow
        ? null
        : new Date(
            context.now.getTime() + (deps.paymentDeadlineSeconds ?? context.site.paymentDeadlineMinutes * 60) * 1000,
          ),
      currency: priced.hotel.currency,
      ...amounts,
      pointsUsed: priced.pointsUsed,
      acceptedAgreements: await acceptedAgreementsOf(input),
      voucherCode: priced.voucher?.couponCode ?? null,
      discountType: input.discountType ?? null,
      discountCode: input.discountCode?.toUpperCase() ?? null,
      bookerName: input.booker.name,
      bookerEmail: input.booker.email.toLowerCase(),
      bookerMobile: bookerMobileOf(input),
      memberId: context.memberId,
      cardType: input.card?.cardType ?? null,
      cardMasked: input.card ? maskCard(input.card.number) : null,
      cardToken: input.card ? `tok_${newTransactionId()}` : null,
      idempotencyKey: context.idempotencyKey ?? null,
      clientAddress: context.clientAddress ?? null,
    };
    return { input, order, priced, confirmsNow, stay: roomNightsOf(order as OrderRow) };
  }
  type OrderDraft = Awaited<ReturnType<typeof draftOrder>>;

  /**
   * Writes a drafted order inside the caller's transaction: holds (or sells) its rooms, claims its
   * points and voucher, writes its rooms, nights, add-ons and first history line. Rooms already gone
   * throw `RoomsGone` (see `isRoomsGone`), so the caller's whole transaction is undone.
   */
  async function placeOrder(tx: Db, draft: OrderDraft, context: BookingContext, options: { hoarding?: boolean } = {}) {
    const { order, priced, confirmsNow, stay } = draft;
    // The rooms first: in a rush for the last rooms, the bookings that lost end here, after one
    // statement, instead of queueing one by one on the guest's unpaid-order locks.
    if (!(await holdRooms(tx, stay))) throw new RoomsGone();
    await lockPlanOnSale(tx, order.hotelCode, order.ratePlanCode);
    if (!confirmsNow && options.hoarding !== false) await refuseHoarding(tx, order, context.now);
    if (confirmsNow) await sellHeldRooms(tx, stay);
    const [inserted] = await tx.insert(orders).values(order).returning();
    await claimBenefits(tx, order.transactionId, context.memberId, priced, context.now);
    await insertOrderLines(tx, order.transactionId, draft.input, priced.quote.nightly, priced.addonLines);
    await writeOrderHistory(tx, {
      transactionId: order.transactionId,
      from: null,
      to: inserted!.status,
      actor: context.actor ?? (context.memberId ? `member:${context.memberId}` : 'guest'),
      reason: { code: HistoryReason.created, ...(context.historyNote ? { note: context.historyNote } : {}) },
    });
    return inserted!;
  }

  /**
   * Changes an order still waiting for payment (the guest went back a step): re-priced like a new
   * order, and in one transaction its old rooms are released and the new ones held, its version
   * raised and its pending payments voided (see `voidPaymentsOfChangedOrder`).
   */
  async function updateOrder(transactionId: string, input: OrderCreate, context: BookingContext): Promise<OrderRow> {
    const order = await findOrder(db, transactionId);
    if (!order) throw new AppError('reservationNotFound');
    if (order.status !== OrderStatus.waitingForPayment) throw new AppError('illegalRequest');
    if (order.stayGroupId) throw new AppError('stayGroupRoomOnly');
    if (order.paymentDeadline && order.paymentDeadline <= context.now) throw new AppError('paymentTimedOut');
    // Points and vouchers belong to the order's member, whoever sends the change.
    const priced = await priceOrder(input, { ...context, memberId: order.memberId });
    const online = (type: number) => type === PaymentType.online || type === PaymentType.pointsPlusOnline;
    const samePayment =
      priced.paymentType === order.paymentType || (online(priced.paymentType) && online(order.paymentType));
    if (!samePayment || priced.amounts.payAmount === 0) throw new AppError('paymentWayUnavailable');
    if (input.verifyAmount !== priced.amounts.payAmount) {
      throw new AppError('pricesChanged', { payAmount: priced.amounts.payAmount, currency: priced.hotel.currency });
    }
    const next = {
      hotelCode: input.hotelCode,
      roomTypeCode: input.roomTypeCode,
      ratePlanCode: input.ratePlanCode,
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      nights: nightsBetween(input.checkInDate, input.checkOutDate),
      roomCount: input.roomCount,
    };
    try {
      const changed = await inTransaction(db, async (tx) => {
        const [locked] = await tx
          .update(orders)
          .set({ updatedAt: context.now })
          .where(and(eq(orders.transactionId, transactionId), eq(orders.status, OrderStatus.waitingForPayment)))
          .returning();
        if (!locked) throw new AppError('illegalRequest');
        await releaseHeldRooms(tx, roomNightsOf(locked));
        if (!(await holdRooms(tx, roomNightsOf(next)))) throw new RoomsGone();
        await lockPlanOnSale(tx, next.hotelCode, next.ratePlanCode);
        await releaseBenefits(tx, locked);
        await claimBenefits(tx, transactionId, order.memberId, priced, context.now);
        await tx.delete(orderAddons).where(eq(orderAddons.transactionId, transactionId));
        await tx.delete(orderNights).where(eq(orderNights.transactionId, transactionId));
        await tx.delete(orderRooms).where(eq(orderRooms.transactionId, transactionId));
        await insertOrderLines(tx, transactionId, input, priced.quote.nightly, priced.addonLines);
        const [updated] = await tx
          .update(orders)
          .set({
            ...next,
            adultsPerRoom: Math.max(...input.roomInfo.map((room) => room.checkInInfo.guestsNumber.adultCount)),
            childrenPerRoom: Math.max(...input.roomInfo.map((room) => room.checkInInfo.guestsNumber.childCount)),
            cancellationFlag: priced.cancellationFlag,
            cancellationDeadline: priced.cancellationDeadline ? new Date(priced.cancellationDeadline) : null,
            ...priced.amounts,
            paymentType: priced.paymentType,
            pointsUsed: priced.pointsUsed,
            voucherCode: priced.voucher?.couponCode ?? null,
            discountType: input.discountType ?? null,
            discountCode: input.discountCode?.toUpperCase() ?? null,
            bookerName: input.booker.name,
            bookerEmail: input.booker.email.toLowerCase(),
            bookerMobile: bookerMobileOf(input),
            version: sql`${orders.version} + 1`,
          })
          .where(eq(orders.transactionId, transactionId))
          .returning();
        await voidPaymentsOfChangedOrder(
          tx,
          deps.payments,
          updated!,
          context.memberId ? `member:${context.memberId}` : 'guest',
        );
        return updated!;
      });
      deps.onInventoryChanged?.();
      return changed;
    } catch (error) {
      if (error instanceof RoomsGone) {
        throw new AppError((await fewestRoomsLeft(db, roomNightsOf(next))) <= 0 ? 'soldOut' : 'insufficientRooms');
      }
      throw error;
    }
  }

  /**
   * Refuses an unpaid order past the caps on orders held unpaid at once by the same booker (e-mail or
   * phone) or client address, so nobody can hold a hotel's last rooms with orders they never pay. The
   * booker and address are locked for the rest of the transaction, so parallel creates count each other.
   * Each step is one statement: the stay's inventory rows stay locked until the transaction ends.
   */
  async function refuseHoarding(tx: Db, order: typeof orders.$inferInsert, now: Date) {
    const limits = deps.unpaidLimits;
    if (!limits) return;
    const who = {
      email: order.bookerEmail,
      mobileDigits: order.bookerMobile.replace(/\D/g, ''),
      clientAddress: order.clientAddress ?? null,
    };
    const keys = [`email:${who.email}`, `mobile:${who.mobileDigits}`];
    if (who.clientAddress) keys.push(`address:${who.clientAddress}`);
    // In one statement, in one order for every transaction (sorted, locked after the sort).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(k)) from unnest(${sql.param(keys.sort())}::text[]) as k order by k`,
    );
    const held = await countHeldUnpaid(tx, who, now);
    if (held.byGuest >= limits.perGuest || (who.clientAddress && held.byAddress >= limits.perAddress)) {
      throw new AppError('tooManyUnpaidOrders');
    }
  }

  /** Takes the order's points and claims its voucher, inside the booking transaction. */
  async function claimBenefits(
    tx: Db,
    transactionId: string,
    memberId: string | null,
    priced: { pointsUsed: number; voucher: AppliedVoucher | null },
    now: Date,
  ) {
    if (priced.pointsUsed > 0 && memberId && deps.loyalty) {
      await deps.loyalty.redeemPoints(tx, memberId, priced.pointsUsed, transactionId);
    }
    if (priced.voucher && deps.coupons) await deps.coupons.claimVoucher(tx, priced.voucher, transactionId, now);
  }

  /** Gives back an order's points and voucher (cancelled, closed or changed), inside its transaction. */
  async function releaseBenefits(tx: Db, order: Pick<OrderRow, 'transactionId' | 'memberId'>) {
    if (order.memberId && deps.loyalty) await deps.loyalty.refundOrderPoints(tx, order.memberId, order.transactionId);
    if (deps.coupons) await deps.coupons.releaseOrderVoucher(tx, order.transactionId);
  }

  return { priceOrder, createOrder, draftOrder, placeOrder, updateOrder, releaseBenefits };
}
export type BookingService = ReturnType<typeof createBookingService>;

export class RoomsGone extends Error {}
/** The rooms a transaction tried to hold were gone (its work is undone). */
export const isRoomsGone = (error: unknown) => error instanceof RoomsGone;

/**
 * A changed order voids the payments started for its earlier version rather than refusing the
 * change: the guest who went back a step pays the new amount with a new payment, the old hosted page
 * can no longer be paid, and a success the acquirer still sends for it is refunded, never confirming.
 */
async function voidPaymentsOfChangedOrder(
  tx: Db,
  payments: Pick<RoomPayments, 'voidPending'>,
  order: OrderRow,
  actor: string,
) {
  const voided = await payments.voidPending(tx, order.transactionId);
  if (!voided.length) return;
  const ids = voided.map((payment) => payment.paymentId).join(', ');
  await noteOrder(tx, order, actor, { code: HistoryReason.changed, note: ids });
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export async function insertOrderLines(
  tx: Db,
  transactionId: string,
  input: OrderCreate,
  nightly: { night: string; amount: number }[],
  addonLines: AddonLine[],
) {
  await tx.insert(orderRooms).values(
    input.roomInfo.map((room, roomIndex) => ({
      transactionId,
      roomIndex,
      adults: room.checkInInfo.guestsNumber.adultCount,
      children: room.checkInInfo.guestsNumber.childCount,
      childAges: room.checkInInfo.guestsNumber.childAges ?? [],
      guests: room.checkInInfo.customer,
      email: room.checkInInfo.email ?? null,
      specialRequests: room.otherRequires,
      comment: [room.otherComment, room.comment].filter(Boolean).join('\n'),
    })),
  );
  await tx
    .insert(orderNights)
    .values(nightly.map((night) => ({ transactionId, night: night.night, amount: night.amount })));
  if (addonLines.length) await tx.insert(orderAddons).values(addonLines.map((line) => ({ transactionId, ...line })));
}
