import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { ratePlans } from './catalog.schema.ts';

/**
 * The one rule of a rate plan on sale (ADR 0027): not archived. Every read of the plans that may be sold, quoted
 * or priced (search, room list, quote, desk offers, price calendar, rates calendar, derived prices, changes) uses
 * it; reads that only name a plan (reservations, mails, reports, the back office list) read every plan.
 */
export function onSale(alias?: string): SQL {
  return alias ? sql`${sql.raw(alias)}.archived_at is null` : (isNull(ratePlans.archivedAt) as SQL);
}

/** The same rule for a plan already read. */
export const isOnSale = (plan: { archivedAt: Date | null }) => plan.archivedAt === null;

/** The hotel's plans on sale, in their order. */
export async function listPlansOnSale(db: Db, hotelCode: string) {
  return db
    .select()
    .from(ratePlans)
    .where(and(eq(ratePlans.hotelCode, hotelCode), onSale()))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.ratePlanCode));
}

/** Refuses (90250) a plan that is no longer on sale. */
export function refuseOffSale(plan: { archivedAt: Date | null }) {
  if (!isOnSale(plan)) throw new AppError('ratePlanNotOffered');
}

/**
 * Inside a booking's or change's transaction: locks the plan's row `for key share`, so that a removal (which
 * locks it `for update`) waits for the booking to commit and then counts it, or the booking waits for the
 * removal and then finds the plan deleted or archived: 90250, and the transaction is undone.
 */
export async function lockPlanOnSale(tx: Db, hotelCode: string, ratePlanCode: string) {
  const [row] = await tx
    .select({ ratePlanCode: ratePlans.ratePlanCode })
    .from(ratePlans)
    .where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, ratePlanCode), onSale()))
    .for('key share');
  if (!row) throw new AppError('ratePlanNotOffered');
}
