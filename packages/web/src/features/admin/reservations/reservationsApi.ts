import type {
  PartRefundInput,
  ReservationAction,
  ReservationActionInput,
  ReservationActionResult,
  ReservationDetail,
  ReservationPage,
  ReservationSearch,
} from '@hotel/contract/schemas/admin-reservations';
import { adminUrl, useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

export type ReservationFilters = Omit<ReservationSearch, 'page' | 'pageSize'>;

export function useReservations(filters: ReservationFilters, page: number) {
  return useAdminQuery<ReservationPage>('/reservations', { ...filters, page, pageSize: 20 });
}

/** Every reservation the filters find, as a CSV download. */
export function reservationsCsvUrl(filters: ReservationFilters): string {
  return adminUrl('/reservations/export', filters);
}

export function useReservation(transactionId: string) {
  return useAdminQuery<ReservationDetail>(`/reservations/${encodeURIComponent(transactionId)}`);
}

/** The API path segment of each staff action. */
export const ACTION_PATHS: Record<ReservationAction, string> = {
  checkIn: 'check-in',
  checkOut: 'check-out',
  noShow: 'no-show',
  cancel: 'cancel',
};

export function useReservationAction(transactionId: string) {
  return useAdminMutation<ReservationActionInput & { action: ReservationAction }, ReservationActionResult>(
    'POST',
    ({ action }) => `/reservations/${encodeURIComponent(transactionId)}/${ACTION_PATHS[action]}`,
    { invalidate: ['/reservations'], body: ({ reason }) => (reason ? { reason } : {}) },
  );
}

/** Gives part of the reservation's online payment back (hotel managers, group administrators). */
export function usePartRefund(transactionId: string) {
  return useAdminMutation<PartRefundInput, ReservationActionResult>(
    'POST',
    () => `/reservations/${encodeURIComponent(transactionId)}/refunds`,
    { invalidate: ['/reservations'] },
  );
}
