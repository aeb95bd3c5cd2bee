import type { RateCalendar } from '@hotel/contract/schemas/search';
import { describe, expect, it } from 'vitest';
import { calendarMonthsAround, otherStayDates } from './alternatives.ts';

const calendar = (month: string, open: Record<string, number>): RateCalendar => ({
  hotelCode: 'PEK002',
  month,
  currency: 'CNY',
  days: Array.from({ length: 30 }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    return { date, lowestPrice: open[date] ? { amount: open[date], currency: 'CNY' } : null };
  }),
});

describe('other dates from the rate calendar', () => {
  it('reads the months around the stay', () => {
    expect(calendarMonthsAround('2026-11-28', 7, 2)).toEqual(['2026-11', '2026-12']);
    expect(calendarMonthsAround('2026-11-10', 7, 2)).toEqual(['2026-11']);
  });

  it('offers the nearest stays of the same length with every night bookable, never before today', () => {
    const open: Record<string, number> = {};
    for (let day = 1; day <= 30; day += 1) open[`2026-11-${String(day).padStart(2, '0')}`] = 50_000 + day;
    for (const full of ['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']) delete open[full];
    const dates = otherStayDates(
      [calendar('2026-11', open)],
      { checkInDate: '2026-11-28', nights: 2, today: '2026-11-24' },
      { spanDays: 7, limit: 3 },
    );
    expect(dates).toEqual([
      { checkInDate: '2026-11-24', checkOutDate: '2026-11-26', fromAmount: 50_024 },
      { checkInDate: '2026-11-25', checkOutDate: '2026-11-27', fromAmount: 50_025 },
    ]);
  });

  it('offers nothing when no stay nearby is open', () => {
    expect(
      otherStayDates(
        [calendar('2026-11', {})],
        { checkInDate: '2026-11-10', nights: 1, today: '2026-11-01' },
        {
          spanDays: 7,
          limit: 3,
        },
      ),
    ).toEqual([]);
  });
});
