export type { OrderRow } from './booking.repo.ts';
export { findOrder, lockOrder, noteOrder, transitionOrder } from './booking.repo.ts';
export { roomNightsOf } from './booking.service.ts';
export type { CancellationService } from './cancellation.ts';
export {
  anonymiseMemberOrders,
  hasOrderAt,
  listMemberOrders,
  memberHotels,
  memberOrderTotals,
  recentOrdersOf,
} from './member-orders.ts';
export { bookingsReport } from './reports.admin.ts';
export { findReservation, moveReservation, reservationDetail, searchReservations } from './reservations.admin.ts';
