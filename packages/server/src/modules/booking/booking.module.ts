import type { Language } from '@hotel/contract/languages';
import type { Translate } from '@hotel/i18n/catalog';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { BackgroundWork } from '../../platform/background.ts';
import { bindDb } from '../../platform/bind-db.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { ChangeBus } from '../../platform/redis.ts';
import type { CatalogModule } from '../catalog/catalog.module.ts';
import type { MemberModule } from '../member/member.module.ts';
import type { PaymentService } from '../payments/payments.module.ts';
import type { PromotionsModule } from '../promotions/promotions.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { bookingInfoRoutes } from './booking.info.routes.ts';
import { findOrder, type OrderRow } from './booking.repo.ts';
import { bookingRoutes } from './booking.routes.ts';
import { createBookingService } from './booking.service.ts';
import { createCancellationService } from './cancellation.ts';
import { createChangePayments } from './change-payments.ts';
import { hotelDashboard } from './dashboard.admin.ts';
import { createDeskBooking, type DeskBookingService } from './desk-booking.ts';
import { closeExpiredOrders } from './expiry.ts';
import { folioOf, postToFolio, voidFolioEntry } from './folio.admin.ts';
import { listMemberOrders, memberHotels, memberOrderTotals, ratePlanReservations } from './member-orders.ts';
import { createBookingMails } from './notifications.ts';
import { orderChangeRoutes } from './order-change.routes.ts';
import { createOrderChangeService, type OrderChangeService } from './order-change.ts';
import { orderReadsOf } from './orders.view.ts';
import { createPartRefundService, type PartRefundService } from './part-refunds.ts';
import { bookingsReport } from './reports.admin.ts';
import {
  confirmationNumbersOf,
  findReservation,
  type MemberCardOf,
  moveReservation,
  reservationDetail,
  searchReservations,
  type UnusedNightsRefunds,
} from './reservations.admin.ts';
import { type RoomPayments, registerRoomPayments } from './room-payments.ts';
import { registerStayPayments, type StayParts } from './stay-group-payments.ts';
import { stayGroupRoutes } from './stay-groups.routes.ts';
import { createStayGroupService } from './stay-groups.service.ts';
import { stayReadsOf } from './stays.view.ts';

type BookingSettings = Pick<
  Config,
  | 'PAYMENT_DEADLINE_SECONDS'
  | 'MAX_UNPAID_ORDERS_PER_GUEST'
  | 'MAX_UNPAID_ORDERS_PER_ADDRESS'
  | 'ORDER_RATE_LIMIT_PER_MINUTE'
  | 'ORDER_EXPIRY_INTERVAL_MS'
  | 'PUBLIC_BASE_URL'
>;

/**
 * Reservations: booking, changes, cancellation, expiry of unpaid orders, the guest's e-mails. Room orders are
 * paid through the payments pipeline, as the order kind 'room' this module registers.
 */
export function createBookingModule(deps: {
  db: Db;
  catalog: CatalogModule['services'];
  promotions: PromotionsModule['services'];
  member: MemberModule['services'];
  payments: PaymentService;
  sites: SiteService;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  bus: ChangeBus;
  config: BookingSettings;
  onlinePayments: boolean;
  secureCookie: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where the e-mails are written, after the answers. */
  background: BackgroundWork;
  /** The site's agreements and their versions (from the content module), recorded with a booking's consent. */
  agreementVersions?: () => Promise<{ code: string; version: number }[]>;
}) {
  const { db, now, config } = deps;
  const onInventoryChanged = () => deps.bus.emit('inventory');
  const mails = createBookingMails({
    // The room payments are registered just below; the mails read them only when they are sent.
    onlinePaidOf: (transactionId) => onlinePaidOf(transactionId),
    db,
    mailer: deps.mailer,
    translators: deps.translators,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    now,
  });
  /**
   * An order's e-mail is written after the answer (platform/background.ts), from the order as it is
   * then; one that fails is logged, and the booking it tells of stands.
   */
  const quietly = (send: (id: string) => Promise<void>) => async (id: string) => {
    deps.background.later('order e-mail', () =>
      send(id).catch((error: unknown) => deps.log.error({ err: error, order: id }, 'order e-mail failed')),
    );
  };
  const payments = registerRoomPayments(deps.payments, { db, onConfirmed: quietly(mails.booked) });
  const stayPayments = registerStayPayments(deps.payments, payments, { db, onConfirmed: quietly(mails.stayBooked) });
  /** An order's online payment and its refunds: a room of a reservation paid together, its share of the group's. */
  const onlinePaidOf = async (transactionId: string, on: Db = db) => {
    const order = await findOrder(on, transactionId);
    return order?.stayGroupId ? stayPayments.parts.shareOf(order, on) : payments.refundState(transactionId, on);
  };
  const roomPaymentsRead = {
    records: payments.records,
    refundState: onlinePaidOf,
    partRefund: payments.partRefund,
    refundNow: payments.refundNow,
  };
  const changePayments = createChangePayments({
    db,
    payments: deps.payments,
    room: payments,
    now,
    deadlineSeconds: config.PAYMENT_DEADLINE_SECONDS,
    onInventoryChanged,
    onApplied: async (transactionId, charged) => quietly((id) => mails.changed(id, 0, charged))(transactionId),
  });
  const orderReads = orderReadsOf(db, onlinePaidOf, changePayments.pendingOf);
  const booking = createBookingService({
    db,
    rooms: deps.catalog.rooms,
    promotions: deps.promotions.promotions,
    loyalty: deps.member.loyalty,
    coupons: deps.promotions.coupons,
    paymentDeadlineSeconds: config.PAYMENT_DEADLINE_SECONDS,
    unpaidLimits: { perGuest: config.MAX_UNPAID_ORDERS_PER_GUEST, perAddress: config.MAX_UNPAID_ORDERS_PER_ADDRESS },
    onInventoryChanged,
    payments,
    agreementVersions: deps.agreementVersions,
  });
  const cancellation = createCancellationService({
    db,
    payments,
    now,
    releaseBenefits: booking.releaseBenefits,
    onInventoryChanged,
    stayParts: stayPayments.parts,
    onClosing: changePayments.cancelling,
  });
  const stays = createStayGroupService({ db, booking, cancellation, onInventoryChanged });
  const changes = createOrderChangeService({
    db,
    booking,
    payments,
    pending: changePayments,
    now,
    onInventoryChanged,
    onChanged: async (transactionId, refunded) => quietly((id) => mails.changed(id, refunded))(transactionId),
  });
  const desk = createDeskBooking({
    db,
    booking,
    estimatePoints: deps.member.loyalty.estimateStayPoints,
    onBooked: quietly(mails.booked),
    onInventoryChanged,
  });
  const partRefunds = createPartRefundService({ db, payments, stayParts: stayPayments.parts, now });
  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(
      bookingInfoRoutes({
        hotels: deps.catalog.hotels,
        sites: deps.sites,
        rooms: deps.catalog.rooms,
        exchange: deps.catalog.exchange,
        memberPricing: deps.member.memberPricing,
        usableChannels: deps.onlinePayments ? deps.payments.usableChannels : async () => [],
      }),
    );
    await api.register(
      bookingRoutes({
        orders: orderReads,
        booking,
        cancellation,
        payments: { ...payments, refundState: onlinePaidOf },
        sites: deps.sites,
        session: deps.member.session,
        estimatePoints: deps.member.loyalty.estimateStayPoints,
        now,
        onBooked: quietly(mails.booked),
        onCancelled: quietly(mails.cancelled),
        calendarOf: mails.calendarOf,
        orderRateLimitPerMinute: config.ORDER_RATE_LIMIT_PER_MINUTE,
        secureCookie: deps.secureCookie,
      }),
    );
    await api.register(
      stayGroupRoutes({
        stays,
        orders: orderReads,
        payments: stayPayments,
        sites: deps.sites,
        session: deps.member.session,
        estimatePoints: deps.member.loyalty.estimateStayPoints,
        now,
        onBooked: quietly(mails.stayBooked),
        onCancelled: quietly(mails.stayCancelled),
        orderRateLimitPerMinute: config.ORDER_RATE_LIMIT_PER_MINUTE,
        secureCookie: deps.secureCookie,
      }),
    );
    await api.register(
      orderChangeRoutes({
        orders: orderReads,
        changes,
        changePayments,
        sites: deps.sites,
        session: deps.member.session,
        estimatePoints: deps.member.loyalty.estimateStayPoints,
        now,
      }),
    );
  };
  const jobs: Job[] = [
    {
      name: 'closeExpiredOrders',
      intervalMs: config.ORDER_EXPIRY_INTERVAL_MS,
      run: () => closeExpiredOrders(db, cancellation, now()),
    },
    {
      name: 'expireOrderChanges',
      intervalMs: config.ORDER_EXPIRY_INTERVAL_MS,
      run: () => changePayments.expireDue(),
    },
  ];
  return {
    services: {
      booking,
      cancellation,
      changes,
      changePayments,
      admin: { ...bookingAdminOf(db, roomPaymentsRead, stayPayments.parts), changes, desk, partRefunds },
      stays: stayReadsOf(db, payments),
    },
    routes,
    jobs,
  };
}
export type BookingModule = ReturnType<typeof createBookingModule>;

export type { OrderRow } from './booking.repo.ts';
export { findOrder } from './booking.repo.ts';
export type { CancellationService } from './cancellation.ts';
export {
  anonymiseMemberOrders,
  completedNightsOf,
  hasCompletedStayBetween,
  hasCompletedStaySince,
  hasOrderAt,
  listMemberOrders,
  memberHotels,
  memberOrderTotals,
  ratePlanReservations,
  recentOrdersOf,
} from './member-orders.ts';
export { type RoomPayments, registerRoomPayments } from './room-payments.ts';
export type { StayReads } from './stays.view.ts';

/** A member's reservations (list, totals, hotels stayed at), the database given: what the member routes read. */
export const memberOrdersOf = (db: Db) => bindDb(db, { listMemberOrders, memberHotels, memberOrderTotals });
export type MemberOrders = ReturnType<typeof memberOrdersOf>;

/** What the back office does with booking, the database (and the reservations' payments) given. */
export const bookingAdminOf = (
  db: Db,
  payments: Pick<RoomPayments, 'records' | 'refundState'> & Partial<Pick<RoomPayments, 'partRefund' | 'refundNow'>>,
  stayParts?: Pick<StayParts, 'refundShare' | 'shareOf'>,
) => ({
  ...bindDb(db, {
    bookingsReport,
    confirmationNumbersOf,
    findReservation,
    hotelDashboard,
    searchReservations,
    folioOf,
    postToFolio,
    voidFolioEntry,
  }),
  /** Check-in, check-out (an early one gives the unused nights' price back where the rate allows it), no-show. */
  moveReservation: (order: OrderRow, ...rest: MoveArgs) =>
    moveReservation(db, order, rest[0], rest[1], unusedNightsRefunds(payments, stayParts)),
  /** `memberCardOf`: who the member is (name, card number, tier), from the member module's face. */
  reservationDetail: (
    order: OrderRow,
    now: Date,
    lang: Language,
    memberCardOf: MemberCardOf,
    options: { canRefund?: boolean } = {},
  ) => reservationDetail(db, payments, memberCardOf, order, now, lang, options),
  /** Reservations naming a rate plan, read in the caller's transaction (the catalogue's plan removal). */
  ratePlanReservations,
});
type MoveArgs =
  Parameters<typeof moveReservation> extends [Db, OrderRow, infer A, infer C, ...unknown[]] ? [A, C] : never;

/** The unused nights' refund of an early departure: from the stay's own payment, or a group room's share. */
function unusedNightsRefunds(
  payments: Pick<RoomPayments, 'refundState'> & Partial<Pick<RoomPayments, 'partRefund' | 'refundNow'>>,
  stayParts?: Pick<StayParts, 'refundShare' | 'shareOf'>,
): UnusedNightsRefunds | undefined {
  const { partRefund, refundNow } = payments;
  if (!partRefund || !refundNow || !stayParts) return undefined;
  return {
    async refund(tx, order, amount) {
      const online = order.stayGroupId
        ? await stayParts.shareOf(order, tx)
        : await payments.refundState(order.transactionId, tx);
      const give = Math.min(amount, online?.left ?? 0);
      if (give <= 0) return null;
      if (order.stayGroupId) return stayParts.refundShare(tx, order, give, 'earlyDeparture');
      return { ...(await partRefund(tx, order.transactionId, give, 'earlyDeparture')), amount: give };
    },
    refundNow,
  };
}

/**
 * `changes`: the one booking-change service, which staff use from the reservation detail; `desk`:
 * reservations made by staff for a guest at the desk or on the phone (ADR 0021); `partRefunds`: staff
 * giving part of an online payment back (ADR 0020).
 */
export type BookingAdmin = ReturnType<typeof bookingAdminOf> & {
  changes?: OrderChangeService;
  desk?: DeskBookingService;
  partRefunds?: PartRefundService;
};
export type { DeskActor, DeskBookingService, DeskRefusal } from './desk-booking.ts';
export type { ChangeActor, OrderChangeService } from './order-change.ts';
export type { PartRefundService } from './part-refunds.ts';
