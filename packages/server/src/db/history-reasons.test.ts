import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inTransaction } from '../platform/transactions.ts';
import { describeEachDatabase } from '../test/context.ts';
import { MIGRATIONS_DIR } from './client.ts';

/** The data moves of the migration that turned history sentences into codes (found by what it adds). */
function historyReasonMoves(): string[] {
  const name = readdirSync(MIGRATIONS_DIR).find(
    (file) => file.endsWith('.sql') && readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').includes('"reason_code"'),
  );
  const text = readFileSync(path.join(MIGRATIONS_DIR, name!), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

type OldRow = [from: number | null, to: number, actor: string, reason: string];
type Expected = [code: string, note: string | null];

/** Sentences older code wrote in order_history, and the code and note each becomes. */
const ROOM_ROWS: [OldRow, Expected][] = [
  [
    [null, 0, 'guest', 'booked, waiting for payment'],
    ['created', null],
  ],
  [
    [null, 1, 'member:M1', 'booked and guaranteed'],
    ['created', null],
  ],
  [
    [0, 0, 'guest', 'changed to version 2: pending payment pay_a, pay_b voided'],
    ['changed', 'pay_a, pay_b'],
  ],
  [
    [0, 1, 'provider:sandbox', 'paid pay_c'],
    ['paid', 'pay_c'],
  ],
  [
    [
      0,
      0,
      'provider:sandbox',
      'payment pay_d not applied, refund due: the payment was voided when the order changed; it paid 100 CNY (version 1), the order asks 200 CNY (version 2)',
    ],
    ['paymentVoided', 'pay_d'],
  ],
  [
    [
      0,
      0,
      'provider:sandbox',
      'payment pay_e not applied, refund due: it paid 100 CNY (version 1), the order asks 300 CNY (version 2)',
    ],
    ['paymentMismatch', 'pay_e'],
  ],
  [
    [
      4,
      4,
      'provider:sandbox',
      'payment pay_f not applied, refund due: the order is no longer waiting for payment (status 4)',
    ],
    ['paymentTooLate', 'pay_f'],
  ],
  [
    [7, 4, 'system', 'refund succeeded: payment pay_g (100 CNY)'],
    ['refunded', 'pay_g'],
  ],
  [
    [4, 4, 'system', 'refund failed 8 times: staff must refund payment pay_h (100 CNY) by hand'],
    ['refundFailed', 'pay_h'],
  ],
  [
    [0, 4, 'system', 'payment deadline passed'],
    ['deadlinePassed', null],
  ],
  [
    [1, 7, 'guest', 'cancelled by the guest'],
    ['cancelledByGuest', null],
  ],
  [
    [1, 4, 'staff:S1', 'cancelled by the hotel'],
    ['cancelledByHotel', null],
  ],
  [
    [1, 5, 'staff:S1', 'checkIn'],
    ['checkIn', null],
  ],
  [
    [5, 2, 'staff:S1', 'departed'],
    ['checkOut', 'departed'],
  ],
  [
    [1, 6, 'staff:S1', 'noShow'],
    ['noShow', null],
  ],
  [
    [1, 7, 'member:M1', 'plans changed'],
    ['cancelledByGuest', 'plans changed'],
  ],
  [
    [1, 4, 'staff:S2', 'guest called'],
    ['cancelledByHotel', 'guest called'],
  ],
  [
    [1, 1, 'test', 'something else'],
    ['other', 'something else'],
  ],
];

/** The same for goods_order_history. */
const GOODS_ROWS: [OldRow, Expected][] = [
  [
    [null, 3, 'member:M1', 'checked out'],
    ['created', null],
  ],
  [
    [3, 2, 'provider:sandbox', 'paid'],
    ['paid', null],
  ],
  [
    [3, 31, 'member:M1', 'cancelled before payment'],
    ['cancelledByGuest', null],
  ],
  [
    [2, 32, 'staff:S1', 'cancelled with refund'],
    ['cancelledByHotel', null],
  ],
  [
    [0, 32, 'member:M1', 'changed my mind'],
    ['cancelledByGuest', 'changed my mind'],
  ],
  [
    [32, 33, 'provider:sandbox', 'refunded: payment gpay_1 (100 CNY)'],
    ['refunded', 'gpay_1'],
  ],
  [
    [32, 34, 'provider:sandbox', 'refund failed 3 times: staff must refund payment gpay_2 (100 CNY) by hand'],
    ['refundFailed', 'gpay_2'],
  ],
  [
    [0, 4, 'staff:S1', 'redeemed RC123'],
    ['redeemed', 'RC123'],
  ],
  [
    [2, 1, 'staff:S1', 'delivered'],
    ['delivered', null],
  ],
  [
    [2, 1, 'staff:S1', 'delivered: SF123'],
    ['delivered', 'SF123'],
  ],
  [
    [3, 21, 'system', 'payment deadline passed'],
    ['deadlinePassed', null],
  ],
  [
    [3, 3, 'provider:sandbox', 'payment gpay_3 not applied, refund due: it paid 100 CNY, the order asks 150 CNY'],
    ['paymentMismatch', 'gpay_3'],
  ],
];

class Rollback extends Error {}

describeEachDatabase('history reasons migration', (ctx) => {
  it('maps the stored sentences to reason codes and keeps the rest as notes', async () => {
    const db = ctx().database.db;
    let room: { code: string; note: string | null }[] = [];
    let goods: { code: string; note: string | null }[] = [];
    // The old shape is put back inside a transaction that is rolled back: the database stays as it was.
    await inTransaction(db, async (tx) => {
      const rows = async (query: ReturnType<typeof sql>) =>
        (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
      for (const table of ['order_history', 'goods_order_history']) {
        await tx.execute(sql.raw(`alter table ${table} add column reason text`));
        await tx.execute(sql.raw(`alter table ${table} alter column reason_code drop not null`));
      }
      await tx.execute(sql`delete from order_history`);
      const order = (await rows(sql`select transaction_id from orders limit 1`)).rows[0]!.transaction_id as string;
      const member = (await rows(sql`select member_id from members limit 1`)).rows[0]!.member_id as string;
      await tx.execute(sql`insert into goods_orders (order_id, member_id, site_code, language, status, currency,
          goods_amount, pay_amount, refundable) values ('GO-MIGRATION', ${member}, 'group', 'en-US', 3, 'CNY', 100, 100, true)`);
      for (const [[from, to, actor, reason]] of ROOM_ROWS) {
        await tx.execute(sql`insert into order_history (transaction_id, from_status, to_status, actor, reason)
            values (${order}, ${from}, ${to}, ${actor}, ${reason})`);
      }
      for (const [[from, to, actor, reason]] of GOODS_ROWS) {
        await tx.execute(sql`insert into goods_order_history (order_id, from_status, to_status, actor, reason)
            values ('GO-MIGRATION', ${from}, ${to}, ${actor}, ${reason})`);
      }
      for (const move of historyReasonMoves()) await tx.execute(sql.raw(move));
      const read = async (table: string, key: string, id: string) =>
        (
          await rows(
            sql`select reason_code as code, note from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id} order by id`,
          )
        ).rows as { code: string; note: string | null }[];
      room = await read('order_history', 'transaction_id', order);
      goods = await read('goods_order_history', 'order_id', 'GO-MIGRATION');
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
    expect(room.map((row) => [row.code, row.note])).toEqual(ROOM_ROWS.map(([, expected]) => expected));
    expect(goods.map((row) => [row.code, row.note])).toEqual(GOODS_ROWS.map(([, expected]) => expected));
    const left = (await db.execute(
      sql`select count(*)::int as n from goods_orders where order_id = 'GO-MIGRATION'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
  });
});
