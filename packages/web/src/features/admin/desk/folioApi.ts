import type { DeskPaymentInput, Folio, FolioChargeInput } from '@hotel/contract/schemas/admin-desk';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

const base = (transactionId: string) => `/reservations/${encodeURIComponent(transactionId)}`;

/** The stay's folio at the desk: extras, payments taken at the hotel, the balance. */
export function useFolio(transactionId: string) {
  return useAdminQuery<Folio>(`${base(transactionId)}/folio`);
}

/** Every folio change refetches the folio and the reservation (its history gains a line). */
const invalidate = ['/reservations'];

export function useFolioCharge(transactionId: string) {
  return useAdminMutation<FolioChargeInput, Folio>('POST', () => `${base(transactionId)}/folio/charges`, {
    invalidate,
  });
}

export function useDeskPayment(transactionId: string) {
  return useAdminMutation<DeskPaymentInput, Folio>('POST', () => `${base(transactionId)}/folio/payments`, {
    invalidate,
  });
}

export function useFolioVoid(transactionId: string) {
  return useAdminMutation<{ entryId: number }, Folio>(
    'POST',
    ({ entryId }) => `${base(transactionId)}/folio/${entryId}/void`,
    { invalidate, body: () => ({}) },
  );
}
