import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@hotel/contract/languages';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPglite } from '../db/client.ts';
import type { LocalizedText, StoredPicture } from '../db/columns.ts';
import { addDays } from './calendar.ts';
import { KYOTO_SITE_CODE } from './content/sites.ts';
import { clearCatalog, DEMO_SCARCITY, hasCatalog, SEED_NIGHTS, type SeedSummary, seedDemoData } from './demo.ts';
import { MEDIA_DIR, renderPictures } from './pictures.ts';

const TODAY = '2026-11-21';
const LAST_NIGHT = addDays(TODAY, SEED_NIGHTS - 1);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Each language in its own script: a copy of the English text would fail this. */
const SCRIPT: Record<string, RegExp> = {
  'zh-CN': /[\u4e00-\u9fff]/,
  'zh-TW': /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  'ko-KR': /[\uac00-\ud7af]/,
  'th-TH': /[\u0e00-\u0e7f]/,
};

function expectTranslated(text: LocalizedText, where: string) {
  expect(Object.keys(text).sort(), where).toEqual([...LANGUAGES].sort());
  for (const lang of LANGUAGES) {
    expect(text[lang]?.trim(), `${where} ${lang}`).toBeTruthy();
    if (lang === 'en-US') continue;
    expect(text[lang], `${where} ${lang} is a copy of the English text`).not.toBe(text['en-US']);
    expect(text[lang], `${where} ${lang} is not in its script`).toMatch(SCRIPT[lang]!);
  }
}

function mediaFile(url: string): string {
  expect(url).toMatch(/^\/media\/(hotels|rooms)\/[A-Za-z0-9-]+\.svg$/);
  return path.join(MEDIA_DIR, url.slice('/media/'.length));
}

describe('demo seed', () => {
  let database: Database;
  let db: Db;
  let emptyBefore: boolean;
  let summary: SeedSummary;

  beforeAll(async () => {
    database = await openPglite(null);
    await database.migrate();
    db = database.db;
    emptyBefore = !(await hasCatalog(db));
    summary = await seedDemoData(db, { today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('reports an empty catalogue before and a full one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await hasCatalog(db)).toBe(true);
  });

  it('returns a summary that matches the database', async () => {
    const [counts] = await rows<Record<string, number>>(
      db,
      sql`select (select count(*) from hotels)::int as hotels, (select count(*) from room_types)::int as "roomTypes",
        (select count(*) from rate_plans)::int as "ratePlans", (select count(*) from nightly_prices)::int as prices,
        (select count(*) from inventory)::int as "inventoryNights"`,
    );
    expect({ ...summary, ms: 0 }).toEqual({ ...counts, ms: 0 });
  });

  it('has at least 8 hotels in 4 cities of 2 countries, each with 4 room types and 4 rate plans', async () => {
    const hotels = await rows<{
      hotel_code: string;
      country_code: string;
      city_code: string;
      rooms: number;
      plans: number;
    }>(
      db,
      sql`select h.hotel_code, c.country_code, c.city_code,
          (select count(*) from room_types r where r.hotel_code = h.hotel_code)::int as rooms,
          (select count(*) from rate_plans p where p.hotel_code = h.hotel_code)::int as plans
        from hotels h join cities c using (city_code)`,
    );
    expect(hotels.length).toBeGreaterThanOrEqual(8);
    expect(new Set(hotels.map((hotel) => hotel.city_code)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(hotels.map((hotel) => hotel.country_code)).size).toBeGreaterThanOrEqual(2);
    for (const hotel of hotels) {
      expect(hotel.rooms, hotel.hotel_code).toBeGreaterThanOrEqual(4);
      expect(hotel.plans, hotel.hotel_code).toBeGreaterThanOrEqual(4);
    }
  });

  it('offers the kinds of rate the spec names', async () => {
    const plans = await rows<{
      hotel_code: string;
      payment_type: number;
      cancellation_flag: number;
      cancellation_deadline_hours: number | null;
      meal_plan: string;
      member_only: boolean;
      code_only: boolean;
      min_stay: number;
    }>(db, sql`select * from rate_plans`);
    const byHotel = new Map<string, typeof plans>();
    for (const plan of plans) byHotel.set(plan.hotel_code, [...(byHotel.get(plan.hotel_code) ?? []), plan]);
    for (const [hotelCode, list] of byHotel) {
      expect(
        list.some((p) => p.payment_type === 2 && p.cancellation_flag === 2 && !p.member_only && !p.code_only),
        hotelCode,
      ).toBe(true);
      expect(
        list.some((p) => p.payment_type === 1 && p.cancellation_flag === 0),
        hotelCode,
      ).toBe(true);
      expect(
        list.some(
          (p) =>
            p.cancellation_flag === 1 && p.meal_plan === 'BB' && [24, 48].includes(p.cancellation_deadline_hours ?? 0),
        ),
        hotelCode,
      ).toBe(true);
      expect(
        list.some((p) => p.member_only),
        hotelCode,
      ).toBe(true);
    }
    expect(plans.some((p) => p.code_only)).toBe(true);
    expect(plans.some((p) => p.min_stay === 2)).toBe(true);
  });

  it('writes every localized text in all six languages, really translated', async () => {
    const texts = await rows<{ what: string; text: LocalizedText }>(
      db,
      sql`select 'hotel ' || hotel_code || ' ' || k as what, v as text from hotels,
            lateral (values ('name', name), ('shortDescription', short_description), ('description', description),
              ('address', address), ('reservationNotice', reservation_notice)) as t(k, v)
          union all select 'room ' || hotel_code || '/' || room_type_code || ' ' || k, v from room_types,
            lateral (values ('name', name), ('description', description)) as t(k, v)
          union all select 'rate ' || hotel_code || '/' || rate_plan_code || ' ' || k, v from rate_plans,
            lateral (values ('name', name), ('description', description)) as t(k, v)
          union all select 'addon ' || hotel_code || '/' || addon_code || ' ' || k, v from addons,
            lateral (values ('name', name), ('description', description)) as t(k, v)
          union all select 'city ' || city_code || ' ' || k, v from cities,
            lateral (values ('name', name), ('countryName', country_name)) as t(k, v)
          union all select 'site ' || site_code || ' ' || k, v from site_configs,
            lateral (values ('title', title), ('reservationNotice', reservation_notice)) as t(k, v)
          union all select 'currency ' || currency, name from exchange_rates
          union all select 'group ' || group_code, name from hotel_groups
          union all select 'picture ' || (p ->> 'url'), p -> 'alt' from hotels, jsonb_array_elements(pictures) p
          union all select 'picture ' || (p ->> 'url'), p -> 'alt' from room_types, jsonb_array_elements(pictures) p`,
    );
    expect(texts.length).toBeGreaterThan(400);
    for (const { what, text } of texts) expectTranslated(text, what);

    const names = await rows<{ code: string; name: LocalizedText }>(
      db,
      sql`select hotel_code as code, name from hotels union all select room_type_code, name from room_types
          union all select rate_plan_code, name from rate_plans`,
    );
    for (const { code, name } of names) expect(name['zh-CN'], code).not.toBe(name['en-US']);
    const hotelNames = await rows<{ name: LocalizedText }>(db, sql`select name from hotels`);
    for (const { name } of hotelNames) expect(name['zh-TW'], name['en-US']).not.toBe(name['zh-CN']);
  });

  it('prices every room type under every rate plan for 365 nights from today', async () => {
    const combos = await rows<{ hotel_code: string; nights: number; first: string; last: string; lowest: number }>(
      db,
      sql`select r.hotel_code, r.room_type_code, p.rate_plan_code, count(n.night)::int as nights,
            min(n.night)::text as first, max(n.night)::text as last, min(n.amount)::int as lowest
          from room_types r join rate_plans p on p.hotel_code = r.hotel_code
          left join nightly_prices n on n.hotel_code = r.hotel_code and n.room_type_code = r.room_type_code
            and n.rate_plan_code = p.rate_plan_code
          group by 1, 2, 3`,
    );
    expect(combos.length).toBeGreaterThanOrEqual(8 * 4 * 4);
    for (const combo of combos) {
      expect(combo).toMatchObject({ nights: SEED_NIGHTS, first: TODAY, last: LAST_NIGHT });
      expect(combo.lowest).toBeGreaterThan(0);
    }
    expect(summary.prices).toBe(combos.length * SEED_NIGHTS);
  });

  it('prices realistically: currency ranges, cheaper saver, dearer weekends, a few closed arrivals', async () => {
    const [ranges] = await rows<{
      cny_min: number;
      cny_max: number;
      jpy_min: number;
      jpy_max: number;
      thb_min: number;
    }>(
      db,
      sql`select min(n.amount) filter (where h.currency = 'CNY')::int as cny_min, max(n.amount) filter (where h.currency = 'CNY')::int as cny_max,
            min(n.amount) filter (where h.currency = 'JPY')::int as jpy_min, max(n.amount) filter (where h.currency = 'JPY')::int as jpy_max,
            min(n.amount) filter (where h.currency = 'THB')::int as thb_min
          from nightly_prices n join hotels h using (hotel_code)`,
    );
    // Yuan in fen (x100), yen as whole yen.
    expect(ranges!.cny_min).toBeGreaterThanOrEqual(40_000);
    expect(ranges!.cny_max).toBeLessThanOrEqual(800_000);
    expect(ranges!.jpy_min).toBeGreaterThanOrEqual(10_000);
    expect(ranges!.jpy_max).toBeLessThanOrEqual(300_000);
    expect(ranges!.thb_min).toBeGreaterThanOrEqual(150_000);

    const [ratios] = await rows<{ saver: number; weekend: number }>(
      db,
      sql`select avg(s.amount::numeric / b.amount)::float as saver,
            (avg(b.amount) filter (where extract(dow from b.night) in (5, 6))
              / avg(b.amount) filter (where extract(dow from b.night) between 1 and 4))::float as weekend
          from nightly_prices b join nightly_prices s on s.hotel_code = b.hotel_code
            and s.room_type_code = b.room_type_code and s.night = b.night and s.rate_plan_code = 'SAVER'
          where b.rate_plan_code = 'BAR'`,
    );
    expect(ratios!.saver).toBeGreaterThan(0.8);
    expect(ratios!.saver).toBeLessThan(0.9);
    expect(ratios!.weekend).toBeGreaterThan(1.05);

    const [closed] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from nightly_prices where closed_to_arrival`,
    );
    expect(closed!.n).toBeGreaterThan(0);
    expect(closed!.n).toBeLessThan(summary.prices / 50);
  });

  it('keeps inventory consistent, with sold-out nights and last rooms in the next 30 days', async () => {
    const [check] = await rows<{ bad: number; held: number; short: number }>(
      db,
      sql`select count(*) filter (where held + sold > total or total < 1)::int as bad,
            count(*) filter (where held <> 0)::int as held,
            (select count(*) from room_types r where (select count(*) from inventory i
              where i.hotel_code = r.hotel_code and i.room_type_code = r.room_type_code) <> ${SEED_NIGHTS})::int as short
          from inventory`,
    );
    expect(check).toEqual({ bad: 0, held: 0, short: 0 });

    const soon = addDays(TODAY, 30);
    const [scarce] = await rows<{ sold_out: number; one_left: number }>(
      db,
      sql`select count(*) filter (where sold = total)::int as sold_out, count(*) filter (where total - sold = 1)::int as one_left
          from inventory where night < ${soon}::date`,
    );
    expect(scarce!.sold_out).toBeGreaterThan(0);
    expect(scarce!.one_left).toBeGreaterThan(0);

    const wholeHotel = DEMO_SCARCITY.find((entry) => entry.roomTypeCode === null && entry.left === 0)!;
    const stretch = await rows<{ night: string; free: number }>(
      db,
      sql`select night::text, sum(total - held - sold)::int as free from inventory
          where hotel_code = ${wholeHotel.hotelCode}
            and night between ${addDays(TODAY, wholeHotel.from)}::date and ${addDays(TODAY, wholeHotel.to)}::date
          group by night order by night`,
    );
    expect(stretch.length).toBeGreaterThanOrEqual(3);
    for (const night of stretch) expect(night.free, night.night).toBe(0);
  });

  it('configures the group site and a single-hotel site with four languages', async () => {
    const sites = await rows<{
      site_code: string;
      languages: string[];
      language: string;
      hotel_code: string | null;
      site_type: number;
      is_default: boolean;
    }>(
      db,
      sql`select site_code, languages, language, hotel_code, site_type, is_default from site_configs order by site_code`,
    );
    const group = sites.find((site) => site.is_default)!;
    expect(group).toMatchObject({ site_type: 1, hotel_code: null });
    expect([...group.languages].sort()).toEqual([...LANGUAGES].sort());
    const kyoto = sites.find((site) => site.site_code === KYOTO_SITE_CODE)!;
    expect(kyoto).toMatchObject({ site_type: 3, language: 'ja' });
    expect(kyoto.languages).toHaveLength(4);
    expect(kyoto.languages).toContain(kyoto.language);
    const [hotel] = await rows<{ time_zone: string }>(
      db,
      sql`select time_zone from hotels where hotel_code = ${kyoto.hotel_code}`,
    );
    expect(hotel?.time_zone).toBe('Asia/Tokyo');
  });

  it('stores exchange rates against the yuan and add-ons of both types', async () => {
    const rates = await rows<{ currency: string; rate_micros: number; base_currency: string }>(
      db,
      sql`select currency, rate_micros::float as rate_micros, base_currency from exchange_rates`,
    );
    expect(rates.map((rate) => rate.currency).sort()).toEqual(['CNY', 'EUR', 'HKD', 'JPY', 'KRW', 'THB', 'TWD', 'USD']);
    expect(rates.find((rate) => rate.currency === 'CNY')?.rate_micros).toBe(1_000_000);
    expect(rates.every((rate) => rate.base_currency === 'CNY' && rate.rate_micros > 0)).toBe(true);

    const addons = await rows<{ hotel_code: string; codes: string[]; types: number[] }>(
      db,
      sql`select hotel_code, array_agg(addon_code) as codes, array_agg(distinct addon_type) as types from addons group by 1`,
    );
    expect(addons.length).toBe(summary.hotels);
    for (const hotel of addons) {
      expect(hotel.codes, hotel.hotel_code).toEqual(expect.arrayContaining(['BKF', 'BKA', 'BKC']));
      expect([...hotel.types].sort(), hotel.hotel_code).toEqual([1, 2]);
    }
  });

  it('points every picture at a small, self-contained SVG under packages/server/media', async () => {
    const pictures = await rows<{ picture: StoredPicture }>(
      db,
      sql`select p as picture from hotels, jsonb_array_elements(pictures) p
          union all select p from room_types, jsonb_array_elements(pictures) p`,
    );
    const hotelCounts = await rows<{ n: number }>(db, sql`select jsonb_array_length(pictures)::int as n from hotels`);
    for (const { n } of hotelCounts) expect(n).toBeGreaterThanOrEqual(2);
    for (const { picture } of pictures) {
      const file = mediaFile(picture.url);
      expect(existsSync(file), picture.url).toBe(true);
      expect(statSync(file).size, picture.url).toBeLessThan(8 * 1024);
      expect(picture).toMatchObject({ width: 1200, height: 800 });
    }
  });
});

describe('demo pictures', () => {
  it('are the committed files, drawn without text or external references', () => {
    const rendered = renderPictures();
    expect(rendered.length).toBeGreaterThanOrEqual(40);
    for (const picture of rendered) {
      const file = path.join(MEDIA_DIR, picture.file);
      expect(readFileSync(file, 'utf8'), `${picture.file} is stale: run src/seed/pictures.ts`).toBe(picture.svg);
      expect(picture.svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 800"/);
      expect(picture.svg).not.toMatch(/<text|<image|href=|url\((?!#)/);
    }
    expect(new Set(rendered.map((picture) => picture.svg)).size).toBe(rendered.length);
  });
});

describe('generated hotels', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openPglite(null);
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('adds complete hotels from templates, deterministically, and clearCatalog empties it all', async () => {
    const db = database.db;
    const summary = await seedDemoData(db, { today: TODAY, extraHotels: 7 });
    expect(summary.hotels).toBe(17);
    const generated = await rows<{
      hotel_code: string;
      name: LocalizedText;
      pictures: StoredPicture[];
      rooms: number;
      plans: number;
      nights: number;
    }>(
      db,
      sql`select h.hotel_code, h.name, h.pictures,
            (select count(*) from room_types r where r.hotel_code = h.hotel_code)::int as rooms,
            (select count(*) from rate_plans p where p.hotel_code = h.hotel_code)::int as plans,
            (select count(*) from nightly_prices n where n.hotel_code = h.hotel_code)::int as nights
          from hotels h where h.brand = 'aurora-express'`,
    );
    expect(generated).toHaveLength(7);
    expect(new Set(generated.map((hotel) => hotel.hotel_code.slice(0, 3))).size).toBe(6);
    for (const hotel of generated) {
      expectTranslated(hotel.name, hotel.hotel_code);
      expect(hotel).toMatchObject({ rooms: 4, plans: 4, nights: 4 * 4 * SEED_NIGHTS });
      for (const picture of hotel.pictures) expect(existsSync(mediaFile(picture.url))).toBe(true);
    }

    // The same codes and dates give the same prices as the first database of this file would.
    const prices = await rows<{ amount: number }>(
      db,
      sql`select amount::int from nightly_prices where hotel_code = 'SHA001' and room_type_code = 'SUPK'
          and rate_plan_code = 'BAR' order by night limit 7`,
    );
    const again = await openPglite(null);
    try {
      await again.migrate();
      await seedDemoData(again.db, { today: TODAY });
      const secondPrices = await rows<{ amount: number }>(
        again.db,
        sql`select amount::int from nightly_prices where hotel_code = 'SHA001' and room_type_code = 'SUPK'
            and rate_plan_code = 'BAR' order by night limit 7`,
      );
      expect(secondPrices).toEqual(prices);
    } finally {
      await again.close();
    }

    await clearCatalog(db);
    expect(await hasCatalog(db)).toBe(false);
    const [left] = await rows<{ n: number }>(
      db,
      sql`select ((select count(*) from nightly_prices) + (select count(*) from inventory) + (select count(*) from site_configs)
            + (select count(*) from exchange_rates) + (select count(*) from cities))::int as n`,
    );
    expect(left!.n).toBe(0);
  }, 60_000);
});
