export type { OrderRow } from './booking.repo.ts';
export { findOrder } from './booking.repo.ts';
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
export { type RoomPayments, registerRoomPayments } from './room-payments.ts';
