import { loadTranslators } from '@hotel/i18n/server';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { book, findRate, orderPayload, setRoomsLeft } from '../modules/booking/booking.test-helpers.ts';
import { inventory } from '../modules/catalog/catalog.schema.ts';
import { seedDemoData } from '../seed/demo.ts';
import { TEST_TODAY } from '../test/template.ts';

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const testAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Two server processes' worth of apps on one PostgreSQL and one Redis, as behind a load balancer. */
describe.skipIf(!PG || !REDIS)('several processes share state through PostgreSQL and Redis', () => {
  const name = `hotel_test_shared_${Date.now()}`;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  let databases: Awaited<ReturnType<typeof openPostgres>>[] = [];

  beforeAll(async () => {
    const admin = await openPostgres(PG!, 1);
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const url = new URL(PG!);
    url.pathname = `/${name}`;
    const setup = await openPostgres(url.toString(), 2);
    await setup.migrate();
    await seedDemoData(setup.db, { today: TEST_TODAY });
    await setup.close();
    const translators = await loadTranslators();
    for (let i = 0; i < 2; i++) {
      const database = await openPostgres(url.toString(), 4);
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'false',
        REDIS_URL: REDIS!,
        SEARCH_CACHE_MS: '600000',
        DATABASE_URL: url.toString(),
      });
      databases.push(database);
      apps.push(await buildApp({ config, database, translators, now: () => new Date(`${TEST_TODAY}T04:00:00Z`) }));
    }
    await Promise.all(apps.map((app) => app.ready()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    const admin = await openPostgres(PG!, 1);
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
    apps = [];
    databases = [];
  });

  it('a booking in one process clears the cached search of the other', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const { db } = databases[0]!;
    const rate = await findRate(db, 2);
    // Only one room of one room type is left in the whole hotel that night.
    await db
      .update(inventory)
      .set({ sold: sql`${inventory.total} - ${inventory.held}` })
      .where(and(eq(inventory.hotelCode, rate.hotelCode), eq(inventory.night, '2027-03-10')));
    await setRoomsLeft(db, rate.hotelCode, rate.roomTypeCode, '2027-03-10', 1);
    const list = `/api/v1/booking/en-US/hotels?hotelCodes=${rate.hotelCode}&checkInDate=2027-03-10&checkOutDate=2027-03-11`;
    expect((await b.inject({ method: 'GET', url: list })).json().data.list[0].isFull).toBe(false);
    const clock = { now: new Date() };
    const booked = await book(
      { app: a, database: databases[0]!, clock, logs: [] },
      orderPayload(rate, { checkInDate: '2027-03-10', checkOutDate: '2027-03-11' }),
    );
    expect(booked.json().errorCode).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await b.inject({ method: 'GET', url: list })).json().data.list[0].isFull).toBe(true);
  });

  it('rate limits count requests across processes', async () => {
    const check = (app: (typeof apps)[0]) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/booking/en-US/orders/AU0000000000/check',
        payload: { email: 'x@example.com' },
        remoteAddress: testAddress,
      });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await check(apps[i % 2]!)).statusCode);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(2);
  });
});
