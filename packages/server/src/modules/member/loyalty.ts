import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import { OrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import {
  DEFAULT_TIER_DISCOUNT_PERCENTS,
  DEFAULT_TIER_NIGHT_THRESHOLDS,
  DEFAULT_TIER_THRESHOLDS,
  type LedgerEntry,
  type MemberPoints,
  type Paged,
  type PointLot,
  pointsExpiryOf,
  qualifyingYear,
  remainingLots,
  tierDiscountPercent,
  tierStanding,
} from '@hotel/contract/schemas/loyalty';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { minorUnitDigits } from '../../platform/money.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { completedNightsOf, findOrder } from '../booking/booking.module.ts';
import { type ExchangeService, listActiveHotels } from '../catalog/catalog.module.ts';
import { billingLedger, growthLedger, memberSettings, members, pointsLedger } from './member.schema.ts';

export type MemberSettingsRow = typeof memberSettings.$inferSelect;

/** The programme's rules when a site has none of its own. */
export function defaultSettings(siteCode: string): MemberSettingsRow {
  return {
    siteCode,
    tierThresholds: [...DEFAULT_TIER_THRESHOLDS],
    tierNightThresholds: [...DEFAULT_TIER_NIGHT_THRESHOLDS],
    tierDiscountPercents: [...DEFAULT_TIER_DISCOUNT_PERCENTS],
    pointCurrency: DEFAULT_CURRENCY,
    pointValueMinor: 1,
    pointsPerUnit: 1,
    growthPerUnit: 1,
    welcomePoints: 0,
  };
}

const SETTINGS_CACHE_MS = 30_000;

/** Points earned on a spend: whole units of the point currency times the rate. */
export function pointsForSpend(pointCurrencyMinor: number, pointCurrency: string, perUnit: number): number {
  return Math.max(0, Math.floor(pointCurrencyMinor / 10 ** minorUnitDigits(pointCurrency)) * perUnit);
}

/**
 * Points, growth, tiers and the histories, always from the ledgers. A member's points balance changes
 * only together with a ledger row, inside the caller's transaction when it belongs to an order.
 */
export function createLoyaltyService(deps: { db: Db; exchange: ExchangeService; now: () => Date }) {
  const { db } = deps;
  const cache = new Map<string, { at: number; settings: MemberSettingsRow }>();

  async function settingsFor(siteCode: string): Promise<MemberSettingsRow> {
    const cached = cache.get(siteCode);
    if (cached && Date.now() - cached.at < SETTINGS_CACHE_MS) return cached.settings;
    const [row] = await db.select().from(memberSettings).where(eq(memberSettings.siteCode, siteCode));
    const settings = row ?? defaultSettings(siteCode);
    cache.set(siteCode, { at: Date.now(), settings });
    return settings;
  }

  /** Converts minor units between currencies by the stored exchange rates. */
  async function convert(amount: number, from: string, to: string): Promise<number> {
    if (from === to) return amount;
    const converted = (await deps.exchange.converterTo(to))(amount, from);
    if (!converted) throw new AppError('noCurrencyConversion');
    return converted.amount;
  }

  async function growthOf(tx: Db, memberId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${growthLedger.delta}), 0)::int` })
      .from(growthLedger)
      .where(eq(growthLedger.memberId, memberId));
    return row?.total ?? 0;
  }

  async function pointsOf(tx: Db, memberId: string): Promise<number> {
    const [row] = await tx
      .select({ points: members.pointsBalance })
      .from(members)
      .where(eq(members.memberId, memberId));
    return row?.points ?? 0;
  }

  /** Tier (by growth or qualifying nights, the rule of `tierStanding`) and its benefit for a member on a site. */
  async function tierOf(memberId: string, siteCode: string) {
    const period = qualifyingYear(deps.now());
    const [settings, growth, nights] = await Promise.all([
      settingsFor(siteCode),
      growthOf(db, memberId),
      completedNightsOf(db, memberId, period.year),
    ]);
    const { tier, next } = tierStanding({
      growth,
      nightsThisYear: nights.thisYear,
      nightsLastYear: nights.lastYear,
      growthThresholds: settings.tierThresholds,
      nightThresholds: settings.tierNightThresholds,
    });
    const discountPercent = tierDiscountPercent(tier, settings.tierDiscountPercents);
    return { tier, next, growth, nights: nights.thisYear, period, discountPercent, settings };
  }

  /**
   * The tiers of many members at once (each by its own site's rule, as `tierOf`), for the back office's lists
   * that name members; members not found are left out.
   */
  async function tiersOf(memberIds: readonly string[]): Promise<Map<string, number>> {
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ memberId: members.memberId, siteCode: members.siteCode })
      .from(members)
      .where(inArray(members.memberId, ids));
    const tiers = await Promise.all(
      rows.map(async (row) => [row.memberId, (await tierOf(row.memberId, row.siteCode)).tier] as const),
    );
    return new Map(tiers);
  }

  /** What `points` points are worth in minor units of `currency`. */
  async function pointsValue(points: number, currency: string, settings: MemberSettingsRow): Promise<number> {
    if (points <= 0) return 0;
    return convert(points * settings.pointValueMinor, settings.pointCurrency, currency);
  }

  /** The most points whose value does not exceed `amount` minor units of `currency`. */
  async function pointsCovering(amount: number, currency: string, settings: MemberSettingsRow): Promise<number> {
    if (amount <= 0) return 0;
    const inPointCurrency = await convert(amount, currency, settings.pointCurrency);
    let points = Math.floor(inPointCurrency / settings.pointValueMinor);
    while (points > 0 && (await pointsValue(points, currency, settings)) > amount) points--;
    return points;
  }

  /**
   * Takes points for an order inside its transaction: one conditional UPDATE, so two bookings at once
   * can never take the same points twice, and the ledger row records the new balance.
   */
  async function redeemPoints(tx: Db, memberId: string, points: number, transactionId: string) {
    if (points <= 0) return;
    const [row] = await tx
      .update(members)
      .set({ pointsBalance: sql`${members.pointsBalance} - ${points}` })
      .where(and(eq(members.memberId, memberId), sql`${members.pointsBalance} >= ${points}`))
      .returning({ balance: members.pointsBalance });
    if (!row) throw new AppError('insufficientPoints', { field: 'point' });
    await tx
      .insert(pointsLedger)
      .values({ memberId, kind: 'redeem', delta: -points, balanceAfter: row.balance, transactionId, at: deps.now() });
  }

  /** Gives back whatever points an order still holds (cancelled, closed or changed), in its transaction. */
  async function refundOrderPoints(tx: Db, memberId: string, transactionId: string): Promise<number> {
    const [held] = await tx
      .select({ net: sql<number>`coalesce(-sum(${pointsLedger.delta}), 0)::int` })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.memberId, memberId),
          eq(pointsLedger.transactionId, transactionId),
          inArray(pointsLedger.kind, ['redeem', 'refund']),
        ),
      );
    const points = held?.net ?? 0;
    if (points <= 0) return 0;
    await grantPoints(tx, memberId, 'refund', points, transactionId);
    return points;
  }

  async function grantPoints(tx: Db, memberId: string, kind: string, points: number, transactionId?: string) {
    if (points === 0) return;
    const [row] = await tx
      .update(members)
      .set({ pointsBalance: sql`${members.pointsBalance} + ${points}` })
      .where(eq(members.memberId, memberId))
      .returning({ balance: members.pointsBalance });
    if (!row) return;
    await tx.insert(pointsLedger).values({
      memberId,
      kind,
      delta: points,
      balanceAfter: row.balance,
      transactionId: transactionId ?? null,
      // The app's clock, not the database's: a lot's expiry counts from it.
      at: deps.now(),
    });
  }

  /**
   * A back-office correction of points (positive or negative) inside the caller's transaction: one
   * conditional UPDATE, so the balance never goes below zero, and an `adjust` ledger row.
   */
  async function adjustPoints(tx: Db, memberId: string, delta: number, note: string): Promise<number> {
    const [row] = await tx
      .update(members)
      .set({ pointsBalance: sql`${members.pointsBalance} + ${delta}` })
      .where(and(eq(members.memberId, memberId), sql`${members.pointsBalance} + ${delta} >= 0`))
      .returning({ balance: members.pointsBalance });
    if (!row) throw new AppError('insufficientPoints', { field: 'delta' });
    await tx
      .insert(pointsLedger)
      .values({ memberId, kind: 'adjust', delta, balanceAfter: row.balance, note, at: deps.now() });
    return row.balance;
  }

  /** A back-office correction of growth: an `adjust` ledger row; the total never goes below zero. */
  async function adjustGrowth(tx: Db, memberId: string, delta: number, note: string): Promise<number> {
    const growth = await growthOf(tx, memberId);
    if (growth + delta < 0) throw new AppError('insufficientPoints', { field: 'delta' });
    await tx.insert(growthLedger).values({ memberId, kind: 'adjust', delta, note });
    return growth + delta;
  }

  /** The points a stay is expected to earn (shown as an estimate until it completes). */
  async function estimateStayPoints(order: {
    siteCode: string;
    roomAmount: number;
    pointDiscount: number;
    voucherDiscount: number;
    currency: string;
  }): Promise<number> {
    const settings = await settingsFor(order.siteCode);
    const spend = Math.max(0, order.roomAmount - order.pointDiscount - order.voucherDiscount);
    const inPointCurrency = await convert(spend, order.currency, settings.pointCurrency).catch(() => 0);
    return pointsForSpend(inPointCurrency, settings.pointCurrency, settings.pointsPerUnit);
  }

  /**
   * Credits a completed stay (status 2) of a member once: the consumption row, growth and points. The
   * back office calls it when a guest checks out; a second call for the same order changes nothing.
   * Returns what was credited, or null when the order is not a member's completed stay or was credited.
   */
  async function creditCompletedStay(transactionId: string): Promise<{ points: number; growth: number } | null> {
    // Completed (2) is final, so what to credit is worked out before the transaction; inside it, the
    // unique consumption row decides whether this call is the one that credits.
    const order = await findOrder(db, transactionId);
    if (!order || order.status !== OrderStatus.completed || !order.memberId) return null;
    const memberId = order.memberId;
    const settings = await settingsFor(order.siteCode);
    // Billing and spend record what the member paid: the total less vouchers and points.
    const paid = await convert(order.payAmount, order.currency, settings.pointCurrency);
    const spend = Math.max(0, order.roomAmount - order.pointDiscount - order.voucherDiscount);
    const earning = await convert(spend, order.currency, settings.pointCurrency);
    const growth = pointsForSpend(earning, settings.pointCurrency, settings.growthPerUnit);
    const points = pointsForSpend(earning, settings.pointCurrency, settings.pointsPerUnit);
    return inTransaction(db, async (tx) => {
      const [billed] = await tx
        .insert(billingLedger)
        .values({
          memberId,
          transactionId,
          hotelCode: order.hotelCode,
          amount: order.payAmount,
          currency: order.currency,
          pointCurrencyAmount: paid,
          at: deps.now(),
        })
        .onConflictDoNothing()
        .returning({ id: billingLedger.id });
      if (!billed) return null;
      if (growth > 0) await tx.insert(growthLedger).values({ memberId, kind: 'stay', delta: growth, transactionId });
      if (points > 0) await grantPoints(tx, memberId, 'earn', points, transactionId);
      return { points, growth };
    });
  }

  async function standing(memberId: string, siteCode: string, totalSaved: number, since: Date): Promise<MemberPoints> {
    const { tier, next, growth, nights, period, discountPercent, settings } = await tierOf(memberId, siteCode);
    return {
      points: await pointsOf(db, memberId),
      growth,
      tier,
      nextTier: next?.tier ?? null,
      growthToNextTier: next?.growthNeeded ?? 0,
      tierDiscountPercent: discountPercent,
      pointValue: settings.pointValueMinor,
      pointCurrency: settings.pointCurrency,
      totalSaved,
      savingsSince: since.toISOString(),
      tierThreshold: settings.tierThresholds[tier - 1] ?? 0,
      nextTierThreshold: next ? (settings.tierThresholds[next.tier - 1] ?? null) : null,
      qualifyingNights: nights,
      nightsToNextTier: next?.nightsNeeded ?? 0,
      nextTierNights: next ? (settings.tierNightThresholds[next.tier - 1] ?? null) : null,
      qualifyingPeriodEnd: period.lastNight,
    };
  }

  async function ledgerOf(tx: Db, memberId: string) {
    return tx
      .select({ delta: pointsLedger.delta, at: pointsLedger.at })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, memberId))
      .orderBy(asc(pointsLedger.id));
  }

  /** The member's points by the lot they were earned in, with the day each lot expires, soonest first. */
  async function pointLots(memberId: string): Promise<PointLot[]> {
    return remainingLots(await ledgerOf(db, memberId)).map((lot) => ({
      points: lot.points,
      earnedAt: lot.earnedAt.toISOString(),
      expiresAt: pointsExpiryOf(lot.earnedAt).toISOString(),
    }));
  }

  /**
   * Takes the points whose lots have run out (an `expire` ledger row each), member by member. Each
   * member's lots are read and debited in one transaction with the member's row locked, so a booking
   * that spends points at the same moment is counted before or after, never half.
   */
  async function expireDuePoints(): Promise<number> {
    const now = deps.now();
    const holders = await db
      .select({ memberId: members.memberId })
      .from(members)
      .where(sql`${members.pointsBalance} > 0`);
    let expired = 0;
    for (const { memberId } of holders) {
      expired += await inTransaction(db, async (tx) => {
        await tx.select({ id: members.memberId }).from(members).where(eq(members.memberId, memberId)).for('update');
        const due = remainingLots(await ledgerOf(tx, memberId))
          .filter((lot) => pointsExpiryOf(lot.earnedAt) < now)
          .reduce((sum, lot) => sum + lot.points, 0);
        if (due === 0) return 0;
        const [row] = await tx
          .update(members)
          .set({ pointsBalance: sql`${members.pointsBalance} - ${due}` })
          .where(and(eq(members.memberId, memberId), sql`${members.pointsBalance} >= ${due}`))
          .returning({ balance: members.pointsBalance });
        if (!row) return 0;
        await tx
          .insert(pointsLedger)
          .values({ memberId, kind: 'expire', delta: -due, balanceAfter: row.balance, at: now });
        return due;
      });
    }
    return expired;
  }

  async function pointsHistory(memberId: string, page: number, size: number): Promise<Paged<LedgerEntry>> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.memberId, memberId))
        .orderBy(desc(pointsLedger.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(pointsLedger).where(eq(pointsLedger.memberId, memberId)),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        delta: row.delta,
        balance: row.balanceAfter,
        amount: null,
        currency: null,
        transactionId: row.transactionId,
        hotelName: null,
        pointsEarned: null,
        growthEarned: null,
        at: row.at.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      size,
    };
  }

  async function growthHistory(memberId: string, page: number, size: number): Promise<Paged<LedgerEntry>> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(growthLedger)
        .where(eq(growthLedger.memberId, memberId))
        .orderBy(desc(growthLedger.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(growthLedger).where(eq(growthLedger.memberId, memberId)),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        delta: row.delta,
        balance: null,
        amount: null,
        currency: null,
        transactionId: row.transactionId,
        hotelName: null,
        pointsEarned: null,
        growthEarned: null,
        at: row.at.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      size,
    };
  }

  async function consumptionHistory(
    memberId: string,
    page: number,
    size: number,
    lang: string,
  ): Promise<Paged<LedgerEntry>> {
    const [rows, [total], hotelRows] = await Promise.all([
      db
        .select()
        .from(billingLedger)
        .where(eq(billingLedger.memberId, memberId))
        .orderBy(desc(billingLedger.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(billingLedger).where(eq(billingLedger.memberId, memberId)),
      listActiveHotels(db, {}),
    ]);
    const names = new Map(hotelRows.map(({ hotel }) => [hotel.hotelCode, hotel.name[lang as Language]]));
    const earned = await earnedPerStay(rows.map((row) => row.transactionId));
    return {
      list: rows.map((row) => ({
        id: row.id,
        kind: 'stay',
        delta: 0,
        balance: null,
        amount: row.amount,
        currency: row.currency,
        transactionId: row.transactionId,
        hotelName: names.get(row.hotelCode) ?? row.hotelCode,
        pointsEarned: earned.points.get(row.transactionId) ?? 0,
        growthEarned: earned.growth.get(row.transactionId) ?? 0,
        at: row.at.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      size,
    };
  }

  /** The points and growth each of these stays earned when it completed. */
  async function earnedPerStay(transactionIds: string[]) {
    if (transactionIds.length === 0) return { points: new Map<string, number>(), growth: new Map<string, number>() };
    const [points, growth] = await Promise.all([
      db
        .select({ id: pointsLedger.transactionId, delta: pointsLedger.delta })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.kind, 'earn'), inArray(pointsLedger.transactionId, transactionIds))),
      db
        .select({ id: growthLedger.transactionId, delta: growthLedger.delta })
        .from(growthLedger)
        .where(and(eq(growthLedger.kind, 'stay'), inArray(growthLedger.transactionId, transactionIds))),
    ]);
    return {
      points: new Map(points.map((row) => [row.id ?? '', row.delta])),
      growth: new Map(growth.map((row) => [row.id ?? '', row.delta])),
    };
  }

  /** Spend this calendar year in the point currency, from the consumption history. */
  async function spendThisYear(memberId: string): Promise<number> {
    const year = deps.now().getUTCFullYear();
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${billingLedger.pointCurrencyAmount}), 0)::bigint` })
      .from(billingLedger)
      .where(and(eq(billingLedger.memberId, memberId), sql`${billingLedger.at} >= ${new Date(Date.UTC(year, 0, 1))}`));
    return Number(row?.total ?? 0);
  }

  return {
    settingsFor,
    convert,
    tierOf,
    tiersOf,
    pointsOf,
    growthOf,
    pointsValue,
    pointsCovering,
    redeemPoints,
    refundOrderPoints,
    grantPoints,
    estimateStayPoints,
    creditCompletedStay,
    adjustPoints,
    adjustGrowth,
    /** Drops cached programme settings (after the back office changes them). */
    clearSettingsCache: () => cache.clear(),
    standing,
    pointLots,
    expireDuePoints,
    pointsHistory,
    growthHistory,
    consumptionHistory,
    spendThisYear,
  };
}
export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
