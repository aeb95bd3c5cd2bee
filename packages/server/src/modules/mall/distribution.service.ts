import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { paths } from '@hotel/contract/routes';
import type { Distribution, ReferredOrder, ShareLink } from '@hotel/contract/schemas/mall';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { memberCardsOf, memberNamesOf } from '../member/member.module.ts';
import {
  goodsOrderLines,
  goodsOrders,
  mallCommissions,
  mallGoods,
  mallShareLinks,
  mallWithdrawals,
} from './mall.schema.ts';
import { newMallCode } from './orders.repo.ts';
import { ensureProfile } from './profiles.ts';
import { commissionBalance, commissionCurrencyOf, toWithdrawal } from './withdrawals.service.ts';

/** Share links carrying a member's referral code, the orders they brought and the commissions earned. */
export function createMallDistribution(deps: {
  db: Db;
  now: () => Date;
  /** Members' tiers (the member module's loyalty rule), for lists that name members. */
  tiersOf: (memberIds: readonly string[]) => Promise<Map<string, number>>;
}) {
  const { db } = deps;

  async function createLink(memberId: string, goodsCode: string, lang: Language): Promise<ShareLink> {
    const [goods] = await db.select().from(mallGoods).where(eq(mallGoods.goodsCode, goodsCode));
    if (!goods?.isActive) throw new AppError('goodsNotFound');
    const profile = await ensureProfile(db, memberId);
    await db
      .insert(mallShareLinks)
      .values({ linkId: newMallCode('SL'), memberId, goodsCode })
      .onConflictDoNothing();
    const [link] = await db
      .select()
      .from(mallShareLinks)
      .where(and(eq(mallShareLinks.memberId, memberId), eq(mallShareLinks.goodsCode, goodsCode)));
    return {
      linkId: link!.linkId,
      goodsCode,
      goodsName: inLanguage(goods.name, lang),
      referralCode: profile.referralCode,
      path: paths.mallProduct(lang, goodsCode, { ref: profile.referralCode }),
      commissionRateBp: goods.commissionRateBp,
      createdAt: link!.createdAt.toISOString(),
    };
  }

  async function commissions(
    filter: { referrerMemberId?: string; status?: string },
    page: number,
    size: number,
    lang: Language,
  ) {
    const conditions: SQL[] = [];
    if (filter.referrerMemberId) conditions.push(eq(mallCommissions.referrerMemberId, filter.referrerMemberId));
    if (filter.status) conditions.push(eq(mallCommissions.status, filter.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ commission: mallCommissions, order: goodsOrders })
        .from(mallCommissions)
        .innerJoin(goodsOrders, eq(goodsOrders.orderId, mallCommissions.orderId))
        .where(where)
        .orderBy(desc(mallCommissions.createdAt), desc(mallCommissions.commissionId))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(mallCommissions).where(where),
    ]);
    const ids = rows.map((row) => row.order.orderId);
    const lines = ids.length
      ? await db
          .select({ orderId: goodsOrderLines.orderId, name: mallGoods.name })
          .from(goodsOrderLines)
          .innerJoin(mallGoods, eq(mallGoods.goodsCode, goodsOrderLines.goodsCode))
          .where(inArray(goodsOrderLines.orderId, ids))
      : [];
    const referrers = [...new Set(rows.map((row) => row.commission.referrerMemberId))];
    const [names, cards, tiers] = await Promise.all([
      memberNamesOf(db, referrers),
      memberCardsOf(db, referrers),
      deps.tiersOf(referrers),
    ]);
    const list = rows.map(({ commission, order }) => ({
      commissionId: commission.commissionId,
      referrerMemberId: commission.referrerMemberId,
      referrerName: names.get(commission.referrerMemberId) || cards.get(commission.referrerMemberId)?.name || '',
      referrerCardNo: cards.get(commission.referrerMemberId)?.cardNumber ?? '',
      referrerTier: tiers.get(commission.referrerMemberId) ?? null,
      orderId: order.orderId,
      goodsName: lines
        .filter((line) => line.orderId === order.orderId)
        .map((line) => inLanguage(line.name, lang))
        .join(', '),
      orderStatus: order.status,
      paidAmount: commission.baseAmount,
      commission: commission.amount,
      currency: commission.currency,
      status: commission.status as ReferredOrder['status'],
      payableAt: commission.payableAt?.toISOString() ?? null,
      createdAt: commission.createdAt.toISOString(),
    }));
    return { list, total: total?.n ?? 0, page, size };
  }

  async function overview(memberId: string, lang: Language): Promise<Distribution> {
    const profile = await ensureProfile(db, memberId);
    const links = await db
      .select({ link: mallShareLinks, goods: mallGoods })
      .from(mallShareLinks)
      .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallShareLinks.goodsCode))
      .where(eq(mallShareLinks.memberId, memberId))
      .orderBy(desc(mallShareLinks.createdAt));
    const referred = await commissions({ referrerMemberId: memberId }, 1, 50, lang);
    const currency = await commissionCurrencyOf(db, memberId);
    const [sums] = await db
      .select({
        pending: sql<number>`coalesce(sum(${mallCommissions.amount}) filter (where ${mallCommissions.status} = 'pending'), 0)::bigint`,
        cancelled: sql<number>`coalesce(sum(${mallCommissions.amount}) filter (where ${mallCommissions.status} = 'cancelled'), 0)::bigint`,
      })
      .from(mallCommissions)
      .where(and(eq(mallCommissions.referrerMemberId, memberId), eq(mallCommissions.currency, currency)));
    const balance = await commissionBalance(db, memberId, currency);
    return {
      referralCode: profile.referralCode,
      avatarUrl: profile.avatarPath ? `/images/${profile.avatarPath}?w=160` : null,
      links: links.map(({ link, goods }) => ({
        linkId: link.linkId,
        goodsCode: goods.goodsCode,
        goodsName: inLanguage(goods.name, lang),
        referralCode: profile.referralCode,
        path: paths.mallProduct(lang, goods.goodsCode, { ref: profile.referralCode }),
        commissionRateBp: goods.commissionRateBp,
        createdAt: link.createdAt.toISOString(),
      })),
      orders: referred.list.map(
        ({
          commissionId: _c,
          referrerMemberId: _r,
          referrerName: _n,
          referrerCardNo: _k,
          referrerTier: _t,
          ...order
        }) => order,
      ),
      earnings: { pending: Number(sums?.pending ?? 0), cancelled: Number(sums?.cancelled ?? 0), ...balance, currency },
      withdrawals: (
        await db
          .select()
          .from(mallWithdrawals)
          .where(eq(mallWithdrawals.memberId, memberId))
          .orderBy(desc(mallWithdrawals.createdAt))
          .limit(50)
      ).map(toWithdrawal),
    };
  }

  return { createLink, overview, commissions };
}
export type MallDistribution = ReturnType<typeof createMallDistribution>;
