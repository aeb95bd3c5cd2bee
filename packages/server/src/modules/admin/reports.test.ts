import { ErrorCode } from '@hotel/contract/errors';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, TEST_TODAY } from '../../test/context.ts';
import { orderNights, orders } from '../booking/booking.schema.ts';
import { API, book, orderPayload } from '../booking/booking.test-helpers.ts';
import { inventory, roomTypes } from '../catalog/catalog.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { csvField, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField(null)).toBe('');
    expect(toCsv([{ header: 'a', value: (r: number) => r }], [1, 2])).toBe('a\r\n1\r\n2\r\n');
  });
});

const FROM = '2026-09-01';
const TO = '2026-12-31';

describeEachDatabase(
  'admin reports',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;

    beforeAll(async () => {
      tokens = await allTokens(ctx);
    }, 60_000);

    /** Room nights and revenue of SHA001 computed straight from the stored orders. */
    async function expectedForShanghai() {
      const stays = await db().select().from(orders).where(eq(orders.hotelCode, 'SHA001'));
      const counted = stays.filter((order) => [1, 2, 5].includes(order.status));
      const nights = counted.length
        ? await db()
            .select()
            .from(orderNights)
            .where(
              inArray(
                orderNights.transactionId,
                counted.map((order) => order.transactionId),
              ),
            )
        : [];
      let roomNights = 0;
      let revenue = 0;
      const bookings = new Set<string>();
      for (const night of nights.filter((n) => n.night >= FROM && n.night <= TO)) {
        const order = counted.find((o) => o.transactionId === night.transactionId)!;
        roomNights += order.roomCount;
        revenue += night.amount * order.roomCount;
        bookings.add(order.transactionId);
      }
      return { bookings: bookings.size, roomNights, revenue };
    }

    it('sums bookings, room nights, revenue and ADR by hotel to what the orders hold', async () => {
      const expected = await expectedForShanghai();
      expect(expected.roomNights).toBeGreaterThan(0);
      const response = await call('GET', `/reports/bookings?from=${FROM}&to=${TO}&by=hotel`, tokens.groupAdmin);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data.rows as {
        key: string;
        revenue: number;
        roomNights: number;
        bookings: number;
        averageDailyRate: number;
      }[];
      const shanghai = rows.find((row) => row.key === 'SHA001')!;
      expect(shanghai).toMatchObject({
        ...expected,
        currency: 'CNY',
        averageDailyRate: Math.round(expected.revenue / expected.roomNights),
      });
      expect(new Set(rows.map((row) => row.key)).size).toBeGreaterThan(1);
    });

    it('by day adds up to the same totals, and a hotel manager sees only their hotel', async () => {
      const expected = await expectedForShanghai();
      const byDay = (
        await call('GET', `/reports/bookings?from=${FROM}&to=${TO}&by=day&hotelCode=SHA001`, tokens.hotelManager)
      ).json().data.rows as { roomNights: number; revenue: number }[];
      expect(byDay.reduce((sum, row) => sum + row.roomNights, 0)).toBe(expected.roomNights);
      expect(byDay.reduce((sum, row) => sum + row.revenue, 0)).toBe(expected.revenue);
      const mine = (await call('GET', `/reports/bookings?from=${FROM}&to=${TO}&by=hotel`, tokens.hotelManager)).json()
        .data.rows;
      expect(mine.map((row: { key: string }) => row.key)).toEqual(['SHA001']);
      expect(
        (await call('GET', `/reports/bookings?from=${FROM}&to=${TO}&hotelCode=PEK001`, tokens.hotelManager)).statusCode,
      ).toBe(403);
      expect((await call('GET', `/reports/bookings?from=${FROM}&to=${TO}`, tokens.frontDesk)).json().errorCode).toBe(
        ErrorCode.staffRoleDenied,
      );
      expect((await call('GET', `/reports/bookings?from=${TO}&to=${FROM}`, tokens.groupAdmin)).statusCode).toBe(400);
    });

    it('reports occupancy as sold / total per day, split into reservations and other channels', async () => {
      const [room] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, 'SHA001')).limit(1);
      const rate = { hotelCode: 'SHA001', roomTypeCode: room!.roomTypeCode, ratePlanCode: 'BAR' };
      const tonight = orderPayload(rate, { checkInDate: TEST_TODAY, checkOutDate: '2026-11-22', roomCount: 2 });
      expect((await book(ctx(), tonight)).statusCode).toBe(200);
      const response = await call(
        'GET',
        `/reports/occupancy?from=${TEST_TODAY}&to=2026-11-23&hotelCode=SHA001`,
        tokens.hotelManager,
      );
      const rows = response.json().data.rows;
      expect(rows).toHaveLength(3);
      const stock = await db().select().from(inventory).where(eq(inventory.hotelCode, 'SHA001'));
      const day = stock.filter((row) => row.night === TEST_TODAY);
      const sold = day.reduce((sum, row) => sum + row.sold, 0);
      const total = day.reduce((sum, row) => sum + row.total, 0);
      // Of the rooms sold, those of the site's reservations (what the bookings report counts); the rest came elsewhere.
      const stays = (await db().select().from(orders).where(eq(orders.hotelCode, 'SHA001'))).filter(
        (order) =>
          [1, 2, 5].includes(order.status) && order.checkInDate <= TEST_TODAY && order.checkOutDate > TEST_TODAY,
      );
      const fromReservations = stays.reduce((sum, order) => sum + order.roomCount, 0);
      expect(fromReservations).toBeGreaterThan(0);
      expect(rows[0]).toEqual({
        day: TEST_TODAY,
        sold,
        fromReservations,
        otherChannels: sold - fromReservations,
        total,
        occupancyPercent: Math.round((sold / total) * 1000) / 10,
      });
    });

    it('exports each report as CSV', async () => {
      const bookings = await call(
        'GET',
        `/reports/bookings?from=${FROM}&to=${TO}&by=hotel&format=csv`,
        tokens.groupAdmin,
      );
      expect(bookings.statusCode).toBe(200);
      expect(bookings.headers['content-type']).toMatch(/^text\/csv/);
      expect(bookings.headers['content-disposition']).toContain('attachment; filename="bookings-');
      const lines = bookings.body.trim().split('\r\n');
      expect(lines[0]).toBe('hotelCode,currency,bookings,roomNights,revenue,averageDailyRate');
      const expected = await expectedForShanghai();
      const sha = lines.find((line) => line.startsWith('SHA001,'))!.split(',');
      expect(sha.slice(0, 4)).toEqual(['SHA001', 'CNY', String(expected.bookings), String(expected.roomNights)]);
      expect(sha[4]).toBe((expected.revenue / 100).toFixed(2));
      const occupancy = await call(
        'GET',
        `/reports/occupancy?from=${TEST_TODAY}&to=${TEST_TODAY}&format=csv`,
        tokens.groupAdmin,
      );
      expect(occupancy.body.split('\r\n')[0]).toBe('day,sold,fromReservations,otherChannels,total,occupancyPercent');
    });

    it('counts page views by language and campaign, as JSON and CSV', async () => {
      const at = `${TEST_TODAY}T05:00:00Z`;
      const view = (language: string, utmSource?: string) => ({
        eventType: 'pageView',
        pageName: 'home',
        language,
        ...(utmSource ? { utmSource, utmMedium: 'cpc', utmContent: 'a,b' } : {}),
        occurredAt: at,
      });
      const sent = await ctx().app.inject({
        method: 'POST',
        url: `${API}/analytics/events`,
        payload: {
          events: [view('ja', 'google'), view('ja'), view('th-TH', 'google'), { ...view('ja'), eventType: 'search' }],
        },
      });
      expect(sent.statusCode).toBe(202);
      const byLanguage = await call(
        'GET',
        `/reports/page-views?from=${TEST_TODAY}&to=${TEST_TODAY}&by=language`,
        tokens.groupAdmin,
      );
      expect(byLanguage.json().data.rows).toEqual([
        { key: 'ja', views: 2 },
        { key: 'th-TH', views: 1 },
      ]);
      const campaign = await call(
        'GET',
        `/reports/page-views?from=${TEST_TODAY}&to=${TEST_TODAY}&by=campaign&format=csv`,
        tokens.contentEditor,
      );
      expect(campaign.body.split('\r\n')).toEqual(['campaign,views', '//,1', '"google/cpc/a,b",2', '']);
      expect(
        (await call('GET', `/reports/page-views?from=${TEST_TODAY}&to=${TEST_TODAY}`, tokens.frontDesk)).statusCode,
      ).toBe(403);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
