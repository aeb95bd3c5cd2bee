import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import type { RoomNights } from '../catalog/catalog.module.ts';
import { createStayAdmission, sharedReads } from './stay-admission.ts';

const stay: RoomNights = {
  hotelCode: 'SHA001',
  roomTypeCode: 'SUPK',
  checkInDate: '2030-01-10',
  checkOutDate: '2030-01-11',
  nights: 1,
  rooms: 1,
};
const now = new Date('2030-01-01T00:00:00Z');
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A stock of rooms behind a read that takes a moment, counting the reads. */
function stock(rooms: number) {
  const state = { left: rooms, reads: 0 };
  const read = async () => {
    state.reads += 1;
    const seen = state.left;
    await tick();
    return { least: seen, timeZone: 'Asia/Shanghai' };
  };
  return { state, read };
}

const codeOf = (error: unknown) => (error instanceof AppError ? error.codeName : String(error));

describe('sharedReads', () => {
  it('gives callers that arrive during a read the next read, one for all of them', async () => {
    let reads = 0;
    const read = sharedReads(async (n: number) => {
      reads += 1;
      await tick();
      return reads + n;
    });
    const first = read('k', 0);
    const later = [read('k', 0), read('k', 0), read('k', 0)];
    expect(await first).toBe(1);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(reads).toBe(2);
    // Other keys are read on their own.
    expect(await read('other', 10)).toBe(13);
  });

  it('passes a failed read to its callers and reads again for the next ones', async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls += 1;
      await tick();
      if (calls === 1) throw new Error('connection lost');
      return 'ok';
    });
    const failing = read('k', 0);
    const next = read('k', 0);
    await expect(failing).rejects.toThrow('connection lost');
    expect(await next).toBe('ok');
  });
});

describe('createStayAdmission', () => {
  it('lets no more bookings on than rooms are left; the rest are refused once those are sold', async () => {
    const { state, read } = stock(2);
    const admission = createStayAdmission(read);
    let underWay = 0;
    let most = 0;
    const book = async () => {
      const { leave } = await admission.admit(stay, now);
      try {
        underWay += 1;
        most = Math.max(most, underWay);
        await tick();
        state.left -= 1;
        return 'booked';
      } finally {
        underWay -= 1;
        leave();
      }
    };
    const answers = await Promise.all(Array.from({ length: 40 }, () => book().catch(codeOf)));
    expect(answers.filter((a) => a === 'booked')).toHaveLength(2);
    expect(answers.filter((a) => a === 'soldOut')).toHaveLength(38);
    expect(most).toBe(2);
    expect(state.left).toBe(0);
    // 40 requests, a handful of shared reads.
    expect(state.reads).toBeLessThanOrEqual(6);
  });

  it('lets a waiting booking on when one under way fails without taking a room', async () => {
    const { state, read } = stock(1);
    const admission = createStayAdmission(read);
    let attempts = 0;
    const book = async () => {
      const { leave } = await admission.admit(stay, now);
      try {
        attempts += 1;
        await tick();
        if (attempts === 1) throw new Error('card declined');
        state.left -= 1;
        return 'booked';
      } finally {
        leave();
      }
    };
    const answers = await Promise.all([book(), book(), book()].map((p) => p.catch(codeOf)));
    expect(answers.sort()).toEqual(['Error: card declined', 'booked', 'soldOut']);
  });

  it('refuses fewer rooms than asked as insufficient, and leaves a past arrival or unknown stay to the quote', async () => {
    const admission = createStayAdmission(async () => ({ least: 1, timeZone: 'Asia/Shanghai' }));
    await expect(admission.admit({ ...stay, rooms: 2 }, now)).rejects.toMatchObject({ codeName: 'insufficientRooms' });
    const past = await admission.admit({ ...stay, rooms: 2, checkInDate: '2029-12-31' }, now);
    past.leave();
    const unknown = createStayAdmission(async () => undefined);
    (await unknown.admit(stay, now)).leave();
  });
});
