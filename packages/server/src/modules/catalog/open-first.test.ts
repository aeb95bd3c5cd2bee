import { describe, expect, it } from 'vitest';
import { openHotelsUpTo } from './open-first.ts';

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ hotel: { hotelCode: `H${String(i).padStart(4, '0')}` } }));

/** A price lookup where the hotels `isOpen` says have a price; records the batch sizes asked. */
function lookup(isOpen: (index: number) => boolean) {
  const asked: number[] = [];
  const lowest = async (batch: ReturnType<typeof rows>) => {
    asked.push(batch.length);
    return new Map(
      batch.filter((row) => isOpen(Number(row.hotel.hotelCode.slice(1)))).map((row) => [row.hotel.hotelCode, 100]),
    );
  };
  return { asked, lowest };
}

describe('open hotels first', () => {
  it('prices only a first batch when it holds the page', async () => {
    const { asked, lowest } = lookup(() => true);
    const prices = await openHotelsUpTo(rows(1000), 10, lowest);
    expect(asked).toEqual([12]);
    expect([...prices.keys()].slice(0, 10)).toEqual(rows(10).map((row) => row.hotel.hotelCode));
  });

  it('prices growing batches until the page is full of open hotels', async () => {
    const { asked, lowest } = lookup((i) => i % 10 === 0);
    const prices = await openHotelsUpTo(rows(1000), 10, lowest);
    expect(asked).toEqual([12, 48, 192]);
    expect(prices.size).toBe(26); // the open ones of the first 12 + 48 + 192
  });

  it('prices every hotel when fewer are open than the page needs, so the full ones can follow', async () => {
    const { asked, lowest } = lookup((i) => i === 150);
    const prices = await openHotelsUpTo(rows(167), 10, lowest);
    expect(asked).toEqual([12, 48, 107]);
    expect([...prices.keys()]).toEqual(['H0150']);
  });

  it('after the first batch, prices only the hotels with rooms free, no more than the page needs', async () => {
    const { asked, lowest } = lookup((i) => i % 10 === 0);
    const checked: number[] = [];
    const withRooms = async (batch: ReturnType<typeof rows>) => {
      checked.push(batch.length);
      return new Set(batch.map((row) => row.hotel.hotelCode).filter((code) => Number(code.slice(1)) % 10 === 0));
    };
    const prices = await openHotelsUpTo(rows(1000), 10, lowest, withRooms);
    // 2 open in the first 12; the next 48 have 4 with rooms, priced at once; the next 192 give the last 4 and 2 more.
    expect(checked).toEqual([48, 192]);
    expect(asked).toEqual([12, 4, 6]);
    const firstOpen = rows(1000).filter((_, i) => i % 10 === 0);
    expect([...prices.keys()]).toEqual(firstOpen.slice(0, 12).map((row) => row.hotel.hotelCode));
  });

  it('checks the rooms of a whole city that is full, and prices none of it after the first batch', async () => {
    const { asked, lowest } = lookup(() => false);
    const checked: number[] = [];
    const withRooms = async (batch: ReturnType<typeof rows>) => {
      checked.push(batch.length);
      return new Set<string>();
    };
    expect((await openHotelsUpTo(rows(167), 10, lowest, withRooms)).size).toBe(0);
    expect(checked).toEqual([48, 107]);
    expect(asked).toEqual([12]);
  });

  it('does not check rooms when the first batch holds the page', async () => {
    const open = lookup(() => true);
    let checks = 0;
    const withRooms = async () => {
      checks += 1;
      return new Set<string>();
    };
    await openHotelsUpTo(rows(167), 10, open.lowest, withRooms);
    expect(checks).toBe(0);
    expect(open.asked).toEqual([12]);
  });

  it('sizes the first batch for a later page', async () => {
    const { asked, lowest } = lookup(() => true);
    await openHotelsUpTo(rows(1000), 60, lowest);
    expect(asked).toEqual([72]);
  });

  it('keeps only the prices of the hotels asked for', async () => {
    const prices = await openHotelsUpTo(
      rows(3),
      10,
      async () =>
        new Map([
          ['ELSEWHERE', 1],
          ['H0001', 5],
        ]),
    );
    expect([...prices]).toEqual([['H0001', 5]]);
  });
});
