import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, MIGRATIONS_DIR, openPglite, openPostgres, queryRows } from '../../db/client.ts';
import { TEST_DATABASES } from '../../test/context.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A copy of the migrations that stops just before the one folding goods payments into the payments
 * table (found by what it does, so renumbering the migrations does not lose it).
 */
async function migrationsBeforePaymentsPipeline(): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
  const sqlOf = (tag: string) => readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  let cut = -1;
  for (const [index, entry] of journal.entries.entries()) {
    if ((await sqlOf(entry.tag)).includes('DROP TABLE "goods_payments"')) cut = index;
  }
  expect(cut, 'a migration drops goods_payments').toBeGreaterThan(0);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'payments-migration-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const kept = journal.entries.slice(0, cut);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of await readdir(folder)) {
    if (file.endsWith('.sql') && !kept.some((entry) => `${entry.tag}.sql` === file)) await rm(path.join(folder, file));
  }
  return folder;
}

async function openEmpty(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') return { database: await openPglite(null), drop: async () => undefined };
  const url = process.env.TEST_DATABASE_URL!;
  const name = `hotel_migration_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = await openPostgres(url, 1);
  await admin.db.execute(sql.raw(`create database ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openPostgres(own.toString(), 1);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

async function migrateFrom(database: Database, folder: string) {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db as never, { migrationsFolder: folder });
}

const CREATED = '2026-11-20T08:00:00.000Z';
const SETTLED = '2026-11-20T08:05:00.000Z';
const NEXT = '2026-11-20T09:00:00.000Z';

/** Old-shape rows as the previous schema held them (their orders are left out: foreign keys are not checked). */
async function insertOldRows(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into payments (payment_id, transaction_id, provider, channel, amount, currency,
      order_version, status, provider_reference, refund_reason, refund_attempts, next_refund_at, created_at, settled_at)
      values ('pay_room1', 'T-ROOM-1', 'sandbox', 1, 52000, 'CNY', 3, 'succeeded', 'sbx_r1', null, 0, null, ${CREATED}, ${SETTLED}),
             ('pay_room2', 'T-ROOM-2', 'sandbox', 2, 18000, 'JPY', 1, 'void', null, null, 0, null, ${CREATED}, null)`);
    await tx.execute(sql`insert into goods_payments (payment_id, order_id, provider, channel, amount, currency,
      status, provider_reference, refund_reason, refund_attempts, next_refund_at, created_at, settled_at)
      values ('gpay_1', 'GO0000000001', 'sandbox', 1, 9900, 'CNY', 'refundDue', 'sbx_g1', 'cancelled', 2, ${NEXT}, ${CREATED}, ${SETTLED}),
             ('gpay_2', 'GO0000000002', 'sandbox', 7, 4500, 'CNY', 'refundFailed', 'sbx_g2', 'orderChanged', 8, null, ${CREATED}, ${SETTLED}),
             ('gpay_3', 'GO0000000003', 'sandbox', 2, 1200, 'CNY', 'pending', null, null, 0, null, ${CREATED}, null),
             ('gpay_4', 'GO0000000003', 'sandbox', 2, 1200, 'CNY', 'succeeded', 'sbx_g4', null, 0, null, ${CREATED}, ${SETTLED})`);
  });
}

interface MovedRow {
  account?: unknown;
  pay_code?: unknown;
  refund_of?: unknown;
  refund_of_amount?: unknown;
  refund_amount?: unknown;
  payment_id: string;
  order_kind: string;
  order_id: string;
  channel: number;
  amount: string | number;
  currency: string;
  order_version: number | null;
  status: string;
  provider_reference: string | null;
  refund_reason: string | null;
  refund_attempts: number;
  next_refund_at: Date | string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

for (const kind of TEST_DATABASES) {
  describe(`goods payments move into the one payments table [${kind}]`, () => {
    let opened: Awaited<ReturnType<typeof openEmpty>>;
    let rows: MovedRow[];
    beforeAll(async () => {
      const before = await migrationsBeforePaymentsPipeline();
      opened = await openEmpty(kind);
      await migrateFrom(opened.database, before);
      await insertOldRows(opened.database.db);
      await opened.database.migrate();
      rows = await queryRows<MovedRow>(opened.database.db, sql`select * from payments order by payment_id`);
      await rm(before, { recursive: true });
    }, 120_000);
    afterAll(async () => {
      if (kind === 'pglite') await opened?.database.close();
      await opened?.drop();
    });

    it('keeps every goods payment with its id, status, times and refund, as kind goods without a version', () => {
      const goods = rows.filter((row) => row.order_kind === 'goods');
      expect(
        // Columns later migrations added (whose payment account, what the guest scans, which payment a part
        // refund belongs to, what a refund gives back) are not this one's.
        goods.map(
          ({
            account: _account,
            pay_code: _payCode,
            refund_of: _of,
            refund_of_amount: _ofAmount,
            refund_amount: _refundAmount,
            ...row
          }) => ({
            ...row,
            amount: Number(row.amount),
            next_refund_at: iso(row.next_refund_at),
            created_at: iso(row.created_at),
            settled_at: iso(row.settled_at),
          }),
        ),
      ).toEqual([
        {
          payment_id: 'gpay_1',
          order_kind: 'goods',
          order_id: 'GO0000000001',
          provider: 'sandbox',
          channel: 1,
          amount: 9900,
          currency: 'CNY',
          order_version: null,
          status: 'refundDue',
          provider_reference: 'sbx_g1',
          refund_reason: 'cancelled',
          refund_attempts: 2,
          next_refund_at: NEXT,
          created_at: CREATED,
          settled_at: SETTLED,
        },
        expect.objectContaining({
          payment_id: 'gpay_2',
          order_id: 'GO0000000002',
          channel: 7,
          status: 'refundFailed',
          refund_reason: 'orderChanged',
          refund_attempts: 8,
          next_refund_at: null,
        }),
        expect.objectContaining({
          payment_id: 'gpay_3',
          status: 'pending',
          provider_reference: null,
          settled_at: null,
        }),
        expect.objectContaining({ payment_id: 'gpay_4', status: 'succeeded', provider_reference: 'sbx_g4' }),
      ]);
    });

    it('keeps the room payments as kind room with their order id and version', () => {
      const room = rows.filter((row) => row.order_kind === 'room');
      expect(room.map((row) => [row.payment_id, row.order_id, row.order_version, row.status])).toEqual([
        ['pay_room1', 'T-ROOM-1', 3, 'succeeded'],
        ['pay_room2', 'T-ROOM-2', 1, 'void'],
      ]);
      expect(rows).toHaveLength(6);
    });

    it('drops goods_payments and keeps one success per order of each kind', async () => {
      const db = opened.database.db;
      const [gone] = await queryRows<{ name: string | null }>(
        db,
        sql`select to_regclass('goods_payments')::text as name`,
      );
      expect(gone!.name).toBeNull();
      const second = db.execute(sql`insert into payments (payment_id, order_kind, order_id, provider, channel, amount,
        currency, status) values ('gpay_5', 'goods', 'GO0000000003', 'sandbox', 1, 1200, 'CNY', 'succeeded')`);
      await expect(second).rejects.toThrow();
      // The same id under another kind is another order.
      await db.execute(sql`insert into payments (payment_id, order_kind, order_id, provider, channel, amount,
        currency, status) values ('pay_6', 'room', 'GO0000000003', 'sandbox', 1, 1200, 'CNY', 'succeeded')`);
    });
  });
}
