import type { PromotionCodeCreate, PromotionCodeFields } from '@hotel/contract/schemas/admin-catalog';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { promotionCodes } from './promotions.schema.ts';

export type AdminPromotionCodeRow = typeof promotionCodes.$inferSelect;

/** Promotion, corporate and discount codes; `scope` (hotel codes) shows only those hotels' codes. */
export function listPromotionCodes(db: Db, scope: string[] | null) {
  const where = scope ? inArray(promotionCodes.hotelCode, scope.length ? scope : ['']) : undefined;
  return db.select().from(promotionCodes).where(where).orderBy(asc(promotionCodes.code));
}

export async function findPromotionCode(db: Db, code: string): Promise<AdminPromotionCodeRow> {
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code.toUpperCase()));
  if (!row) throw new AppError('noRecordFound');
  return row;
}

/** Codes are stored upper case, as guests type them in any case. */
export async function createPromotionCode(
  db: Db,
  input: PromotionCodeCreate,
  audit: AuditWriter<AdminPromotionCodeRow>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const [after] = await tx
        .insert(promotionCodes)
        .values({ ...input, code: input.code.toUpperCase() })
        .returning();
      return { before: null, after: after! };
    },
    audit,
  );
}

export async function updatePromotionCode(
  db: Db,
  code: string,
  fields: PromotionCodeFields,
  audit: AuditWriter<AdminPromotionCodeRow>,
) {
  const key = eq(promotionCodes.code, code.toUpperCase());
  return saveAudited(
    db,
    async (tx) => {
      const [before] = await tx.select().from(promotionCodes).where(key).for('update');
      if (!before) throw new AppError('noRecordFound');
      const [after] = await tx.update(promotionCodes).set(fields).where(key).returning();
      return { before, after: after! };
    },
    audit,
  );
}
