import { OrderStatus } from '@hotel/contract/enums';
import { describe, expect, it } from 'vitest';
import { awaitsChangePayment, paidChangeApplied, showsChangedNotice } from './changeNotice.ts';

const pending = {
  changeId: 'CHG1',
  checkInDate: '2027-05-01',
  checkOutDate: '2027-05-05',
  nights: 4,
  roomTypeName: 'Deluxe',
  difference: 40000,
  payAmount: 140000,
  currency: 'CNY',
  deadline: '2027-04-01T10:00:00.000Z',
} as never;

const order = (status: number, last: 'pending' | 'applied' | 'failed' | 'expired' | null, waiting = false) => ({
  status,
  pendingChange: waiting ? pending : null,
  lastChange: last ? { changeId: 'CHG1', status: last } : null,
});

describe('the order page after paying a change', () => {
  it('waits while the returned change still waits for its money', () => {
    expect(awaitsChangePayment(order(OrderStatus.reserved, 'pending', true), 'CHG1')).toBe(true);
    expect(awaitsChangePayment(order(OrderStatus.reserved, 'pending', true), 'OTHER')).toBe(false);
    expect(awaitsChangePayment(order(OrderStatus.reserved, 'applied'), 'CHG1')).toBe(false);
    expect(awaitsChangePayment(order(OrderStatus.reserved, 'pending', true), null)).toBe(false);
  });

  it('tells of the change once it is applied, while the booking is still reserved', () => {
    expect(paidChangeApplied(order(OrderStatus.reserved, 'applied'), 'CHG1')).toBe(true);
    expect(paidChangeApplied(order(OrderStatus.reserved, 'applied'), 'OTHER')).toBe(false);
    expect(paidChangeApplied(order(OrderStatus.reserved, 'failed'), 'CHG1')).toBe(false);
    expect(paidChangeApplied(order(OrderStatus.reserved, 'pending', true), 'CHG1')).toBe(false);
  });

  it('says nothing of it once the booking was cancelled or moved on, even with a stale ?change=', () => {
    for (const status of [OrderStatus.cancelled, OrderStatus.refunding, OrderStatus.checkedIn, OrderStatus.completed]) {
      expect(paidChangeApplied(order(status, 'applied'), 'CHG1')).toBe(false);
      expect(showsChangedNotice(order(status, 'applied'), true, 'CHG1')).toBe(false);
    }
  });

  it('tells of a change made on the page itself only while the booking is reserved', () => {
    expect(showsChangedNotice(order(OrderStatus.reserved, null), true, null)).toBe(true);
    expect(showsChangedNotice(order(OrderStatus.reserved, null), false, null)).toBe(false);
    expect(showsChangedNotice(order(OrderStatus.cancelled, null), true, null)).toBe(false);
  });
});
