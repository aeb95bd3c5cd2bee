import type {
  AdminVoucherPage,
  CouponActivityCreate,
  CouponActivityFields,
  CouponTemplateCreate,
  CouponTemplateFields,
  VoucherQuery,
} from '@hotel/contract/schemas/admin-promotions';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import type { CouponService } from './coupons.service.ts';
import { couponActivities, couponTemplates, memberCoupons } from './promotions.schema.ts';

export type AdminCouponTemplateRow = typeof couponTemplates.$inferSelect;
export type AdminCouponActivityRow = typeof couponActivities.$inferSelect;
export type AdminVoucherRow = typeof memberCoupons.$inferSelect;

/** Templates only for some of `scope`'s hotels (null: every template, for group administrators). */
function templateInScope(scope: readonly string[]): SQL {
  if (scope.length === 0) return sql`false`;
  return sql`cardinality(${couponTemplates.hotelCodes}) > 0 and ${couponTemplates.hotelCodes} <@ ${sql.param([...scope])}::text[]`;
}

/** Coupon templates: hotel staff see the templates of their hotels only (a group-wide one is the group's). */
export function listCouponTemplates(db: Db, scope: readonly string[] | null) {
  return db
    .select()
    .from(couponTemplates)
    .where(scope ? templateInScope(scope) : undefined)
    .orderBy(asc(couponTemplates.templateCode));
}

export async function findCouponTemplate(db: Db, templateCode: string): Promise<AdminCouponTemplateRow> {
  const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.templateCode, templateCode));
  if (!row) throw new AppError('noRecordFound');
  return row;
}

export function createCouponTemplate(db: Db, input: CouponTemplateCreate, audit: AuditWriter<AdminCouponTemplateRow>) {
  return saveAudited(
    db,
    async (tx) => {
      const [after] = await tx.insert(couponTemplates).values(input).returning();
      return { before: null, after: after! };
    },
    audit,
  );
}

export function updateCouponTemplate(
  db: Db,
  templateCode: string,
  fields: CouponTemplateFields,
  audit: AuditWriter<AdminCouponTemplateRow>,
) {
  const key = eq(couponTemplates.templateCode, templateCode);
  return saveAudited(
    db,
    async (tx) => {
      const [before] = await tx.select().from(couponTemplates).where(key).for('update');
      if (!before) throw new AppError('noRecordFound');
      const [after] = await tx.update(couponTemplates).set(fields).where(key).returning();
      return { before, after: after! };
    },
    audit,
  );
}

/** Issues `quantity` vouchers of a template (to a member, or as gift vouchers anyone may use once). */
export function issueVouchers(
  db: Db,
  coupons: CouponService,
  input: { templateCode: string; memberId: string | null; quantity: number; validDays?: number },
  audit: AuditWriter<AdminVoucherRow[]>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const issued: AdminVoucherRow[] = [];
      for (let i = 0; i < input.quantity; i++) {
        issued.push(
          await coupons.issueCoupon(tx, {
            templateCode: input.templateCode,
            memberId: input.memberId,
            source: input.memberId ? 'reward' : 'gift',
            ...(input.validDays ? { validDays: input.validDays } : {}),
          }),
        );
      }
      return { before: null, after: issued };
    },
    audit,
    'memberId',
  );
}

/** Vouchers, newest first; hotel staff see the vouchers of their hotels' templates only. */
export async function listVouchers(
  db: Db,
  query: VoucherQuery,
  scope: readonly string[] | null,
): Promise<AdminVoucherPage> {
  const filters: SQL[] = [];
  if (scope) {
    filters.push(
      inArray(
        memberCoupons.templateCode,
        db.select({ templateCode: couponTemplates.templateCode }).from(couponTemplates).where(templateInScope(scope)),
      ),
    );
  }
  if (query.templateCode) filters.push(eq(memberCoupons.templateCode, query.templateCode));
  if (query.status) filters.push(eq(memberCoupons.status, query.status));
  if (query.memberId) filters.push(eq(memberCoupons.memberId, query.memberId));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(memberCoupons).where(where);
  const rows = await db
    .select()
    .from(memberCoupons)
    .where(where)
    .orderBy(desc(memberCoupons.issuedAt), desc(memberCoupons.couponId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    list: rows.map((row) => ({
      couponId: row.couponId,
      couponCode: row.couponCode,
      templateCode: row.templateCode,
      memberId: row.memberId,
      // Who holds it is the member module's: the back office's route fills the name, card number and tier in.
      memberName: null,
      memberCardNo: null,
      memberTier: null,
      source: row.source,
      activityCode: row.activityCode,
      validFrom: row.validFrom,
      validTo: row.validTo,
      status: row.status,
      transactionId: row.transactionId,
      issuedAt: row.issuedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function listCouponActivities(db: Db) {
  return db
    .select()
    .from(couponActivities)
    .orderBy(asc(couponActivities.sortOrder), asc(couponActivities.activityCode));
}

export function createCouponActivity(db: Db, input: CouponActivityCreate, audit: AuditWriter<AdminCouponActivityRow>) {
  return saveAudited(
    db,
    async (tx) => {
      const [after] = await tx.insert(couponActivities).values(input).returning();
      return { before: null, after: after! };
    },
    audit,
    'templateCode',
  );
}

/** Updates an activity; a total below what was already issued is refused by the table's CHECK. */
export function updateCouponActivity(
  db: Db,
  activityCode: string,
  fields: CouponActivityFields,
  audit: AuditWriter<AdminCouponActivityRow>,
) {
  const key = eq(couponActivities.activityCode, activityCode);
  return saveAudited(
    db,
    async (tx) => {
      const [before] = await tx.select().from(couponActivities).where(key).for('update');
      if (!before) throw new AppError('noRecordFound');
      const [after] = await tx.update(couponActivities).set(fields).where(key).returning();
      return { before, after: after! };
    },
    audit,
    'templateCode',
  );
}
