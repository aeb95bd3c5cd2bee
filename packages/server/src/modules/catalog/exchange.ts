import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { convertMinor } from '../../platform/money.ts';
import { exchangeRates } from './catalog.schema.ts';

export type Converter = (amount: number, currency: string) => { amount: number; currency: string } | undefined;

const RATES_CACHE_MS = 60_000;

/** Display-currency conversion by the stored exchange rates (`exchangeNo`). */
export function createExchangeService(db: Db) {
  let cache: { at: number; rates: Map<string, number> } | undefined;

  async function rates() {
    if (cache && Date.now() - cache.at < RATES_CACHE_MS) return cache.rates;
    const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
    cache = { at: Date.now(), rates: new Map(rows.map((row) => [row.currency, row.rateMicros])) };
    return cache.rates;
  }

  /** A converter into `exchangeNo`, or one that converts nothing when none was asked for. */
  async function converterTo(exchangeNo: string | undefined): Promise<Converter> {
    if (!exchangeNo) return () => undefined;
    const table = await rates();
    const target = table.get(exchangeNo);
    if (!target) throw new AppError('noCurrencyConversion', { field: 'exchangeNo' });
    return (amount, currency) => {
      const source = table.get(currency);
      if (!source) return undefined;
      return { amount: convertMinor(amount, source, target, currency, exchangeNo), currency: exchangeNo };
    };
  }

  async function list() {
    return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  }

  return { converterTo, list, clearCache: () => (cache = undefined) };
}
export type ExchangeService = ReturnType<typeof createExchangeService>;
