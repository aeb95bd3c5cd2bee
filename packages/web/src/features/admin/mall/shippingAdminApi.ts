import type { adminReturnRowSchema, GoodsOrderShip, ReturnStatus } from '@hotel/contract/schemas/mall';
import type { z } from 'zod';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';
import { MALL_PAGE_SIZE, type MallOrderRow } from './mallAdminApi.ts';

export type ReturnRow = z.infer<typeof adminReturnRowSchema>;
interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Paid orders (status 2) of the mall; the screen shows those with goods to ship or on their way. */
export function usePaidMallOrders(page: number) {
  return useAdminQuery<Paged<MallOrderRow>>('/mall/orders', { status: 2, page, size: MALL_PAGE_SIZE });
}

/** Staff ship an order's physical goods with the carrier and its tracking number. */
export function useShipMallOrder() {
  return useAdminMutation<{ orderId: string } & GoodsOrderShip>(
    'POST',
    ({ orderId }) => `/mall/orders/${encodeURIComponent(orderId)}/ship`,
    {
      invalidate: ['/mall/orders', '/audit'],
      body: ({ carrier, trackingNumber }) => ({ carrier, trackingNumber }),
    },
  );
}

export function useMallReturns(status: ReturnStatus | undefined, page: number) {
  return useAdminQuery<Paged<ReturnRow>>('/mall/returns', { status, page, size: MALL_PAGE_SIZE });
}

/** Staff approve a return (refund through the payments pipeline) or reject it with a note. */
export function useDecideReturn() {
  return useAdminMutation<{ requestId: string; approve: boolean; note?: string }>(
    'POST',
    ({ requestId }) => `/mall/returns/${encodeURIComponent(requestId)}/decision`,
    {
      invalidate: ['/mall/returns', '/mall/orders', '/mall/goods', '/audit'],
      body: ({ approve, note }) => ({ approve, note }),
    },
  );
}
