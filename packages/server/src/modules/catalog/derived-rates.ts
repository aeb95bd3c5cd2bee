import type { RatePlanFields } from '@hotel/contract/schemas/admin-catalog';
import { V } from '@hotel/contract/validation';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { ratePlans } from './catalog.schema.ts';
import { isOnSale } from './plans-on-sale.ts';

/**
 * Derived rate plans (ADR 0024): a plan's nightly prices follow its base plan's (same hotel, one level only) moved by
 * a whole percent, rounded to a whole minor unit and never below one, as a bulk change by percent rounds. The
 * derived prices are written in the transaction that writes the base prices; their restrictions stay their own.
 */

/** Where the base prices changed: the room types and nights (left out: every one). */
export type DerivedScope = { roomTypeCodes?: string[]; nights?: string[] };

/** The derived plans of the hotel following any of `basePlanCodes` (all bases when left out). */
async function derivedPlansOf(tx: Db, hotelCode: string, basePlanCodes?: string[]) {
  return tx
    .select({
      ratePlanCode: ratePlans.ratePlanCode,
      base: ratePlans.derivedFromRatePlanCode,
      percent: ratePlans.derivedPercent,
      archivedAt: ratePlans.archivedAt,
    })
    .from(ratePlans)
    .where(
      and(
        eq(ratePlans.hotelCode, hotelCode),
        isNotNull(ratePlans.derivedFromRatePlanCode),
        basePlanCodes
          ? inArray(ratePlans.derivedFromRatePlanCode, basePlanCodes.length ? basePlanCodes : [''])
          : undefined,
      ),
    );
}

/** The plan codes among `planCodes` that are derived (their prices are not edited directly). */
export async function derivedAmong(tx: Db, hotelCode: string, planCodes: string[]): Promise<string[]> {
  if (!planCodes.length) return [];
  const rows = await tx
    .select({ ratePlanCode: ratePlans.ratePlanCode })
    .from(ratePlans)
    .where(
      and(
        eq(ratePlans.hotelCode, hotelCode),
        inArray(ratePlans.ratePlanCode, planCodes),
        isNotNull(ratePlans.derivedFromRatePlanCode),
      ),
    );
  return rows.map((row) => row.ratePlanCode);
}

/** Refuses (90247) an edit of the prices of a derived plan. */
export async function refuseDerivedPriceEdit(tx: Db, hotelCode: string, planCodes: string[]) {
  const derived = await derivedAmong(tx, hotelCode, planCodes);
  if (derived.length) throw new AppError('ratePlanDerived', { ratePlanCodes: derived });
}

/** The plans whose followers to recompute after `planCodes`' prices were written: those, and the bases of derived ones. */
export async function basesAfter(tx: Db, hotelCode: string, planCodes: string[]): Promise<string[]> {
  if (!planCodes.length) return [];
  const rows = await tx
    .select({ base: ratePlans.derivedFromRatePlanCode })
    .from(ratePlans)
    .where(and(eq(ratePlans.hotelCode, hotelCode), inArray(ratePlans.ratePlanCode, planCodes)));
  return [...new Set([...planCodes, ...rows.flatMap((row) => (row.base ? [row.base] : []))])];
}

/** The derived plans following `basePlanCodes`, for the audit snapshot of an edit of those. */
export async function followersOf(tx: Db, hotelCode: string, basePlanCodes: string[]): Promise<string[]> {
  if (!basePlanCodes.length) return [];
  return (await derivedPlansOf(tx, hotelCode, basePlanCodes)).map((plan) => plan.ratePlanCode);
}

/**
 * Recomputes the prices of the plans derived from `basePlanCodes` (all derived plans of the hotel when left out) on
 * the scope's room types and nights: each base price moved by the percent; a night without a base price has none.
 * Restrictions of the derived plan's existing rows are kept.
 */
export async function recomputeDerivedPrices(
  tx: Db,
  hotelCode: string,
  basePlanCodes?: string[],
  scope: DerivedScope = {},
) {
  // An archived plan is no longer priced; a restore prices it again (`restoreRatePlan`).
  const plans = (await derivedPlansOf(tx, hotelCode, basePlanCodes)).filter(isOnSale);
  if (scope.roomTypeCodes?.length === 0 || scope.nights?.length === 0) return;
  const filter = (alias: string) =>
    sql.join(
      [
        scope.roomTypeCodes
          ? sql`and ${sql.raw(alias)}.room_type_code in (${sql.join(
              scope.roomTypeCodes.map((code) => sql`${code}`),
              sql`, `,
            )})`
          : sql``,
        scope.nights
          ? sql`and ${sql.raw(alias)}.night in (${sql.join(
              scope.nights.map((night) => sql`${night}::date`),
              sql`, `,
            )})`
          : sql``,
      ],
      sql` `,
    );
  for (const plan of plans) {
    if (!plan.base || plan.percent === null) continue;
    // Nights the base no longer prices lose the derived price too.
    await tx.execute(sql`
      delete from nightly_prices d
      where d.hotel_code = ${hotelCode} and d.rate_plan_code = ${plan.ratePlanCode} ${filter('d')}
        and not exists (
          select 1 from nightly_prices b
          where b.hotel_code = d.hotel_code and b.room_type_code = d.room_type_code
            and b.rate_plan_code = ${plan.base} and b.night = d.night)`);
    await tx.execute(sql`
      insert into nightly_prices (hotel_code, room_type_code, rate_plan_code, night, amount)
      select b.hotel_code, b.room_type_code, ${plan.ratePlanCode}, b.night,
        greatest(1, round(b.amount * (100 + ${plan.percent}::int) / 100.0))::bigint
      from nightly_prices b
      where b.hotel_code = ${hotelCode} and b.rate_plan_code = ${plan.base} ${filter('b')}
      on conflict (hotel_code, room_type_code, rate_plan_code, night) do update set amount = excluded.amount`);
  }
}

/**
 * Checks the derivation a rate plan is given (`planCode` of `hotelCode`): the base is another plan of the same hotel,
 * not itself derived, and a plan others follow is not derived itself (one level only). Field errors otherwise.
 * Returns the columns to write (a percent without a base is dropped).
 */
export async function checkDerivation(
  tx: Db,
  hotelCode: string,
  planCode: string,
  fields: Pick<RatePlanFields, 'derivedFromRatePlanCode' | 'derivedPercent'>,
): Promise<{ derivedFromRatePlanCode?: string | null; derivedPercent?: number | null }> {
  if (fields.derivedFromRatePlanCode === undefined) return {};
  const base = fields.derivedFromRatePlanCode;
  if (base === null) return { derivedFromRatePlanCode: null, derivedPercent: null };
  if (base === planCode) throw fieldError('derivedFromRatePlanCode', V.derivedFromSelf);
  const [row] = await tx
    .select({ derivedFrom: ratePlans.derivedFromRatePlanCode, archivedAt: ratePlans.archivedAt })
    .from(ratePlans)
    .where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, base)));
  // An archived plan is no longer given prices: nothing may follow it.
  if (!row || !isOnSale(row)) throw fieldError('derivedFromRatePlanCode', V.derivedFromUnknown);
  if (row.derivedFrom !== null) throw fieldError('derivedFromRatePlanCode', V.derivedFromDerived);
  const [follower] = await derivedPlansOf(tx, hotelCode, [planCode]);
  if (follower) throw fieldError('derivedFromRatePlanCode', V.derivedIsBase);
  return { derivedFromRatePlanCode: base, derivedPercent: fields.derivedPercent ?? null };
}
