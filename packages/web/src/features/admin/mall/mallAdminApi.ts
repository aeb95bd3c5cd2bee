import type { MallGoodsItem } from '@hotel/contract/schemas/admin-content-records';
import type {
  AdminWithdrawalRow,
  adminCommissionRowSchema,
  adminGoodsOrderRowSchema,
  adminGoodsRowSchema,
  adminStockSchema,
  CommissionStatus,
  cancelGoodsOrderSchema,
  mallPagedSchema,
  Review,
  reviewVisibilitySchema,
  WithdrawalStatus,
} from '@hotel/contract/schemas/mall';
import type { z } from 'zod';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';

export type MallGoodsRow = z.infer<typeof adminGoodsRowSchema>;
export type MallOrderRow = z.infer<typeof adminGoodsOrderRowSchema>;
export type MallCommissionRow = z.infer<typeof adminCommissionRowSchema>;
type Paged<T> = Omit<z.infer<ReturnType<typeof mallPagedSchema>>, 'list'> & { list: T[] };

export const MALL_PAGE_SIZE = 20;

export function useMallGoods() {
  return useAdminQuery<MallGoodsRow[]>('/mall/goods');
}

/** The goods with its SKUs as stored. */
export function useMallGoodsItem(goodsCode: string) {
  return useAdminQuery<MallGoodsItem>(`/mall/goods/${encodeURIComponent(goodsCode)}`);
}

export function useSetStock(skuCode: string) {
  return useAdminMutation<z.input<typeof adminStockSchema>>(
    'POST',
    () => `/mall/skus/${encodeURIComponent(skuCode)}/stock`,
    {
      invalidate: ['/mall/goods', '/audit'],
    },
  );
}

export function useMallOrders(status: number | undefined, memberId: string | undefined, page: number) {
  return useAdminQuery<Paged<MallOrderRow>>('/mall/orders', { status, memberId, page, size: MALL_PAGE_SIZE });
}

export function useCancelMallOrder() {
  return useAdminMutation<z.input<typeof cancelGoodsOrderSchema>>('POST', () => '/mall/orders/cancel', {
    invalidate: ['/mall/orders', '/mall/goods', '/audit'],
  });
}

/** Staff hand paid physical goods over (managers and group administrators). */
export function useDeliverMallOrder() {
  return useAdminMutation<{ orderId: string; note?: string }>(
    'POST',
    ({ orderId }) => `/mall/orders/${encodeURIComponent(orderId)}/deliver`,
    { invalidate: ['/mall/orders', '/mall/commissions', '/audit'], body: ({ note }) => ({ note }) },
  );
}

export function useMallReviews(hidden: 'true' | 'false' | undefined, page: number) {
  return useAdminQuery<Paged<Review>>('/mall/reviews', { hidden, page, size: MALL_PAGE_SIZE });
}

export function useReviewVisibility() {
  return useAdminMutation<z.input<typeof reviewVisibilitySchema>>(
    'PUT',
    ({ reviewId }) => `/mall/reviews/${encodeURIComponent(reviewId)}/visibility`,
    { invalidate: ['/mall/reviews', '/audit'], body: ({ hidden }) => ({ hidden }) },
  );
}

export function useMallCommissions(status: CommissionStatus | undefined, page: number) {
  return useAdminQuery<Paged<MallCommissionRow>>('/mall/commissions', { status, page, size: MALL_PAGE_SIZE });
}

/** One goods order as staff see it: buyer, address, lines, redemption codes and payments. */
export function useMallOrder(orderId: string) {
  return useAdminQuery<MallOrderRow>(`/mall/orders/${encodeURIComponent(orderId)}`, {}, { enabled: Boolean(orderId) });
}

export function useMallWithdrawals(status: WithdrawalStatus | undefined, page: number) {
  return useAdminQuery<Paged<AdminWithdrawalRow>>('/mall/withdrawals', { status, page, size: MALL_PAGE_SIZE });
}

/** Approve (paid out of the payable commission) or reject (with a note the member sees) a withdrawal. */
export function useDecideWithdrawal() {
  return useAdminMutation<{ withdrawalId: string; approve: boolean; note?: string }>(
    'POST',
    ({ withdrawalId }) => `/mall/withdrawals/${encodeURIComponent(withdrawalId)}/decision`,
    {
      invalidate: ['/mall/withdrawals', '/mall/commissions', '/audit'],
      body: ({ approve, note }) => ({ approve, note }),
    },
  );
}
