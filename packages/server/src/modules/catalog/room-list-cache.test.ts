import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { inventory, nightlyPrices, ratePlans } from './catalog.schema.ts';

const API = '/api/v1/booking';
const STAY = 'checkInDate=2026-12-07&checkOutDate=2026-12-09&roomCount=1&adultsNumber=1&childNumber=0';

// The app as production runs it: the room list's hotel, room types and rate plans kept a minute.
describeEachDatabase(
  'room list with the catalogue cache on',
  (ctx) => {
    const db = () => ctx().database.db;
    const call = adminCaller(ctx);
    const rooms = async (hotelCode: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/rooms?hotelCode=${hotelCode}&${STAY}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return roomListSchema.parse(response.json().data);
    };
    const firstRate = async (hotelCode: string) => {
      const list = await rooms(hotelCode);
      const room = list.list[0]!;
      return { room, rate: room.roomRates.find((rate) => !rate.isFull) ?? room.roomRates[0]! };
    };

    it('shows holds, closed nights and new prices at once, the catalogue until it is dropped', async () => {
      const [plan] = await db().select().from(ratePlans).where(eq(ratePlans.codeOnly, false)).limit(1);
      const hotelCode = plan!.hotelCode;
      const { room, rate } = await firstRate(hotelCode);
      expect(rate.isFull).toBe(0);
      const nights = and(
        eq(inventory.hotelCode, hotelCode),
        eq(inventory.roomTypeCode, room.roomTypeCode),
        eq(inventory.night, '2026-12-08'),
      );

      // Rooms left and prices are read for every request.
      await db()
        .update(inventory)
        .set({ held: sql`${inventory.total} - ${inventory.sold}` })
        .where(nights);
      expect((await rooms(hotelCode)).list.find((r) => r.roomTypeCode === room.roomTypeCode)?.isFull).toBe(1);
      await db().update(inventory).set({ held: 0, closed: true }).where(nights);
      expect((await rooms(hotelCode)).list.find((r) => r.roomTypeCode === room.roomTypeCode)?.isFull).toBe(1);
      await db().update(inventory).set({ closed: false }).where(nights);
      await db()
        .update(nightlyPrices)
        .set({ amount: sql`${nightlyPrices.amount} + 100` })
        .where(
          and(
            eq(nightlyPrices.hotelCode, hotelCode),
            eq(nightlyPrices.roomTypeCode, room.roomTypeCode),
            eq(nightlyPrices.ratePlanCode, rate.ratePlanCode),
            eq(nightlyPrices.night, '2026-12-07'),
          ),
        );
      const again = await firstRate(hotelCode);
      expect(again.rate.ratePlanCode).toBe(rate.ratePlanCode);
      expect(again.rate.total.amount).toBe(rate.total.amount + 100);

      // The rate plan's name is the cached catalogue: a change behind the back office's back is not seen...
      const thisPlan = and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, rate.ratePlanCode));
      const [before] = await db().select().from(ratePlans).where(thisPlan);
      await db()
        .update(ratePlans)
        .set({ name: { ...before!.name, 'en-US': 'Renamed in the database' } })
        .where(thisPlan);
      expect((await firstRate(hotelCode)).rate.name).toBe(before!.name['en-US']);
      // ...the back office's change drops the copy (in every process) and shows at once.
      const token = await staffToken(ctx, 'groupAdmin');
      const plans = await call('GET', `/hotels/${hotelCode}/rate-plans`, token);
      const {
        ratePlanCode: _code,
        hotelCode: _hotel,
        ...fields
      } = (plans.json().data as { ratePlanCode: string; hotelCode: string; name: Record<string, string> }[]).find(
        (p) => p.ratePlanCode === rate.ratePlanCode,
      )!;
      const saved = await call('PUT', `/hotels/${hotelCode}/rate-plans/${rate.ratePlanCode}`, token, {
        ...fields,
        name: { ...fields.name, 'en-US': 'Renamed by the office' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await firstRate(hotelCode)).rate.name).toBe('Renamed by the office');
    });
  },
  { CATALOG_CACHE_MS: '60000' },
);
