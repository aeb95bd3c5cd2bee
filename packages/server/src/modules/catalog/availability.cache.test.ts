import { describe, expect, it, vi } from 'vitest';
import { createAvailabilityCache } from './availability.cache.ts';
import type { StayQuery } from './stay-prices.repo.ts';

const stay: StayQuery = {
  hotelCodes: ['SHA001'],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-02',
  nights: 1,
  roomCount: 1,
  adultsPerRoom: 2,
  childrenPerRoom: 0,
  minGuestsPerRoom: 1,
  childFreeBedAge: 6,
  includeMemberOnly: false,
  onlinePayments: true,
  unlockedRatePlans: [],
  unlockedHotel: null,
};

describe('availability cache', () => {
  it('shares one load between identical searches and reloads after clear', async () => {
    const load = vi.fn(async () => new Map([['SHA001', 100]]));
    const cache = createAvailabilityCache(10_000, load);
    await Promise.all([cache.get(stay), cache.get({ ...stay }), cache.get(stay)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get({ ...stay, roomCount: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.get(stay);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(new Map());
    const cache = createAvailabilityCache(10_000, load);
    await expect(cache.get(stay)).rejects.toThrow('down');
    await expect(cache.get(stay)).resolves.toEqual(new Map());
  });

  it('loads every time when turned off', async () => {
    const load = vi.fn(async () => new Map());
    const cache = createAvailabilityCache(0, load);
    await cache.get(stay);
    await cache.get(stay);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
