import { describe, expect, it } from 'vitest';
import { amountStateOf } from './amountState.ts';

const order = (status: number, paidAt: string | null, refundLabel: string | null = null, payAmount = 100_000) => ({
  status,
  paidAt,
  refundLabel,
  payAmount,
});
const PAID = '2026-11-20T08:00:00.000Z';

describe('the amount of an order, as its state says', () => {
  it.each([
    ['waiting for payment', order(0, null), 'toPay'],
    ['paid online and reserved', order(1, PAID), 'paid'],
    ['reserved, to pay at the hotel', order(1, null), 'atHotel'],
    ['checked in, paid', order(5, PAID), 'paid'],
    ['cancelled before paying', order(4, null, 'orderClosed'), 'none'],
    ['cancelled and refunded', order(4, PAID, 'cancelledRefundSucceeded'), 'refunded'],
    ['cancelled, refund under way', order(4, PAID, 'cancelledRefundInProgress'), 'refunding'],
    ['cancelled, refund failed (still paid)', order(4, PAID, 'cancelledRefundFailed'), 'paid'],
    ['refunding', order(7, PAID), 'refunding'],
    ['paid in points only', order(1, PAID, null, 0), 'paid'],
    ['nothing due', order(1, null, null, 0), 'none'],
  ])('%s', (_name, facts, state) => {
    expect(amountStateOf(facts)).toBe(state);
  });
});
