import type { InvoiceRequest, InvoiceStatus, StayReview } from '@hotel/contract/schemas/stay';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
export type AdminStayReview = StayReview & { confirmationNumber: string };

export const STAY_ADMIN_PAGE_SIZE = 20;

export function useInvoiceRequests(status: InvoiceStatus | undefined, page: number) {
  return useAdminQuery<Paged<InvoiceRequest>>('/invoices', { status, page, size: STAY_ADMIN_PAGE_SIZE });
}

export function useIssueInvoice() {
  return useAdminMutation<{ requestId: string; invoiceNumber: string }, InvoiceRequest>(
    'POST',
    ({ requestId }) => `/invoices/${encodeURIComponent(requestId)}/issue`,
    { invalidate: ['/invoices', '/audit'], body: ({ invoiceNumber }) => ({ invoiceNumber }) },
  );
}

export function useStayReviews(hotelCode: string, hidden: 'true' | 'false' | undefined, page: number) {
  return useAdminQuery<Paged<AdminStayReview>>('/stay-reviews', {
    hotelCode: hotelCode || undefined,
    hidden,
    page,
    size: STAY_ADMIN_PAGE_SIZE,
  });
}

export function useModerateReview() {
  return useAdminMutation<{ reviewId: string; hidden?: boolean; reply?: string }, StayReview>(
    'PUT',
    ({ reviewId }) => `/stay-reviews/${encodeURIComponent(reviewId)}`,
    { invalidate: ['/stay-reviews', '/audit'], body: ({ hidden, reply }) => ({ hidden, reply }) },
  );
}
