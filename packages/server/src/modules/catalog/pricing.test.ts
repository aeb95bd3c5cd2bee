import { describe, expect, it } from 'vitest';
import { localToday } from '../../platform/clock.ts';
import {
  cancellationDeadline,
  cancellationPolicy,
  type NightFacts,
  quoteRate,
  type RatePlanFacts,
  type StayRequest,
  zonedTimeToUtc,
} from './pricing.ts';

const rate: RatePlanFacts = {
  ratePlanCode: 'BAR',
  paymentType: 2,
  cancellationFlag: 2,
  cancellationDeadlineHours: null,
  mealPlan: 'RO',
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 30,
};
const room = { maxAdults: 2, maxChildren: 1 };
const stay: StayRequest = {
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-03',
  roomCount: 1,
  adultsPerRoom: 2,
  childrenPerRoom: 0,
  minGuestsPerRoom: 1,
  isMember: false,
  unlockedRatePlans: [],
  discountPercent: 0,
};
const night = (date: string, overrides: Partial<NightFacts> = {}): NightFacts => ({
  night: date,
  amount: 50_000,
  free: 5,
  closed: false,
  closedToArrival: false,
  ...overrides,
});
const twoNights = [night('2026-12-01'), night('2026-12-02', { amount: 70_000 })];

describe('rates hidden from a stay', () => {
  it.each<[string, Partial<RatePlanFacts>, Partial<StayRequest>, NightFacts[], string]>([
    ['too many adults for the room', {}, { adultsPerRoom: 3 }, twoNights, 'occupancy'],
    ['too many children for the room', {}, { childrenPerRoom: 2 }, twoNights, 'occupancy'],
    ['fewer guests than the site minimum', {}, { adultsPerRoom: 1, minGuestsPerRoom: 2 }, twoNights, 'occupancy'],
    ['another rate asked for by rateCode', {}, { rateCode: 'SAVER' }, twoNights, 'rateCode'],
    ['a code-only rate without its code', { codeOnly: true }, {}, twoNights, 'codeOnly'],
    ['a stay shorter than the minimum', { minStay: 3 }, {}, twoNights, 'minStay'],
    ['a stay longer than the maximum', { maxStay: 1 }, {}, twoNights, 'maxStay'],
    ['a night without a price', {}, {}, [night('2026-12-01'), night('2026-12-02', { amount: undefined })], 'noPrice'],
    ['a night missing altogether', {}, {}, [night('2026-12-01')], 'noPrice'],
    [
      'arrival on a closed-to-arrival night',
      {},
      {},
      [night('2026-12-01', { closedToArrival: true }), night('2026-12-02')],
      'closedToArrival',
    ],
    [
      'a stop-sold night of the stay',
      {},
      {},
      [night('2026-12-01'), night('2026-12-02', { stopSell: true })],
      'stopSell',
    ],
  ])('hides the rate for %s', (_name, rateOverrides, stayOverrides, nights, reason) => {
    expect(quoteRate({ ...rate, ...rateOverrides }, room, { ...stay, ...stayOverrides }, nights)).toEqual({
      offered: false,
      reason,
    });
  });
});

describe('closed to departure', () => {
  it('hides the rate when the check-out day is closed to departure, and only then', () => {
    expect(quoteRate(rate, room, stay, twoNights, { closedToDeparture: true })).toEqual({
      offered: false,
      reason: 'closedToDeparture',
    });
    expect(quoteRate(rate, room, stay, twoNights, { closedToDeparture: false }).offered).toBe(true);
    // A night of the stay closed to departure does not matter: the stay does not end then.
    expect(quoteRate(rate, room, stay, twoNights).offered).toBe(true);
  });
});

describe('rates offered', () => {
  it('sums the nightly prices in minor units for every room', () => {
    const decision = quoteRate(rate, room, { ...stay, roomCount: 2 }, twoNights);
    expect(decision.offered && decision.quote).toMatchObject({
      stayAmountPerRoom: 120_000,
      totalAmount: 240_000,
      isFull: false,
      unavailable: null,
      requiresSignIn: false,
    });
  });

  it.each<[string, NightFacts[], number, string | null]>([
    ['a sold-out night', [night('2026-12-01'), night('2026-12-02', { free: 0 })], 1, 'soldOut'],
    ['a closed night', [night('2026-12-01', { closed: true }), night('2026-12-02')], 1, 'soldOut'],
    ['no inventory row', [night('2026-12-01', { free: undefined }), night('2026-12-02')], 1, 'soldOut'],
    ['fewer rooms left than asked', [night('2026-12-01', { free: 1 }), night('2026-12-02')], 2, 'insufficientRooms'],
    ['exactly the rooms asked', [night('2026-12-01', { free: 2 }), night('2026-12-02', { free: 2 })], 2, null],
  ])('marks the rate full on %s', (_name, nights, roomCount, unavailable) => {
    const decision = quoteRate(rate, room, { ...stay, roomCount }, nights);
    expect(decision.offered && decision.quote.unavailable).toBe(unavailable);
    expect(decision.offered && decision.quote.isFull).toBe(unavailable !== null);
  });

  it('unlocks a code-only rate with its promotion code', () => {
    const decision = quoteRate({ ...rate, codeOnly: true }, room, { ...stay, unlockedRatePlans: ['BAR'] }, twoNights);
    expect(decision.offered).toBe(true);
  });

  it('prices a member-only rate for visitors behind a sign-in prompt, and for members without one', () => {
    const visitor = quoteRate({ ...rate, memberOnly: true }, room, stay, twoNights);
    const member = quoteRate({ ...rate, memberOnly: true }, room, { ...stay, isMember: true }, twoNights);
    expect(visitor.offered && visitor.quote.requiresSignIn).toBe(true);
    expect(member.offered && member.quote.requiresSignIn).toBe(false);
    expect(visitor.offered && visitor.quote.totalAmount).toBe(120_000);
  });

  it.each([
    ['a member of a tier with a benefit', { isMember: true, memberDiscountPercent: 5 }, true, [47_500, 66_500]],
    ['a member of the first tier', { isMember: true, memberDiscountPercent: 0 }, true, [50_000, 70_000]],
    ['a visitor (no tier benefit)', { isMember: false, memberDiscountPercent: 5 }, true, [50_000, 70_000]],
    [
      'a member on a public rate (the benefit is for member rates)',
      { isMember: true, memberDiscountPercent: 5 },
      false,
      [50_000, 70_000],
    ],
  ])('prices the tier benefit for %s', (_name, who, memberOnly, expected) => {
    const decision = quoteRate({ ...rate, memberOnly }, room, { ...stay, ...who }, twoNights);
    expect(decision.offered && decision.quote.nightly.map((item) => item.amount)).toEqual(expected);
    expect(decision.offered && decision.quote.originalTotalAmount).toBe(120_000);
  });

  it('takes a discount code off every night, rounding in the guest’s favour', () => {
    const decision = quoteRate(rate, room, { ...stay, discountPercent: 15 }, [
      night('2026-12-01', { amount: 33_333 }),
      night('2026-12-02', { amount: 70_000 }),
    ]);
    expect(decision.offered && decision.quote.nightly.map((item) => item.amount)).toEqual([28_334, 59_500]);
    expect(decision.offered && decision.quote.originalTotalAmount).toBe(103_333);
  });
});

describe('hotel-local time', () => {
  it('finds midnight in Shanghai and Tokyo', () => {
    expect(zonedTimeToUtc('2026-12-01', '00:00', 'Asia/Shanghai').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', '00:00', 'Asia/Tokyo').toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('puts a limited-time cancellation deadline the given hours before arrival', () => {
    const limited = { ...rate, cancellationFlag: 1, cancellationDeadlineHours: 24 };
    expect(cancellationDeadline(limited, '2026-12-01', 'Asia/Bangkok')).toBe('2026-11-29T17:00:00.000Z');
    expect(cancellationDeadline(rate, '2026-12-01', 'Asia/Bangkok')).toBeNull();
  });

  it('offers free cancellation only while its deadline has not passed', () => {
    const limited = { ...rate, cancellationFlag: 1, cancellationDeadlineHours: 24 };
    const before = new Date('2026-11-29T16:59:59Z');
    const after = new Date('2026-11-29T17:00:00Z');
    expect(cancellationPolicy(limited, '2026-12-01', 'Asia/Bangkok', before)).toEqual({
      cancellationFlag: 1,
      cancellationDeadline: '2026-11-29T17:00:00.000Z',
    });
    expect(cancellationPolicy(limited, '2026-12-01', 'Asia/Bangkok', after)).toEqual({
      cancellationFlag: 0,
      cancellationDeadline: null,
    });
    expect(cancellationPolicy({ ...rate, cancellationFlag: 2 }, '2026-12-01', 'Asia/Bangkok', after)).toEqual({
      cancellationFlag: 2,
      cancellationDeadline: null,
    });
  });

  it('knows the local date of a hotel across the date line', () => {
    const now = new Date('2026-11-21T16:30:00Z');
    expect(localToday('Asia/Tokyo', now)).toBe('2026-11-22');
    expect(localToday('Asia/Bangkok', now)).toBe('2026-11-21');
  });
});
