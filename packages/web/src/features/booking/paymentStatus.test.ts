import { describe, expect, it } from 'vitest';
import {
  isPayable,
  MAX_POLLS,
  minutesSeconds,
  safeReturnPath,
  secondsLeft,
  shouldPoll,
  waitingView,
} from './paymentStatus.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const LATER = '2026-12-01T10:10:00Z';
const EARLIER = '2026-12-01T09:59:00Z';

describe('payment status', () => {
  it('tells completed, failed (payable), timed out and incomplete apart', () => {
    expect(waitingView({ status: 'completed', orderStatus: 1, paymentDeadline: null }, NOW)).toBe('completed');
    expect(waitingView({ status: 'failed', orderStatus: 0, paymentDeadline: LATER }, NOW)).toBe('failed');
    // Cancelled before the deadline: nothing to pay, and no talk of a timeout.
    expect(waitingView({ status: 'failed', orderStatus: 4, paymentDeadline: LATER }, NOW)).toBe('cancelled');
    expect(waitingView({ status: 'failed', orderStatus: 4, paymentDeadline: EARLIER }, NOW)).toBe('expired');
    expect(waitingView({ status: 'incomplete', orderStatus: 0, paymentDeadline: EARLIER }, NOW)).toBe('expired');
    expect(waitingView({ status: 'incomplete', orderStatus: 0, paymentDeadline: LATER }, NOW)).toBe('incomplete');
    expect(isPayable({ orderStatus: 0, paymentDeadline: null }, NOW)).toBe(true);
  });

  it('polls while open or until the server closes a timed-out order, within a bound', () => {
    const open = { status: 'incomplete' as const, orderStatus: 0, paymentDeadline: LATER };
    expect(shouldPoll(undefined, 0, NOW)).toBe(true);
    expect(shouldPoll(open, 3, NOW)).toBe(true);
    expect(shouldPoll(open, MAX_POLLS, NOW)).toBe(false);
    expect(shouldPoll({ ...open, paymentDeadline: EARLIER }, 3, NOW)).toBe(true);
    expect(shouldPoll({ status: 'failed', orderStatus: 4, paymentDeadline: EARLIER }, 3, NOW)).toBe(false);
    expect(shouldPoll({ status: 'completed', orderStatus: 1, paymentDeadline: null }, 3, NOW)).toBe(false);
    expect(shouldPoll({ ...open, status: 'failed' }, 3, NOW)).toBe(false);
  });

  it('counts down in minutes and seconds', () => {
    expect(secondsLeft(LATER, NOW)).toBe(600);
    expect(secondsLeft(EARLIER, NOW)).toBe(0);
    expect(secondsLeft(null, NOW)).toBe(0);
    expect(minutesSeconds(905)).toBe('15:05');
    expect(minutesSeconds(59)).toBe('00:59');
    expect(minutesSeconds(0)).toBe('00:00');
  });

  it('only returns to paths of this site', () => {
    expect(safeReturnPath('/order/TX1', '/order/X')).toBe('/order/TX1');
    expect(safeReturnPath('%2Forder%2FTX1', '/order/X')).toBe('/order/TX1');
    expect(safeReturnPath('https://evil.example/x', '/order/X')).toBe('/order/X');
    expect(safeReturnPath('//evil.example/x', '/order/X')).toBe('/order/X');
    expect(safeReturnPath(undefined, '/order/X')).toBe('/order/X');
  });
});
