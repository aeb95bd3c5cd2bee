import { randomBytes } from 'node:crypto';
import { MALL_COUPON_SCOPE } from '@hotel/contract/constants';
import { couponFits, couponScopeOf } from '@hotel/contract/couponScope';
import { CouponType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { addDays } from '@hotel/contract/schemas/common';
import type { CouponActivity, CouponListStatus, MemberCoupon } from '@hotel/contract/schemas/loyalty';
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { utcToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { newConfirmationNumber } from '../../platform/ids.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { ExchangeService } from '../catalog/catalog.module.ts';
import { couponActivities, couponActivityClaims, couponTemplates, memberCoupons } from './promotions.schema.ts';

type TemplateRow = typeof couponTemplates.$inferSelect;
type CouponRow = typeof memberCoupons.$inferSelect;

/** A voucher as priced for one order: the coupon and the amount it takes off, in the order's currency. */
export interface AppliedVoucher {
  couponId: string;
  couponCode: string;
  memberId: string | null;
  discount: number;
}

function statusOf(coupon: CouponRow, today: string): CouponListStatus {
  if (coupon.status === 'used') return 'used';
  return coupon.validTo < today ? 'expired' : 'unused';
}

function toCoupon(coupon: CouponRow, template: TemplateRow, lang: Language, today: string): MemberCoupon {
  return {
    couponId: coupon.couponId,
    couponCode: coupon.couponCode,
    source: coupon.source,
    templateCode: template.templateCode,
    name: inLanguage(template.name, lang),
    terms: inLanguage(template.terms, lang),
    couponType: template.couponType as MemberCoupon['couponType'],
    amount: template.amount,
    discountPercent: template.discountPercent,
    maxDiscount: template.maxDiscount,
    minSpend: template.minSpend,
    currency: template.currency,
    hotelCodes: template.hotelCodes,
    validFrom: coupon.validFrom,
    validTo: coupon.validTo,
    status: statusOf(coupon, today),
    usedAt: coupon.usedAt?.toISOString() ?? null,
    transactionId: coupon.transactionId,
  };
}

/** A voucher code members can also type: CP plus ten characters nobody misreads. */
export function newCouponCode(): string {
  return `CP${newConfirmationNumber().slice(2)}`;
}

/**
 * Coupons and vouchers: a member's wallet, collection activities (limits enforced in the database),
 * and the voucher of an order, validated when it is priced, claimed in the booking transaction and
 * given back when the order is cancelled or closes.
 */
export function createCouponService(deps: { db: Db; exchange: ExchangeService; now: () => Date }) {
  const { db } = deps;
  const today = () => utcToday(deps.now());

  async function convert(amount: number, from: string, to: string) {
    if (from === to || amount === 0) return amount;
    const converted = (await deps.exchange.converterTo(to))(amount, from);
    if (!converted) throw new AppError('noCurrencyConversion');
    return converted.amount;
  }

  async function issueCoupon(
    tx: Db,
    input: { templateCode: string; memberId: string | null; source: string; activityCode?: string; validDays?: number },
  ): Promise<CouponRow> {
    const [template] = await tx
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.templateCode, input.templateCode));
    if (!template) throw new AppError('voucherCollectFailed');
    const from = today();
    const [row] = await tx
      .insert(memberCoupons)
      .values({
        couponId: `cpn_${randomBytes(12).toString('base64url')}`,
        couponCode: newCouponCode(),
        templateCode: template.templateCode,
        memberId: input.memberId,
        source: input.source,
        activityCode: input.activityCode ?? null,
        validFrom: from,
        validTo: addDays(from, Math.max(1, input.validDays ?? template.validDays) - 1),
      })
      .returning();
    return row!;
  }

  /** The welcome coupons every new member receives (templates flagged as welcome). */
  async function issueWelcomeCoupons(tx: Db, memberId: string) {
    const templates = await tx
      .select()
      .from(couponTemplates)
      .where(and(eq(couponTemplates.isWelcome, true), eq(couponTemplates.isActive, true)));
    for (const template of templates) {
      await issueCoupon(tx, { templateCode: template.templateCode, memberId, source: 'welcome' });
    }
  }

  async function listCoupons(memberId: string, status: CouponListStatus, lang: Language): Promise<MemberCoupon[]> {
    const day = today();
    const filter =
      status === 'used'
        ? eq(memberCoupons.status, 'used')
        : status === 'expired'
          ? and(eq(memberCoupons.status, 'unused'), lt(memberCoupons.validTo, day))
          : and(eq(memberCoupons.status, 'unused'), gte(memberCoupons.validTo, day));
    const rows = await db
      .select({ coupon: memberCoupons, template: couponTemplates })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.templateCode, memberCoupons.templateCode))
      .where(and(eq(memberCoupons.memberId, memberId), filter))
      .orderBy(status === 'unused' ? asc(memberCoupons.validTo) : desc(memberCoupons.issuedAt));
    return rows.map(({ coupon, template }) => toCoupon(coupon, template, lang, day));
  }

  /** One of the member's own coupons; anyone else's reads as not found. */
  async function couponDetail(memberId: string, couponId: string, lang: Language): Promise<MemberCoupon> {
    const [row] = await db
      .select({ coupon: memberCoupons, template: couponTemplates })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.templateCode, memberCoupons.templateCode))
      .where(and(eq(memberCoupons.couponId, couponId), eq(memberCoupons.memberId, memberId)));
    if (!row) throw new AppError('noRecordFound');
    return toCoupon(row.coupon, row.template, lang, today());
  }

  async function availableActivities(memberId: string | null, lang: Language): Promise<CouponActivity[]> {
    const day = today();
    const rows = await db
      .select({ activity: couponActivities, template: couponTemplates })
      .from(couponActivities)
      .innerJoin(couponTemplates, eq(couponTemplates.templateCode, couponActivities.templateCode))
      .where(
        and(
          eq(couponActivities.isActive, true),
          sql`${couponActivities.startDate} <= ${day}`,
          sql`${couponActivities.endDate} >= ${day}`,
        ),
      )
      .orderBy(asc(couponActivities.sortOrder), asc(couponActivities.activityCode));
    const claims = memberId
      ? await db.select().from(couponActivityClaims).where(eq(couponActivityClaims.memberId, memberId))
      : [];
    const claimed = new Map(claims.map((claim) => [claim.activityCode, claim.claimed]));
    return rows.map(({ activity, template }) => ({
      activityCode: activity.activityCode,
      name: inLanguage(activity.name, lang),
      description: inLanguage(activity.description, lang),
      startDate: activity.startDate,
      endDate: activity.endDate,
      perMemberLimit: activity.perMemberLimit,
      collected: claimed.get(activity.activityCode) ?? 0,
      remaining: activity.totalQuantity === null ? null : activity.totalQuantity - activity.issuedCount,
      coupon: {
        templateCode: template.templateCode,
        name: inLanguage(template.name, lang),
        terms: inLanguage(template.terms, lang),
        couponType: template.couponType as MemberCoupon['couponType'],
        amount: template.amount,
        discountPercent: template.discountPercent,
        maxDiscount: template.maxDiscount,
        minSpend: template.minSpend,
        currency: template.currency,
        validDays: template.validDays,
      },
    }));
  }

  /**
   * Collects a coupon of an activity in one transaction: the activity's count goes up only while
   * coupons are left, and the member's claim row only while under the per-member limit (a conditional
   * upsert), so concurrent collections never exceed either; any refusal rolls both back.
   */
  async function collect(memberId: string, activityCode: string, lang: Language): Promise<MemberCoupon> {
    const day = today();
    const coupon = await inTransaction(db, async (tx) => {
      const [activity] = await tx
        .update(couponActivities)
        .set({ issuedCount: sql`${couponActivities.issuedCount} + 1` })
        .where(
          and(
            eq(couponActivities.activityCode, activityCode),
            eq(couponActivities.isActive, true),
            sql`${couponActivities.startDate} <= ${day}`,
            sql`${couponActivities.endDate} >= ${day}`,
            or(
              isNull(couponActivities.totalQuantity),
              sql`${couponActivities.issuedCount} < ${couponActivities.totalQuantity}`,
            ),
          ),
        )
        .returning();
      if (!activity) throw new AppError('voucherCollectFailed', { reason: 'unavailable' });
      const [claim] = await tx
        .insert(couponActivityClaims)
        .values({ activityCode, memberId, claimed: 1 })
        .onConflictDoUpdate({
          target: [couponActivityClaims.activityCode, couponActivityClaims.memberId],
          set: { claimed: sql`${couponActivityClaims.claimed} + 1` },
          setWhere: sql`${couponActivityClaims.claimed} < ${activity.perMemberLimit}`,
        })
        .returning();
      if (!claim) throw new AppError('voucherCollectFailed', { reason: 'limit' });
      return issueCoupon(tx, { templateCode: activity.templateCode, memberId, source: 'activity', activityCode });
    });
    return couponDetail(memberId, coupon.couponId, lang);
  }

  /**
   * Checks a voucher code for an order and prices it: the code exists, is the member's own or an
   * unassigned gift voucher, matches its source when one is given, is unused and valid today, applies
   * to the hotel and the spend reaches its minimum. Cash takes its amount off; discount takes a
   * percentage of the room amount (up to its cap). Amounts are converted to the order's currency.
   */
  async function priceVoucher(input: {
    voucherCode: string;
    voucherSource?: string;
    memberId: string | null;
    hotelCode: string;
    currency: string;
    roomAmount: number;
    totalAmount: number;
    today: string;
  }): Promise<AppliedVoucher> {
    const [row] = await db
      .select({ coupon: memberCoupons, template: couponTemplates })
      .from(memberCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.templateCode, memberCoupons.templateCode))
      .where(eq(memberCoupons.couponCode, input.voucherCode.trim().toUpperCase()));
    const refused = () => new AppError('voucherOrCardIncorrect', { field: 'voucherCode' });
    if (!row) throw refused();
    const { coupon, template } = row;
    if (coupon.memberId && !input.memberId) throw new AppError('pleaseLogIn');
    if (coupon.memberId && coupon.memberId !== input.memberId) throw refused();
    if (input.voucherSource && input.voucherSource !== coupon.source) throw refused();
    if (coupon.status !== 'unused' || coupon.validFrom > input.today || coupon.validTo < input.today) throw refused();
    if (!template.isActive) throw refused();
    // The mall prices its orders at the hotel code `MALL`: a coupon pays for goods or rooms by its scope.
    const order = input.hotelCode === MALL_COUPON_SCOPE ? 'goods' : 'rooms';
    const scope = couponScopeOf(template);
    if (!couponFits(scope, order)) throw new AppError('couponScopeMismatch', { field: 'voucherCode', scope });
    if (order === 'rooms' && template.hotelCodes.length > 0 && !template.hotelCodes.includes(input.hotelCode))
      throw refused();
    const minSpend = await convert(template.minSpend, template.currency, input.currency);
    if (input.totalAmount < minSpend) {
      throw new AppError('couponMinimumSpend', { field: 'voucherCode', minSpend, currency: input.currency });
    }
    let discount: number;
    if (template.couponType === CouponType.cash) {
      discount = await convert(template.amount, template.currency, input.currency);
    } else {
      discount = Math.floor((input.roomAmount * template.discountPercent) / 100);
      if (template.maxDiscount !== null) {
        discount = Math.min(discount, await convert(template.maxDiscount, template.currency, input.currency));
      }
    }
    return {
      couponId: coupon.couponId,
      couponCode: coupon.couponCode,
      memberId: coupon.memberId,
      discount: Math.max(0, Math.min(discount, input.totalAmount)),
    };
  }

  /** Claims the voucher for an order inside the booking transaction; a coupon already taken refuses the booking. */
  async function claimVoucher(tx: Db, voucher: AppliedVoucher, transactionId: string, now: Date) {
    const [claimed] = await tx
      .update(memberCoupons)
      .set({ status: 'used', transactionId, usedAt: now })
      .where(and(eq(memberCoupons.couponId, voucher.couponId), eq(memberCoupons.status, 'unused')))
      .returning({ couponId: memberCoupons.couponId });
    if (!claimed) throw new AppError('voucherOrCardIncorrect', { field: 'voucherCode' });
  }

  /** Gives an order's voucher back (order cancelled, closed or changed), inside the order's transaction. */
  async function releaseOrderVoucher(tx: Db, transactionId: string) {
    await tx
      .update(memberCoupons)
      .set({ status: 'unused', transactionId: null, usedAt: null })
      .where(and(eq(memberCoupons.transactionId, transactionId), eq(memberCoupons.status, 'used')));
  }

  return {
    issueCoupon,
    issueWelcomeCoupons,
    listCoupons,
    couponDetail,
    availableActivities,
    collect,
    priceVoucher,
    claimVoucher,
    releaseOrderVoucher,
  };
}
export type CouponService = ReturnType<typeof createCouponService>;

/** Every coupon a member holds or held, for the member's data export. */
export function couponsOfMember(db: Db, memberId: string) {
  return db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId));
}
