import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-named.ts';

const COUNT =
  'select count(*)::int as n, max(night)::text as last from stay_nights where hotel = any($1::text[]) and night >= $2::date';

describe('named statements on PGlite', () => {
  let client: PGlite;
  let named: ReturnType<typeof withNamedStatements>;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table stay_nights (hotel text not null, night date not null, note text);
      insert into stay_nights select 'H' || (i % 3), date '2027-01-01' + i, null from generate_series(0, 89) i;`);
    named = withNamedStatements(client);
    named.name(COUNT, 'count_nights');
  });
  afterAll(() => client.close());

  it('answers as an unnamed query does, for any values, array and null ones included', async () => {
    for (const [hotels, from] of [
      [['H0'], '2027-01-01'],
      [['H0', 'H2'], '2027-02-10'],
      [[], '2027-01-01'],
      [['H1'], null],
    ] as const) {
      const expected = await client.query(COUNT, [hotels, from]);
      const answer = await named.client.query(COUNT, [hotels, from]);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    const arrays = await named.client.query<unknown[]>(COUNT, [['H0'], '2027-01-01'], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[30, '2027-03-29']]);
  });

  it('waits for a transaction under way instead of running inside it', async () => {
    let inserted: () => void = () => undefined;
    const insertedNow = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = client
      .transaction(async (tx) => {
        await tx.query(`insert into stay_nights values ('H0', '2027-06-01', 'never committed')`);
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await insertedNow;
    const during = await named.client.query(COUNT, [['H0'], '2027-01-01']);
    await transaction;
    expect(during.rows).toEqual([{ n: 30, last: '2027-03-29' }]);
  });

  it('reports a bad value or a bad statement, and keeps working', async () => {
    await expect(named.client.query(COUNT, [['H0'], 'not a date'])).rejects.toThrow(/date/);
    const broken = 'select count(*) from no_such_table where hotel = $1';
    named.name(broken, 'broken');
    await expect(named.client.query(broken, ['H0'])).rejects.toThrow(/no_such_table/);
    await expect(named.client.query(broken, ['H0'])).rejects.toThrow(/no_such_table/);
    expect((await named.client.query(COUNT, [['H1'], '2027-01-01'])).rows).toEqual([{ n: 30, last: '2027-03-30' }]);
  });

  it('leaves every other query and transaction to PGlite', async () => {
    const rows = await named.client.transaction(async (tx) => (await tx.query('select 1 as one')).rows);
    expect(rows).toEqual([{ one: 1 }]);
    expect((await named.client.query('select $1::int + 1 as two', [1])).rows).toEqual([{ two: 2 }]);
  });
});
