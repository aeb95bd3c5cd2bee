import { addDays } from '@hotel/contract/schemas/common';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { book, orderPayload } from '../booking/booking.test-helpers.ts';
import { roomTypes } from '../catalog/catalog.schema.ts';
import { members } from '../member/member.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { allRows } from './exports.routes.ts';
import { auditLog } from './staff.schema.ts';

/** Splits CSV lines into fields (the demo's fields hold no quoted commas except where a test says so). */
const rowsOf = (body: string) =>
  body
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe('an export of a paged search', () => {
  const search =
    (total: number) =>
    async ({ page, pageSize }: { page: number; pageSize: number }) => ({
      list: Array.from(
        { length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) },
        (_, i) => (page - 1) * pageSize + i,
      ),
      total,
    });

  it('reads every page in order, and stops at the limit', async () => {
    expect(await allRows(search(250))).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(await allRows(search(0))).toEqual([]);
    expect(await allRows(search(100))).toHaveLength(100);
    expect(await allRows(search(450), 230)).toEqual(Array.from({ length: 230 }, (_, i) => i));
  });
});

describeEachDatabase(
  'back-office CSV exports',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const [room] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, 'SHA001')).limit(1);
      for (const checkInDate of ['2026-11-25', '2026-11-27']) {
        const rate = { hotelCode: 'SHA001', roomTypeCode: room!.roomTypeCode, ratePlanCode: 'BAR' };
        const booked = await book(ctx(), orderPayload(rate, { checkInDate, checkOutDate: addDays(checkInDate, 1) }));
        if (booked.statusCode !== 200) throw new Error(`book: ${booked.body}`);
      }
    });

    it('exports the reservations a search finds, not one page, with amounts as the rows hold them', async () => {
      const answer = await call('GET', '/reservations/export?hotelCode=SHA001&pageSize=1', tokens.groupAdmin);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      expect(answer.headers['content-disposition']).toMatch(
        /^attachment; filename="reservations-\d{4}-\d\d-\d\d\.csv"$/,
      );
      const [header, ...lines] = rowsOf(answer.body);
      expect(header!.slice(0, 3)).toEqual(['confirmationNumber', 'hotelCode', 'roomTypeCode']);
      const stored = await db().select().from(orders).where(eq(orders.hotelCode, 'SHA001'));
      // Not the one row asked per page: every SHA001 reservation, each once.
      expect(stored.length).toBeGreaterThan(1);
      expect(lines).toHaveLength(stored.length);
      const at = (name: string) => header!.indexOf(name);
      for (const line of lines) {
        const order = stored.find((row) => row.confirmationNumber === line[0])!;
        expect(line[at('hotelCode')]).toBe('SHA001');
        expect(line[at('payAmount')]).toBe((order.payAmount / 100).toFixed(2));
        expect(line[at('totalAmount')]).toBe((order.totalAmount / 100).toFixed(2));
      }
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'reservation.export'), eq(auditLog.hotelCode, 'SHA001')));
      expect(audit?.after).toMatchObject({ rows: stored.length, filters: { hotelCode: 'SHA001' } });
    });

    it('keeps hotel staff to their hotels, and refuses other hotels and roles', async () => {
      const desk = await call('GET', '/reservations/export', tokens.frontDesk);
      expect(desk.statusCode).toBe(200);
      const hotelsSeen = new Set(
        rowsOf(desk.body)
          .slice(1)
          .map((line) => line[1]),
      );
      expect([...hotelsSeen]).toEqual(['SHA001']);
      expect((await call('GET', '/reservations/export?hotelCode=PEK001', tokens.frontDesk)).statusCode).toBe(403);
      expect((await call('GET', '/reservations/export', tokens.contentEditor)).statusCode).toBe(403);
      expect((await call('GET', '/members/export', tokens.contentEditor)).statusCode).toBe(403);
      expect((await call('GET', '/reservations/export', null)).statusCode).toBe(401);
      const bad = await call('GET', '/reservations/export?status=9', tokens.groupAdmin);
      expect(bad.statusCode).toBe(400);
    });

    it('exports members as the search finds them, audited', async () => {
      const all = await call('GET', '/members/export', tokens.groupAdmin);
      expect(all.statusCode).toBe(200);
      const [header, ...lines] = rowsOf(all.body);
      expect(header).toEqual([
        'cardNumber',
        'firstName',
        'lastName',
        'email',
        'mobileCountryNumber',
        'phone',
        'username',
        'points',
        'locked',
        'memberSince',
      ]);
      const [{ total } = { total: 0 }] = await db()
        .select({ total: count() })
        .from(members)
        .where(isNull(members.deletedAt));
      expect(lines).toHaveLength(total);
      const demo = lines.find((line) => line[0] === DEMO_MEMBER.cardNumber)!;
      const [stored] = await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId));
      expect(demo[3]).toBe(DEMO_MEMBER.email);
      expect(Number(demo[7])).toBe(stored!.pointsBalance);
      const one = await call('GET', `/members/export?q=${DEMO_MEMBER.cardNumber}`, tokens.groupAdmin);
      expect(rowsOf(one.body)).toHaveLength(2);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ['member.export']));
      expect(audits.map((row) => (row.after as { rows: number }).rows)).toEqual([total, 1]);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
