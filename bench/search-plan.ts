/**
 * EXPLAIN ANALYZE of the hotel search's price query on the database of DATABASE_URL (else PGlite in DATA_DIR), as
 * docs/search-query-plan.txt keeps it: the first page's batch of a city (hotel by hotel), the whole
 * group in one scan (what the hotel filter and the recommendations read), and the rooms-free check of
 * the rest of a city.
 *   DATABASE_URL=postgres://… npm run bench:search-plan -- --city SHA --nights 7
 */
import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { hotels } from '../packages/server/src/modules/catalog/catalog.schema.ts';
import { valuesOf } from '../packages/server/src/modules/catalog/page-prices.repo.ts';
import { hotelsWithRoomsFreeQuery } from '../packages/server/src/modules/catalog/rooms-free.repo.ts';
import { type StayQuery, stayPricesQuery } from '../packages/server/src/modules/catalog/stay-prices.repo.ts';
import { localDate } from './lib.ts';

const { values } = parseArgs({
  options: {
    city: { type: 'string', default: 'SHA' },
    nights: { type: 'string', default: '7' },
    ahead: { type: 'string', default: '45' },
  },
});
const nights = Number(values.nights);
const database = await openDatabase(loadConfig({ ...process.env, NODE_ENV: 'development' }));
try {
  const { db } = database;
  const city = await db
    .select({ code: hotels.hotelCode })
    .from(hotels)
    .where(eq(hotels.cityCode, values.city))
    .orderBy(asc(hotels.sortOrder), asc(hotels.hotelCode));
  const every = await db.select({ code: hotels.hotelCode }).from(hotels);
  const stay = (hotelCodes: string[]): StayQuery => ({
    hotelCodes,
    checkInDate: localDate(Number(values.ahead)),
    checkOutDate: localDate(Number(values.ahead) + nights),
    nights,
    roomCount: 1,
    adultsPerRoom: 2,
    childrenPerRoom: 0,
    minGuestsPerRoom: 1,
    childFreeBedAge: 6,
    includeMemberOnly: false,
    onlinePayments: true,
    unlockedRatePlans: [],
    unlockedHotel: null,
  });
  const cases = [
    {
      title: `first page of city ${values.city}: its first 12 of ${city.length} hotels, hotel by hotel`,
      codes: city.slice(0, 12).map((r) => r.code),
    },
    { title: `the whole group: ${every.length} hotels in one scan`, codes: every.map((r) => r.code) },
    {
      title: `the rest of city ${values.city} when its first batch is not enough: rooms free for ${city.length - 12} hotels, not priced`,
      codes: city.slice(12).map((r) => r.code),
      roomsOnly: true,
    },
  ];
  for (const { title, codes, roomsOnly } of cases) {
    const query = roomsOnly
      ? sql`${hotelsWithRoomsFreeQuery(db, valuesOf(stay(codes)))}`
      : stayPricesQuery(db, stay(codes));
    await db.execute(sql`select 1`);
    const plan = (await db.execute(
      sql`explain (analyze, buffers, costs off, timing ${sql.raw(process.env.PLAN_TIMING === 'on' ? 'on' : 'off')}, summary on) ${query}`,
    )) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    console.log(`\n== ${title}, ${nights} nights from ${stay(codes).checkInDate}, 2 adults\n`);
    for (const row of plan.rows) console.log(row['QUERY PLAN'].replace(/'\{[^}]{100,}\}'/g, "'{…hotel codes…}'"));
  }
} finally {
  await database.close();
}
