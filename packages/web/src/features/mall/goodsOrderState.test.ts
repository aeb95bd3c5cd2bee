import { GoodsOrderStatus } from '@hotel/contract/enums';
import enMall from '@hotel/i18n/locales/en-US/mall.json';
import { describe, expect, it } from 'vitest';
import { amountLabelKey } from './goodsOrderState.ts';

const PAID_AT = '2026-11-30T08:00:00.000Z';

/**
 * Every goods order status, with what the server says of such an order (`orders.service.ts`: `canPay`
 * only while waiting to pay before the deadline; `paidAt` once a payment succeeded), and the label its
 * amount takes. Closed (never paid), declined (still waiting) and cancelled unpaid orders never say "paid".
 */
const CASES: readonly [string, GoodsOrderStatus, { paidAt: string | null; canPay: boolean }, string][] = [
  [
    'waiting to pay (a payment declined, the deadline not passed)',
    GoodsOrderStatus.waitingToPay,
    { paidAt: null, canPay: true },
    'mall.order.toPay',
  ],
  [
    'waiting to pay past the deadline (not closed yet)',
    GoodsOrderStatus.waitingToPay,
    { paidAt: null, canPay: false },
    'mall.order.total',
  ],
  ['closed unpaid', GoodsOrderStatus.closed, { paidAt: null, canPay: false }, 'mall.order.total'],
  ['cancelled before paying', GoodsOrderStatus.cancelled, { paidAt: null, canPay: false }, 'mall.order.total'],
  [
    'cancelled without refund (unpaid)',
    GoodsOrderStatus.cancelledWithoutRefund,
    { paidAt: null, canPay: false },
    'mall.order.total',
  ],
  ['booked (paid, to ship)', GoodsOrderStatus.booked, { paidAt: PAID_AT, canPay: false }, 'mall.checkout.paid'],
  ['unused codes (paid)', GoodsOrderStatus.unused, { paidAt: PAID_AT, canPay: false }, 'mall.checkout.paid'],
  [
    'partly used codes (paid)',
    GoodsOrderStatus.partiallyUsed,
    { paidAt: PAID_AT, canPay: false },
    'mall.checkout.paid',
  ],
  ['used or received (paid)', GoodsOrderStatus.used, { paidAt: PAID_AT, canPay: false }, 'mall.checkout.paid'],
  ['cancelled after paying', GoodsOrderStatus.cancelled, { paidAt: PAID_AT, canPay: false }, 'mall.checkout.paid'],
  [
    'refund in progress',
    GoodsOrderStatus.cancellationRefundInProgress,
    { paidAt: PAID_AT, canPay: false },
    'mall.checkout.paid',
  ],
  ['refunded', GoodsOrderStatus.cancellationRefunded, { paidAt: PAID_AT, canPay: false }, 'mall.checkout.paid'],
  [
    'refund failed',
    GoodsOrderStatus.cancellationRefundFailed,
    { paidAt: PAID_AT, canPay: false },
    'mall.checkout.paid',
  ],
  [
    'cancelled without refund after paying',
    GoodsOrderStatus.cancelledWithoutRefund,
    { paidAt: PAID_AT, canPay: false },
    'mall.checkout.paid',
  ],
];

/** Reads a dotted key (without its namespace) from a locale file. */
function lookUp(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('the amount label of a goods order', () => {
  it.each(CASES)('%s (status %i) reads %j', (_name, _status, order, key) => {
    expect(amountLabelKey(order)).toBe(key);
  });

  it('covers every goods order status', () => {
    const covered = new Set(CASES.map(([, status]) => status));
    expect([...covered].sort((a, b) => a - b)).toEqual(Object.values(GoodsOrderStatus).sort((a, b) => a - b));
  });

  it('names keys the catalogue holds, three different texts', () => {
    const keys = [...new Set(CASES.map(([, , , key]) => key))];
    expect(keys).toHaveLength(3);
    const texts = keys.map((key) => lookUp(enMall, key));
    for (const text of texts) expect(typeof text).toBe('string');
    expect(new Set(texts).size).toBe(3);
  });
});
