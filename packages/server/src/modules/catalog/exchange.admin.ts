import type { ExchangeRateFields } from '@hotel/contract/schemas/admin-content';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { exchangeRates, hotels } from './catalog.schema.ts';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export const listExchangeRates = (db: Db) => db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));

/** Sets (or adds) the rate of a currency against the base currency of the others. */
export function saveExchangeRate(
  db: Db,
  currency: string,
  fields: ExchangeRateFields,
  audit: AuditWriter<ExchangeRateRow>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const [before] = await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency)).for('update');
      const [base] = await tx.select({ baseCurrency: exchangeRates.baseCurrency }).from(exchangeRates).limit(1);
      const values = { ...fields, updatedAt: sql`now()` };
      const [after] = await tx
        .insert(exchangeRates)
        .values({ currency, baseCurrency: base?.baseCurrency ?? currency, ...values })
        .onConflictDoUpdate({ target: exchangeRates.currency, set: values })
        .returning();
      return { before: before ?? null, after: after! };
    },
    audit,
  );
}

/** The online payment channels a hotel accepts. */
export function savePaymentChannels(
  db: Db,
  hotelCode: string,
  paymentChannels: number[],
  audit: AuditWriter<{ paymentChannels: number[] }>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const [before] = await tx
        .select({ paymentChannels: hotels.paymentChannels })
        .from(hotels)
        .where(eq(hotels.hotelCode, hotelCode))
        .for('update');
      if (!before) throw new AppError('hotelNotFound');
      const [after] = await tx
        .update(hotels)
        .set({ paymentChannels: [...new Set(paymentChannels)].sort((a, b) => a - b) })
        .where(eq(hotels.hotelCode, hotelCode))
        .returning({ paymentChannels: hotels.paymentChannels });
      return { before, after: after! };
    },
    audit,
  );
}
