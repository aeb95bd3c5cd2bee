import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recomputeDerivedPrices } from '../modules/catalog/catalog.module.ts';
import {
  addons,
  cities,
  exchangeRates,
  hotelGroups,
  hotels,
  ratePlans,
  roomTypes,
} from '../modules/catalog/catalog.schema.ts';
import { promotionCodes } from '../modules/promotions/promotions.schema.ts';
import { siteConfigs } from '../modules/site/site.schema.ts';
import { addDays, epochDay, seedCalendar } from './calendar.ts';
import { CITIES, COUNTRIES, GROUP_CODE, GROUP_NAME } from './content/common.ts';
import { EXCHANGE_RATES, PROMOTION_CODES } from './content/rates.ts';
import { SITE_CONFIGS } from './content/sites.ts';
import { seedContent } from './content.ts';
import { seedMall } from './mall.ts';
import { seedMembers } from './members.ts';
import { demoHotelSeeds, generatedHotelSeed, type HotelSeed } from './plan.ts';
import { seedStaff } from './staff.ts';

export interface SeedSummary {
  hotels: number;
  roomTypes: number;
  ratePlans: number;
  prices: number;
  inventoryNights: number;
  ms: number;
}

export interface SeedOptions {
  /** The first seeded night, `yyyy-MM-dd`; prices and inventory cover `SEED_NIGHTS` nights from it. */
  today: string;
  /** Generated hotels added after the demo hotels (for benchmarks). */
  extraHotels?: number;
  onProgress?: (message: string) => void;
}

export const SEED_NIGHTS = 365;

/**
 * Nights made scarce on purpose, as offsets from `today`: `left` rooms remain (0 = sold out).
 * A null room type means every room type of the hotel. Elsewhere the first 30 nights keep at
 * least two rooms of every type free, so these are the only scarce nights in the next month.
 */
export const DEMO_SCARCITY: {
  hotelCode: string;
  roomTypeCode: string | null;
  from: number;
  to: number;
  left: number;
}[] = [
  { hotelCode: 'PEK002', roomTypeCode: null, from: 6, to: 9, left: 0 },
  { hotelCode: 'SHA001', roomTypeCode: 'EXSU', from: 2, to: 4, left: 0 },
  { hotelCode: 'SHA001', roomTypeCode: 'SUPK', from: 1, to: 1, left: 1 },
  { hotelCode: 'TYO001', roomTypeCode: 'DLXV', from: 0, to: 2, left: 1 },
  { hotelCode: 'UKY001', roomTypeCode: 'WAS', from: 5, to: 5, left: 1 },
];

/** Generated hotels are written this many at a time, one progress line per batch. */
const GENERATED_BATCH = 50;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True once any hotel exists: the demo seed runs only on an empty catalogue. */
export async function hasCatalog(db: Db): Promise<boolean> {
  const rows = await db.select({ hotelCode: hotels.hotelCode }).from(hotels).limit(1);
  return rows.length > 0;
}

/**
 * Writes the demo catalogue (group, cities, hotels, rooms, rates, a year of prices and inventory,
 * add-ons, exchange rates, promotion codes) and the two demo sites in one transaction.
 * Call it only on an empty catalogue (see `hasCatalog`).
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  epochDay(options.today);
  const extraHotels = options.extraHotels ?? 0;
  if (!Number.isInteger(extraHotels) || extraHotels < 0) {
    throw new Error(`extraHotels must be a whole number >= 0, got ${extraHotels}`);
  }
  const progress = options.onProgress ?? (() => undefined);
  const started = performance.now();
  const days = JSON.stringify(seedCalendar(['CN', 'JP', 'TH'], options.today, SEED_NIGHTS));
  const summary: SeedSummary = { hotels: 0, roomTypes: 0, ratePlans: 0, prices: 0, inventoryNights: 0, ms: 0 };

  await db.transaction(async (tx) => {
    await insertReferenceData(tx);
    await insertHotels(tx, demoHotelSeeds(), days, summary);
    await insertPromotionCodes(tx, options.today);
    await seedMembers(tx, options.today);
    await applyScarcity(tx, options.today);
    await seedContent(tx, { today: options.today });
    await seedMall(tx, options.today);
    await seedStaff(tx);
    for (let start = 0; start < extraHotels; start += GENERATED_BATCH) {
      const batch: HotelSeed[] = [];
      for (let index = start; index < Math.min(extraHotels, start + GENERATED_BATCH); index += 1) {
        batch.push(generatedHotelSeed(index));
      }
      await insertHotels(tx, batch, days, summary);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      progress(
        `generated ${Math.min(extraHotels, start + GENERATED_BATCH)}/${extraHotels} hotels, ${summary.prices.toLocaleString('en-US')} prices so far (${seconds} s)`,
      );
    }
  });
  // Fresh statistics, so the first searches get good plans on a big catalogue, and the visibility map
  // set, so the search's index-only reads of prices stay in the index (docs/search-query-plan.txt).
  await db.execute(sql`vacuum (analyze) hotels, room_types, rate_plans, nightly_prices, inventory`);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

async function insertReferenceData(tx: Tx) {
  await tx.insert(hotelGroups).values({ groupCode: GROUP_CODE, name: GROUP_NAME });
  await tx.insert(cities).values(
    CITIES.map((city) => ({
      cityCode: city.cityCode,
      countryCode: city.country,
      countryName: COUNTRIES[city.country].name,
      name: city.name,
      sortOrder: city.sortOrder,
    })),
  );
  await tx.insert(exchangeRates).values(EXCHANGE_RATES.map((rate) => ({ ...rate, baseCurrency: 'CNY' })));
  await tx.insert(siteConfigs).values(SITE_CONFIGS);
}

/** After the hotels: a code may be limited to one hotel (foreign key). */
async function insertPromotionCodes(tx: Tx, today: string) {
  await tx.insert(promotionCodes).values(
    PROMOTION_CODES.map((code) => ({
      ...code,
      validFrom: today,
      validTo: addDays(today, 2 * SEED_NIGHTS),
      isActive: true,
    })),
  );
}

async function insertHotels(tx: Tx, seeds: HotelSeed[], days: string, summary: SeedSummary) {
  if (seeds.length === 0) return;
  await inChunks(
    seeds.map((seed) => seed.hotel),
    200,
    (chunk) => tx.insert(hotels).values(chunk),
  );
  const roomRows = seeds.flatMap((seed) => seed.rooms.map((room) => room.row));
  await inChunks(roomRows, 500, (chunk) => tx.insert(roomTypes).values(chunk));
  const planRows = seeds.flatMap((seed) =>
    seed.plans.map((plan) => ({
      hotelCode: seed.hotel.hotelCode,
      ratePlanCode: plan.ratePlanCode,
      name: plan.name,
      description: plan.description,
      paymentType: plan.paymentType,
      cancellationFlag: plan.cancellationFlag,
      cancellationDeadlineHours: plan.cancellationDeadlineHours,
      mealPlan: plan.mealPlan,
      memberOnly: plan.memberOnly,
      codeOnly: plan.codeOnly,
      minStay: plan.minStay,
      maxStay: plan.maxStay,
      childPricePerNight: COUNTRIES[seed.country].childPricePerNight,
      sortOrder: plan.sortOrder,
    })),
  );
  await inChunks(planRows, 500, (chunk) => tx.insert(ratePlans).values(chunk));
  await inChunks(
    seeds.flatMap((seed) => seed.addons),
    500,
    (chunk) => tx.insert(addons).values(chunk),
  );

  // One row per room type x rate plan; the nights are multiplied out in SQL.
  const combos = seeds.flatMap((seed) => {
    const step = COUNTRIES[seed.country].priceStep;
    return seed.rooms.flatMap((room) =>
      seed.plans.map((plan) => ({
        hotel_code: seed.hotel.hotelCode,
        room_type_code: room.row.roomTypeCode,
        rate_plan_code: plan.ratePlanCode,
        country: seed.country,
        base: room.baseMinor,
        percent: plan.pricePercent,
        extra: Math.round((seed.breakfastMinor * plan.breakfasts * plan.breakfastPercent) / 100 / step) * step,
        step,
        seed: seed.seed,
        closed_on_peaks: plan.closedOnPeaks,
      })),
    );
  });
  const rooms = seeds.flatMap((seed) =>
    seed.rooms.map((room) => ({
      hotel_code: seed.hotel.hotelCode,
      room_type_code: room.row.roomTypeCode,
      country: seed.country,
      total: room.total,
      seed: room.seed,
    })),
  );

  // Price = base x plan percent x demand of the night (season, weekday) +-5% by hotel and date,
  // rounded to the currency's step, plus included breakfasts.
  await tx.execute(sql`
    insert into nightly_prices (hotel_code, room_type_code, rate_plan_code, night, amount, closed_to_arrival)
    select c.hotel_code, c.room_type_code, c.rate_plan_code, d.night,
      greatest(c.step, round(
        (c.base * c.percent * (d.percent + mod(c.seed + d.n * 7919, 11) - 5))::numeric / (10000 * c.step)
      ) * c.step + c.extra)::bigint,
      c.closed_on_peaks and d.peak
    from jsonb_to_recordset(${JSON.stringify(combos)}::jsonb) as c(
      hotel_code text, room_type_code text, rate_plan_code text, country text,
      base bigint, percent int, extra bigint, step int, seed int, closed_on_peaks boolean)
    join jsonb_to_recordset(${days}::jsonb) as d(country text, night date, n int, off int, percent int, peak boolean)
      on d.country = c.country`);

  // A derived plan's prices follow its base plan's (ADR 0024), written with them.
  for (const seed of seeds) await recomputeDerivedPrices(tx, seed.hotel.hotelCode);

  // Occupancy follows demand +-15%; the next 30 nights keep two rooms free (scarcity is explicit).
  await tx.execute(sql`
    insert into inventory (hotel_code, room_type_code, night, total, held, sold, closed)
    select r.hotel_code, r.room_type_code, d.night, r.total, 0,
      least(
        case when d.off < 30 then r.total - 2 else r.total end,
        greatest(0, floor(r.total * (d.percent - 50 + mod(r.seed + d.n * 7907, 31) - 15)::numeric / 100))
      )::int,
      false
    from jsonb_to_recordset(${JSON.stringify(rooms)}::jsonb) as r(
      hotel_code text, room_type_code text, country text, total int, seed int)
    join jsonb_to_recordset(${days}::jsonb) as d(country text, night date, n int, off int, percent int, peak boolean)
      on d.country = r.country`);

  summary.hotels += seeds.length;
  summary.roomTypes += roomRows.length;
  summary.ratePlans += planRows.length;
  summary.prices += combos.length * SEED_NIGHTS;
  summary.inventoryNights += rooms.length * SEED_NIGHTS;
}

async function applyScarcity(tx: Tx, today: string) {
  for (const scarce of DEMO_SCARCITY) {
    const roomFilter = scarce.roomTypeCode ? sql`and room_type_code = ${scarce.roomTypeCode}` : sql``;
    await tx.execute(sql`
      update inventory set sold = greatest(0, total - ${scarce.left}), held = 0
      where hotel_code = ${scarce.hotelCode} ${roomFilter}
        and night between ${addDays(today, scarce.from)}::date and ${addDays(today, scarce.to)}::date`);
  }
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => PromiseLike<unknown>) {
  for (let start = 0; start < rows.length; start += size) {
    await write(rows.slice(start, start + size));
  }
}

/**
 * Empties every table of the site's schema in one statement, so PostgreSQL's foreign-key check is
 * satisfied whatever references what, and a table added by a later migration is never forgotten.
 * Drizzle's migration journal lives in its own schema and is kept. Truncating is instant where a
 * delete of millions of rows is not.
 */
export async function clearCatalog(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema() order by tablename`,
  )) as unknown as { rows: { name: string }[] };
  const tables = result.rows.map((row) => row.name);
  if (tables.length > 0) await db.execute(sql.raw(`truncate table ${tables.join(', ')}`));
}
