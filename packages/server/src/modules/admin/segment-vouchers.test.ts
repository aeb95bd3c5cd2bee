import { OrderStatus } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { and, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { members } from '../member/member.schema.ts';
import { memberCoupons, voucherIssues } from '../promotions/promotions.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const six = (text: string) => ({
  'zh-CN': text,
  'zh-TW': text,
  'en-US': text,
  ja: text,
  'ko-KR': text,
  'th-TH': text,
});

describeEachDatabase(
  'vouchers issued to a segment of members',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    const TEMPLATE = 'SEGMENT50';
    const base = `/coupon-templates/${TEMPLATE}/segment-vouchers`;

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const created = await call('POST', '/coupon-templates', tokens.groupAdmin, {
        templateCode: TEMPLATE,
        name: six('CNY 50 off'),
        terms: six('One per stay'),
        couponType: 1,
        amount: 5_000,
        discountPercent: 0,
        maxDiscount: null,
        minSpend: 20_000,
        currency: 'CNY',
        hotelCodes: [],
        validDays: 30,
        isWelcome: false,
        isActive: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      // Three members who never stayed, on the demo site.
      const [demo] = await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId));
      await db()
        .insert(members)
        .values(
          [1, 2, 3].map((n) => ({
            memberId: `mem_segment_${n}`,
            cardNumber: `88009900000${n}`,
            siteCode: demo!.siteCode,
            language: 'en-US',
          })),
        );
    }, 60_000);

    /** Members with no completed stay that has a night on or after `since`, as the database holds them. */
    const notStayedSinceInDb = async (since: string) =>
      (
        await db()
          .select({ memberId: members.memberId })
          .from(members)
          .where(
            and(
              isNull(members.deletedAt),
              notExists(
                db()
                  .select({ one: sql`1` })
                  .from(orders)
                  .where(
                    and(
                      eq(orders.memberId, members.memberId),
                      eq(orders.status, OrderStatus.completed),
                      gt(orders.checkOutDate, since),
                    ),
                  ),
              ),
            ),
          )
      ).map((row) => row.memberId);
    const issuedFor = (requestKey: string) =>
      db().select().from(memberCoupons).where(eq(memberCoupons.requestKey, requestKey));

    it('is for group administrators only', async () => {
      const segment = { notStayedSince: '2020-01-01' };
      for (const role of ['hotelManager', 'frontDesk', 'contentEditor'] as const) {
        const preview = await call('POST', `${base}/preview`, tokens[role], { segment });
        expect(preview.statusCode, role).toBe(403);
        const issue = await call('POST', base, tokens[role], { segment, requestKey: `denied-${role}` });
        expect(issue.statusCode, role).toBe(403);
        expect(issue.json().errorCode).toBe(ErrorCode.staffRoleDenied);
      }
      expect(await issuedFor('denied-hotelManager')).toHaveLength(0);
    });

    it('needs a criterion and dates in order, named by field', async () => {
      const empty = await call('POST', `${base}/preview`, tokens.groupAdmin, { segment: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().data.fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'segment.tiers',
            message: expect.stringContaining('at least one criterion'),
          }),
        ]),
      );
      const reversed = await call('POST', `${base}/preview`, tokens.groupAdmin, {
        segment: { stayedAt: { hotelCode: 'SHA001', from: '2026-05-10', to: '2026-05-01' } },
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().data.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'segment.stayedAt.to' })]),
      );
      const shortKey = await call('POST', base, tokens.groupAdmin, {
        segment: { tiers: [1] },
        requestKey: 'x',
      });
      expect(shortKey.json().data.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'requestKey' })]),
      );
    });

    it('counts the members first, issues one voucher each, audited, and never twice for one request', async () => {
      const since = '2000-01-01';
      const expected = await notStayedSinceInDb(since);
      expect(expected).toEqual(expect.arrayContaining(['mem_segment_1', 'mem_segment_2', 'mem_segment_3']));
      const segment = { notStayedSince: since };
      const preview = await call('POST', `${base}/preview`, tokens.groupAdmin, { segment });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().data.count).toBe(expected.length);

      const request = { segment, requestKey: 'segment-never-stayed-0001' };
      // A double click: both at once, one issues and the other repeats its answer.
      const [first, second] = await Promise.all([
        call('POST', base, tokens.groupAdmin, request),
        call('POST', base, tokens.groupAdmin, request),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const answers = [first.json().data, second.json().data];
      expect(answers.map((answer) => answer.count)).toEqual([expected.length, expected.length]);
      expect(answers.filter((answer) => answer.replayed)).toHaveLength(1);

      const rows = await issuedFor(request.requestKey);
      expect(rows).toHaveLength(expected.length);
      expect(new Set(rows.map((row) => row.memberId))).toEqual(new Set(expected));
      expect(rows.every((row) => row.templateCode === TEMPLATE && row.status === 'unused')).toBe(true);
      expect(new Set(rows.map((row) => row.couponCode)).size).toBe(rows.length);

      // Retried later: the same answer, nothing more issued.
      const retry = await call('POST', base, tokens.groupAdmin, request);
      expect(retry.json().data).toMatchObject({ count: expected.length, replayed: true });
      expect(await issuedFor(request.requestKey)).toHaveLength(expected.length);

      // The key of another request is refused.
      const reused = await call('POST', base, tokens.groupAdmin, { ...request, segment: { tiers: [4] } });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().errorCode).toBe(ErrorCode.voucherRequestKeyReused);
      expect(await issuedFor(request.requestKey)).toHaveLength(expected.length);

      const [issue] = await db().select().from(voucherIssues).where(eq(voucherIssues.requestKey, request.requestKey));
      expect(issue).toMatchObject({ templateCode: TEMPLATE, memberCount: expected.length });
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'voucher.issueSegment'), eq(auditLog.entityId, TEMPLATE)));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.after).toMatchObject({
        requestKey: request.requestKey,
        count: expected.length,
        segment: { notStayedSince: since, tiers: [], stayedAt: null },
      });
    });

    it('reaches the members who stayed at a hotel in dates, and by tier', async () => {
      const [stay] = await db()
        .select()
        .from(orders)
        .where(and(eq(orders.memberId, DEMO_MEMBER.memberId), eq(orders.status, OrderStatus.completed)))
        .limit(1);
      expect(stay).toBeDefined();
      const stayedAt = { hotelCode: stay!.hotelCode, from: stay!.checkInDate, to: stay!.checkInDate };
      const expected = await db()
        .selectDistinct({ memberId: orders.memberId })
        .from(orders)
        .where(
          and(
            eq(orders.status, OrderStatus.completed),
            eq(orders.hotelCode, stay!.hotelCode),
            sql`${orders.checkInDate} <= ${stayedAt.to}::date`,
            gt(orders.checkOutDate, stayedAt.from),
          ),
        );
      const preview = await call('POST', `${base}/preview`, tokens.groupAdmin, { segment: { stayedAt } });
      expect(preview.json().data.count).toBe(expected.length);
      expect(expected.map((row) => row.memberId)).toContain(DEMO_MEMBER.memberId);

      // The demo member is Gold (tier 3); the members who never stayed are Classic.
      const gold = await call('POST', base, tokens.groupAdmin, {
        segment: { tiers: [3], stayedAt },
        requestKey: 'segment-gold-stayed-0001',
      });
      expect(gold.statusCode, gold.body).toBe(200);
      const rows = await issuedFor('segment-gold-stayed-0001');
      expect(rows.map((row) => row.memberId)).toEqual([DEMO_MEMBER.memberId]);
      expect(gold.json().data.count).toBe(1);
      const classic = await call('POST', `${base}/preview`, tokens.groupAdmin, {
        segment: { tiers: [1], notStayedSince: '2000-01-01' },
      });
      expect(classic.json().data.count).toBeGreaterThanOrEqual(3);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
