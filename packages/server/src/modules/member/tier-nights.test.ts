import { OrderStatus } from '@hotel/contract/enums';
import { addDays } from '@hotel/contract/schemas/common';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { TEST_TODAY } from '../../test/template.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { findOrder, transitionOrder } from '../booking/booking.repo.ts';
import { orders } from '../booking/booking.schema.ts';
import { findRate, orderPayload } from '../booking/booking.test-helpers.ts';
import { createExchangeService } from '../catalog/exchange.ts';
import { createLoyaltyService } from './loyalty.ts';
import { growthLedger, members } from './member.schema.ts';
import { bookingMember, caller, PASSWORD } from './member.test-helpers.ts';

describeEachDatabase(
  'tier progress by growth or qualifying nights',
  (ctx) => {
    const call = caller(ctx);
    const admin = adminCaller(ctx);
    const db = () => ctx().database.db;
    const loyalty = () =>
      createLoyaltyService({ db: db(), exchange: createExchangeService(db()), now: () => ctx().clock.now });

    beforeEach(() => {
      ctx().clock.now = new Date(`${TEST_TODAY}T04:00:00Z`);
    });

    /** Books a stay as the member and, unless `complete` is false, checks it in and out and credits it. */
    async function stay(token: string, checkInDate: string, checkOutDate: string, complete = true) {
      const rate = await findRate(db(), 2);
      const payload = orderPayload(rate, { checkInDate, checkOutDate });
      const quote = (await call('POST', '/en-US/orders/quote', token, payload)).json().data;
      const created = await call('POST', '/en-US/orders', token, { ...payload, verifyAmount: quote.payAmount });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.transactionId as string;
      if (!complete) return id;
      for (const to of [5, 2] as const) {
        const order = (await findOrder(db(), id))!;
        await transitionOrder(db(), order, {
          to,
          actor: 'test',
          reason: { code: 'other', note: 'stay' },
          now: new Date(),
        });
      }
      await loyalty().creditCompletedStay(id);
      return id;
    }

    /** What the database holds: each night of the member's completed stays, by its hotel date. */
    async function heldNights(memberId: string, year: number) {
      const rows = await db().select().from(orders).where(eq(orders.memberId, memberId));
      let nights = 0;
      for (const order of rows.filter((row) => row.status === OrderStatus.completed)) {
        for (let night = order.checkInDate; night < order.checkOutDate; night = addDays(night, 1)) {
          if (night.startsWith(`${year}-`)) nights++;
        }
      }
      return nights;
    }

    /** The member's standing after the clock moved on (the old session has lapsed by then). */
    async function standingLater(email: string, at: string) {
      ctx().clock.now = new Date(at);
      const login = await call('POST', '/member/login', null, { account: email, password: PASSWORD });
      expect(login.statusCode, login.body).toBe(200);
      return (await call('GET', '/member/memberInfo/memberGetPoint', login.json().data.token)).json().data;
    }

    async function heldGrowth(memberId: string) {
      const [row] = await db()
        .select({ total: sql<number>`coalesce(sum(${growthLedger.delta}), 0)::int` })
        .from(growthLedger)
        .where(eq(growthLedger.memberId, memberId));
      return Number(row!.total);
    }

    it('counts the nights and growth of completed stays as the database holds them, by the year each night falls in', async () => {
      const m = await bookingMember(ctx, 'nights.counter', '13500000301');
      // Two nights in 2026 and one in 2027 across New Year; two more in December; one stay never completed.
      await stay(m.token, '2026-12-30', '2027-01-02');
      await stay(m.token, '2026-12-20', '2026-12-22');
      await stay(m.token, '2026-12-24', '2026-12-26', false);
      const [member] = await db().select().from(members).where(eq(members.email, m.email));
      const memberId = member!.memberId;

      const standing = (await call('GET', '/member/memberInfo/memberGetPoint', m.token)).json().data;
      expect(await heldNights(memberId, 2026)).toBe(4);
      expect(standing.qualifyingNights).toBe(await heldNights(memberId, 2026));
      expect(standing.growth).toBe(await heldGrowth(memberId));
      expect(standing.growth).toBeGreaterThan(0);
      expect(standing.qualifyingPeriodEnd).toBe('2026-12-31');
      // Next tier both ways: growth and nights still needed, against the site's thresholds.
      const site = await siteSettings(member!.siteCode);
      expect(standing.nextTierNights).toBe(site.tierNightThresholds[standing.tier]);
      expect(standing.nightsToNextTier).toBe(standing.nextTierNights - standing.qualifyingNights);
      expect(standing.growthToNextTier).toBe(Math.max(0, (site.tierThresholds[standing.tier] ?? 0) - standing.growth));

      // In the new year the period moves on: the one January night counts, December's do not.
      const later = await standingLater(m.email, '2027-03-01T04:00:00Z');
      expect(later.qualifyingNights).toBe(await heldNights(memberId, 2027));
      expect(later.qualifyingNights).toBe(1);
      expect(later.qualifyingPeriodEnd).toBe('2027-12-31');
    });

    it('reaches a tier by nights alone against the site’s night thresholds, and keeps it through the next year', async () => {
      const m = await bookingMember(ctx, 'nights.gold', '13500000302');
      const [member] = await db().select().from(members).where(eq(members.email, m.email));
      const siteCode = member!.siteCode;
      const group = await staffToken(ctx, 'groupAdmin');
      const { tierThresholds: _g, tierNightThresholds: _n, ...rest } = await siteSettings(siteCode);
      const saved = await admin('PUT', `/sites/${siteCode}/settings`, group, {
        ...pick(rest),
        tierThresholds: [0, 1_000_000, 2_000_000, 3_000_000],
        tierNightThresholds: [0, 2, 4, 30],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // Thresholds that do not rise are refused and change nothing.
      const refused = await admin('PUT', `/sites/${siteCode}/settings`, group, {
        ...pick(rest),
        tierThresholds: [0, 1_000_000, 2_000_000, 3_000_000],
        tierNightThresholds: [0, 5, 5, 30],
      });
      expect(refused.statusCode).toBe(400);
      expect((await siteSettings(siteCode)).tierNightThresholds).toEqual([0, 2, 4, 30]);

      await stay(m.token, '2026-12-10', '2026-12-14');
      const standing = (await call('GET', '/member/memberInfo/memberGetPoint', m.token)).json().data;
      expect(standing).toMatchObject({
        tier: 3,
        qualifyingNights: 4,
        nextTier: 4,
        nextTierNights: 30,
        nightsToNextTier: 26,
      });
      expect(standing.growth).toBeLessThan(1_000_000);

      const kept = await standingLater(m.email, '2027-02-01T04:00:00Z');
      expect(kept).toMatchObject({
        tier: 3,
        qualifyingNights: 0,
        nightsToNextTier: 30,
        qualifyingPeriodEnd: '2027-12-31',
      });
      const lapsed = await standingLater(m.email, '2028-01-05T04:00:00Z');
      expect(lapsed.tier).toBe(1);
    });

    async function siteSettings(siteCode: string) {
      const group = await staffToken(ctx, 'groupAdmin');
      const sites = (await admin('GET', '/sites', group)).json().data as Record<string, unknown>[];
      return sites.find((site) => site.siteCode === siteCode) as Record<string, unknown> & {
        tierThresholds: number[];
        tierNightThresholds: number[];
      };
    }
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);

/** The fields of a site record that its settings form sends back. */
function pick(site: Record<string, unknown>) {
  const keys = [
    'languages',
    'language',
    'currency',
    'isUsedBulletin',
    'checkSceneType',
    'lockoutThreshold',
    'paymentDeadlineMinutes',
    'staffPointsAdjustmentCap',
    'staffPointsDailyCap',
    'staffGrowthAdjustmentCap',
    'staffGrowthDailyCap',
  ];
  return Object.fromEntries(keys.map((key) => [key, site[key]]));
}
