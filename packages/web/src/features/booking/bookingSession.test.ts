import type { RoomBookParams } from '@hotel/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultBookingForm } from './bookingForm.ts';
import {
  BOOKING_SESSION_KEY,
  finishBookingSession,
  loadBookingSession,
  newBookingSession,
  readBookingSession,
  resetBookingSession,
  saveBookingSession,
  stayKeyOf,
  withOrder,
  withoutOrder,
} from './bookingSession.ts';

const params: RoomBookParams = {
  hotelCode: 'SHA001',
  roomTypeCode: 'SUPK',
  ratePlanCode: 'SAVER',
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-16',
  roomCount: 1,
  adultsNumber: 2,
  childNumber: 0,
};
const key = stayKeyOf(params);
const fill = defaultBookingForm(params, { maxAdultsPerRoom: 2, defaultAreaCode: '86' }, []);
const order = {
  transactionId: 'TX1',
  confirmationNumber: 'AU123456',
  status: 0,
  paymentDeadline: '2026-12-01T00:15:00Z',
};

describe('booking session', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts a booking at step 1 with an idempotency key', () => {
    const session = loadBookingSession(key);
    expect(session.step).toBe(1);
    expect(session.stayKey).toBe(key);
    expect(session.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(session.orderId).toBeUndefined();
    expect(newBookingSession(key).idempotencyKey).not.toBe(session.idempotencyKey);
  });

  it('keeps the step, the order in progress and the key for the session', () => {
    const session = withOrder(
      { ...newBookingSession(key), step: 2, fill, paymentChannel: 2 },
      order,
      { email: 'a@example.com', mobile: '86 13800138000' },
      'sig',
    );
    saveBookingSession(session);
    const loaded = loadBookingSession(key);
    expect(loaded).toEqual(session);
    expect(loaded).toMatchObject({
      step: 2,
      orderId: 'TX1',
      confirmationNumber: 'AU123456',
      email: 'a@example.com',
      mobile: '86 13800138000',
      orderStatus: 0,
      paymentChannel: 2,
      orderSignature: 'sig',
    });
  });

  it('never writes a card', () => {
    const card = { cardType: 'VA' as const, number: '4111111111111111', holderName: 'A B', expiry: '12/30' };
    saveBookingSession({ ...newBookingSession(key), fill: { ...fill, card } });
    const text = sessionStorage.getItem(BOOKING_SESSION_KEY) ?? '';
    expect(text).not.toContain('4111111111111111');
    expect(readBookingSession()?.fill?.card).toBeUndefined();
  });

  it('starts afresh for another stay, and after a reset', () => {
    saveBookingSession({ ...newBookingSession(key), step: 2 });
    expect(loadBookingSession(stayKeyOf({ ...params, ratePlanCode: 'BAR' })).step).toBe(1);
    expect(loadBookingSession(key).step).toBe(2);
    resetBookingSession();
    expect(readBookingSession()).toBeNull();
    expect(loadBookingSession(key).step).toBe(1);
  });

  it('ignores unreadable stored data', () => {
    sessionStorage.setItem(BOOKING_SESSION_KEY, '{not json');
    expect(loadBookingSession(key).step).toBe(1);
    sessionStorage.setItem(BOOKING_SESSION_KEY, JSON.stringify({ stayKey: key, step: 7, idempotencyKey: 'x' }));
    expect(readBookingSession()).toBeNull();
  });

  it('drops a timed-out order and takes a new idempotency key', () => {
    const session = withOrder(newBookingSession(key), order, { email: 'a@example.com', mobile: '86 1' }, 'sig');
    const next = withoutOrder(session);
    expect(next.orderId).toBeUndefined();
    expect(next.orderSignature).toBeUndefined();
    expect(next.email).toBe('a@example.com');
    expect(next.idempotencyKey).not.toBe(session.idempotencyKey);
  });

  it('is cleared when its order has been paid, and only then', () => {
    saveBookingSession(withOrder(newBookingSession(key), order, { email: 'a@example.com', mobile: '86 1' }, 's'));
    finishBookingSession('OTHER');
    expect(readBookingSession()?.orderId).toBe('TX1');
    finishBookingSession('TX1');
    expect(readBookingSession()).toBeNull();
  });

  it('tells stays apart by every route parameter', () => {
    expect(stayKeyOf(params)).toBe('SHA001|SUPK|SAVER|2026-12-14|2026-12-16|1|2|0||');
    expect(stayKeyOf({ ...params, discountType: 2, discountCode: 'SPRING' })).toBe(
      'SHA001|SUPK|SAVER|2026-12-14|2026-12-16|1|2|0|2|SPRING',
    );
  });
});
