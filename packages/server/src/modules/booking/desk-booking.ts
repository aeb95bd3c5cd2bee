import { PaymentType, TITLES } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { callingCodeOf } from '@hotel/contract/phone';
import type { DeskBooking, DeskChannel, DeskQuoteRequest, DeskStay } from '@hotel/contract/schemas/admin-desk-booking';
import { formatBookerMobile, type OrderCreate } from '@hotel/contract/schemas/order';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { fewestRoomsLeft, listPlansOnSale, listRoomTypes } from '../catalog/catalog.module.ts';
import type { SiteConfigRow } from '../site/site.module.ts';
import type { OrderRow } from './booking.repo.ts';
import { type BookingContext, type BookingService, isRoomsGone } from './booking.service.ts';

/** The rates the desk sells: paid at the hotel, or guaranteed by a card (ADR 0021: prepaid online ones are the site's). */
const DESK_PAYMENT_TYPES: readonly number[] = [PaymentType.payAtHotel, PaymentType.creditCardGuarantee];
export const soldAtDesk = (paymentType: number) => DESK_PAYMENT_TYPES.includes(paymentType);

/** Who books at the desk, and where the audit row goes (written in the booking's transaction). */
export interface DeskActor {
  staffId: string;
  lang: Language;
  site: SiteConfigRow;
  now: Date;
}

/** A refusal as the desk reads it: the error's code, its message key and values (translated by the route). */
export interface DeskRefusal {
  code: number | string;
  key: string;
  values?: Record<string, string | number>;
}

/** The room list's "does not fit" told as such (the guest form's message asks for a name per adult). */
function partyRefusal(error: unknown): unknown {
  if (error instanceof AppError && error.codeName === 'validationError') {
    const fields = (error.data as { fields?: { field: string }[] } | null)?.fields ?? [];
    if (fields[0]?.field === 'roomInfo') return new AppError('partyDoesNotFit', { field: 'rooms' });
  }
  return error;
}

/** The booking service's price, with the desk's words for a party that does not fit. */
async function priced<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw partyRefusal(error);
  }
}

export function refusalOfError(error: unknown): DeskRefusal | null {
  if (!(error instanceof AppError)) return null;
  if (error.codeName === 'validationError') {
    const first = (error.data as { fields?: { message: string }[] } | null)?.fields?.[0];
    return { code: error.code, key: first?.message ?? `errors.${error.code}` };
  }
  return { code: error.code, key: `errors.${error.code}`, values: error.values };
}

/** The stay as the guest site's booking payload, so the desk is priced and booked by the same code. */
export function orderCreateOf(
  stay: DeskStay & Partial<DeskBooking>,
  ratePlan: { roomTypeCode: string; ratePlanCode: string },
  verifyAmount = 0,
): OrderCreate {
  const adultCount = stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  const childCount = stay.rooms.reduce((sum, room) => sum + room.childAges.length, 0);
  const firstName = stay.firstName ?? 'Desk';
  const lastName = stay.lastName ?? 'Guest';
  const email = stay.email ?? '';
  const areaCode = stay.areaCode ? (callingCodeOf(stay.areaCode) ?? '86') : '86';
  return {
    hotelCode: stay.hotelCode,
    roomTypeCode: ratePlan.roomTypeCode,
    ratePlanCode: ratePlan.ratePlanCode,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    roomCount: stay.rooms.length,
    guestsNumber: { adultCount, childCount },
    roomInfo: stay.rooms.map((room, index) => ({
      checkInInfo: {
        email: index === 0 && email ? email : undefined,
        guestsNumber: { adultCount: room.adults, childCount: room.childAges.length, childAges: room.childAges },
        customer: [{ title: stay.title ?? TITLES[0], firstName, lastName }],
      },
      otherRequires: index === 0 ? (stay.specialRequests ?? []) : [],
      otherComment: '',
      comment: index === 0 ? (stay.comment ?? '') : '',
      addOns: [],
    })),
    booker: {
      name: `${firstName} ${lastName}`.trim(),
      email,
      mobile: formatBookerMobile(stay.phone ?? '13800000000', areaCode),
    },
    point: 0,
    card: stay.card,
    verifyAmount,
  };
}

/**
 * Reservations made by staff for a guest on the phone or at the desk (ADR 0021): priced by the guest
 * site's `priceOrder` (closed nights, stay limits, closed to arrival, sold out, member prices), booked by
 * its `draftOrder` and `placeOrder` in one transaction (the inventory's conditional updates, so the last
 * room goes to one booking only), confirmed at once: the desk sells rates paid at the hotel or guaranteed.
 */
export function createDeskBooking(deps: {
  db: Db;
  booking: BookingService;
  estimatePoints?: (
    order: Pick<OrderRow, 'siteCode' | 'roomAmount' | 'pointDiscount' | 'voucherDiscount' | 'currency'>,
  ) => Promise<number>;
  onBooked(orderId: string): Promise<void>;
  onInventoryChanged?: () => void;
}) {
  const { db, booking } = deps;
  const contextOf = (stay: DeskStay, actor: DeskActor): BookingContext => ({
    lang: actor.lang,
    site: actor.site,
    memberId: stay.memberId ?? null,
    now: actor.now,
  });
  const estimate = async (stay: DeskStay, actor: DeskActor, amounts: { roomAmount: number; currency: string }) =>
    stay.memberId && deps.estimatePoints
      ? deps.estimatePoints({ siteCode: actor.site.siteCode, pointDiscount: 0, voucherDiscount: 0, ...amounts })
      : 0;

  /** Every room type and rate of the hotel for the stay: the price, or why it is not offered. */
  async function offers(stay: DeskStay, actor: DeskActor) {
    const [roomTypes, ratePlans] = await Promise.all([
      listRoomTypes(db, stay.hotelCode),
      listPlansOnSale(db, stay.hotelCode),
    ]);
    if (!roomTypes.length) throw new AppError('hotelNotFound');
    const context = contextOf(stay, actor);
    let currency = '';
    const list = [];
    for (const room of roomTypes) {
      for (const rate of ratePlans) {
        let refusal: DeskRefusal | null = null;
        let amounts = { totalAmount: 0, payAmount: 0 };
        let cancellationFlag = 0;
        try {
          const price = await priced(() =>
            booking.priceOrder(
              orderCreateOf(stay, { roomTypeCode: room.roomTypeCode, ratePlanCode: rate.ratePlanCode }),
              context,
            ),
          );
          currency = price.hotel.currency;
          amounts = price.amounts;
          cancellationFlag = price.cancellationFlag;
          if (!soldAtDesk(rate.paymentType)) refusal = refusalOfError(new AppError('deskRateNotOffered'));
        } catch (error) {
          refusal = refusalOfError(error);
          if (!refusal) throw error;
          // A hotel taken down or unknown answers as such, not as a list of refusals.
          if (refusal.code === ErrorCode.hotelNotFound || refusal.code === ErrorCode.hotelTakenDown) throw error;
        }
        list.push({
          roomTypeCode: room.roomTypeCode,
          roomTypeName: inLanguage(room.name, actor.lang) || room.roomTypeCode,
          ratePlanCode: rate.ratePlanCode,
          ratePlanName: inLanguage(rate.name, actor.lang) || rate.ratePlanCode,
          paymentType: rate.paymentType,
          memberRate: rate.memberOnly,
          totalAmount: amounts.totalAmount,
          payAmount: amounts.payAmount,
          cancellationFlag,
          refusal,
        });
      }
    }
    // What the desk can sell first; the room types keep their order.
    list.sort((a, b) => Number(a.refusal !== null) - Number(b.refusal !== null));
    return { currency, offers: list };
  }

  /** The chosen room and rate priced (refused as the booking would be), with the member's points estimate. */
  async function quote(input: DeskQuoteRequest, actor: DeskActor) {
    const price = await priced(() => booking.priceOrder(orderCreateOf(input, input), contextOf(input, actor)));
    if (!soldAtDesk(price.rate.paymentType)) throw new AppError('deskRateNotOffered', { field: 'ratePlanCode' });
    const { amounts } = price;
    return {
      currency: price.hotel.currency,
      roomAmount: amounts.roomAmount,
      taxAmount: amounts.taxAmount,
      serviceAmount: amounts.serviceAmount,
      discountAmount: amounts.discountAmount,
      totalAmount: amounts.totalAmount,
      payAmount: amounts.payAmount,
      paymentType: price.paymentType,
      verifyAmount: amounts.payAmount,
      pointsEarnedEstimate: await estimate(input, actor, {
        roomAmount: amounts.roomAmount,
        currency: price.hotel.currency,
      }),
    };
  }

  /**
   * Books it: the order's channel and staff member set, the rooms held and sold, the history line
   * (`staff:<id>`, the channel as its note) and `audit` in one transaction; then the confirmation
   * e-mail when an address was given.
   */
  async function create(
    input: DeskBooking & { verifyAmount: number; channel: DeskChannel },
    actor: DeskActor,
    audit: (tx: Db, order: OrderRow) => Promise<void>,
  ) {
    const context: BookingContext = {
      ...contextOf(input, actor),
      actor: `staff:${actor.staffId}`,
      historyNote: input.channel,
    };
    const draft = await priced(() => booking.draftOrder(orderCreateOf(input, input, input.verifyAmount), context));
    if (!soldAtDesk(draft.priced.rate.paymentType)) throw new AppError('deskRateNotOffered', { field: 'ratePlanCode' });
    if (input.verifyAmount !== draft.order.payAmount) {
      throw new AppError('pricesChanged', { payAmount: draft.order.payAmount, currency: draft.order.currency });
    }
    draft.order.channel = input.channel;
    draft.order.createdByStaffId = actor.staffId;
    let created: OrderRow;
    try {
      created = await inTransaction(db, async (tx) => {
        const order = await booking.placeOrder(tx, draft, context, { hoarding: false });
        await audit(tx, order);
        return order;
      });
    } catch (error) {
      if (isRoomsGone(error)) {
        throw new AppError((await fewestRoomsLeft(db, draft.stay)) <= 0 ? 'soldOut' : 'insufficientRooms');
      }
      throw error;
    }
    deps.onInventoryChanged?.();
    const mailed = Boolean(input.email);
    if (mailed) await deps.onBooked(created.transactionId);
    return {
      order: created,
      mailed,
      pointsEarnedEstimate: await estimate(input, actor, {
        roomAmount: created.roomAmount,
        currency: created.currency,
      }),
    };
  }

  return { offers, quote, create };
}
export type DeskBookingService = ReturnType<typeof createDeskBooking>;
