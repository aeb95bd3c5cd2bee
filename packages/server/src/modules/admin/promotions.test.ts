import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { API } from '../booking/booking.test-helpers.ts';
import { members } from '../member/member.schema.ts';
import { couponActivities, memberCoupons } from '../promotions/promotions.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const six = (text: string) => ({
  'zh-CN': `${text}（简）`,
  'zh-TW': `${text}（繁）`,
  'en-US': text,
  ja: `${text}（日）`,
  'ko-KR': `${text} (한)`,
  'th-TH': `${text} (ไทย)`,
});

const template = (templateCode: string, hotelCodes: string[]) => ({
  templateCode,
  name: six('CNY 80 off'),
  terms: six('One per stay'),
  couponType: 1,
  amount: 8_000,
  discountPercent: 0,
  maxDiscount: null,
  minSpend: 50_000,
  currency: 'CNY',
  hotelCodes,
  validDays: 60,
  isWelcome: false,
  isActive: true,
});

describeEachDatabase(
  'admin promotions',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;

    beforeAll(async () => {
      tokens = await allTokens(ctx);
    }, 60_000);

    it('lets managers keep their hotel’s coupon templates and group admins the group’s', async () => {
      expect(
        (await call('POST', '/coupon-templates', tokens.frontDesk, template('SHA80', ['SHA001']))).statusCode,
      ).toBe(403);
      expect((await call('GET', '/coupon-templates', tokens.contentEditor)).statusCode).toBe(403);
      const mine = await call('POST', '/coupon-templates', tokens.hotelManager, template('SHA80', ['SHA001']));
      expect(mine.statusCode, mine.body).toBe(200);
      const other = await call('POST', '/coupon-templates', tokens.hotelManager, template('PEK80', ['PEK001']));
      expect(other.json().errorCode).toBe(ErrorCode.staffHotelDenied);
      const group = await call('POST', '/coupon-templates', tokens.hotelManager, template('ALL80', []));
      expect(group.json().errorCode).toBe(ErrorCode.staffRoleDenied);
      expect((await call('POST', '/coupon-templates', tokens.groupAdmin, template('ALL80', []))).statusCode).toBe(200);
      const { templateCode: _t, ...fields } = template('SHA80', ['SHA001']);
      const updated = await call('PUT', '/coupon-templates/SHA80', tokens.hotelManager, { ...fields, amount: 9_000 });
      expect(updated.json().data.amount).toBe(9_000);
      const bad = await call('PUT', '/coupon-templates/SHA80', tokens.hotelManager, { ...fields, amount: 0 });
      expect(bad.statusCode).toBe(400);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'couponTemplate.update'));
      expect(audit).toMatchObject({ before: { amount: 8_000 }, after: { amount: 9_000 } });
    });

    it('issues gift vouchers and a member’s voucher, which the member then holds', async () => {
      const gifts = await call('POST', '/coupon-templates/SHA80/vouchers', tokens.hotelManager, { quantity: 3 });
      expect(gifts.statusCode, gifts.body).toBe(200);
      expect(gifts.json().data).toHaveLength(3);
      const listed = (await call('GET', '/vouchers?templateCode=SHA80&status=unused', tokens.hotelManager)).json().data;
      expect(listed.total).toBe(3);
      expect(
        listed.list.every(
          (v: { memberId: string | null; source: string }) => v.memberId === null && v.source === 'gift',
        ),
      ).toBe(true);

      const forMember = await call('POST', '/coupon-templates/SHA80/vouchers', tokens.hotelManager, {
        memberId: DEMO_MEMBER.memberId,
      });
      expect(forMember.statusCode, forMember.body).toBe(200);
      const held = await db().select().from(memberCoupons).where(eq(memberCoupons.templateCode, 'SHA80'));
      expect(held.filter((row) => row.memberId === DEMO_MEMBER.memberId)).toHaveLength(1);
      // The list names the holder by name and card number (as the member's row holds them), never the internal id.
      const [demo] = await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId));
      const withHolder = (await call('GET', '/vouchers?templateCode=SHA80', tokens.hotelManager)).json().data.list;
      const own = withHolder.find((v: { memberId: string | null }) => v.memberId === DEMO_MEMBER.memberId);
      expect(own).toMatchObject({ memberName: `${demo!.firstName} ${demo!.lastName}`, memberCardNo: demo!.cardNumber });
      expect(`${own.memberName} ${own.memberCardNo}`).not.toMatch(/mem_/);
      // The holder's tier is the one the member's own page shows (the loyalty rule on the ledgers).
      const detail = (await call('GET', `/members/${DEMO_MEMBER.memberId}`, tokens.groupAdmin)).json().data;
      expect(typeof detail.tier).toBe('number');
      expect(own.memberTier).toBe(detail.tier);
      const byCard = (
        await call('GET', `/vouchers?templateCode=SHA80&memberId=${demo!.cardNumber}`, tokens.hotelManager)
      ).json().data;
      expect(byCard.list.map((v: { couponId: string }) => v.couponId)).toEqual([own.couponId]);
      expect(withHolder.find((v: { memberId: string | null }) => v.memberId === null)).toMatchObject({
        memberName: null,
        memberCardNo: null,
        memberTier: null,
      });
      const unknown = await call('POST', '/coupon-templates/SHA80/vouchers', tokens.hotelManager, {
        memberId: 'nobody',
      });
      expect(unknown.statusCode).toBe(404);
      expect((await call('POST', '/coupon-templates/ALL80/vouchers', tokens.hotelManager, {})).statusCode).toBe(403);
    });

    it('finds the member staff name by card number, e-mail or mobile, with or without the country code', async () => {
      const [demo] = await db().select().from(members).where(eq(members.memberId, DEMO_MEMBER.memberId));
      const references = [
        demo!.cardNumber,
        demo!.email!.toUpperCase(),
        demo!.phone!,
        `+${demo!.mobileCountryNumber} ${demo!.phone}`,
      ];
      for (const reference of references) {
        const issued = await call('POST', '/coupon-templates/SHA80/vouchers', tokens.groupAdmin, {
          memberId: reference,
        });
        expect(issued.statusCode, `${reference}: ${issued.body}`).toBe(200);
      }
      const held = await db()
        .select()
        .from(memberCoupons)
        .where(and(eq(memberCoupons.templateCode, 'SHA80'), eq(memberCoupons.memberId, DEMO_MEMBER.memberId)));
      expect(held.length).toBeGreaterThanOrEqual(references.length);
      const guess = await call('POST', '/coupon-templates/SHA80/vouchers', tokens.hotelManager, {
        memberId: '880099999999',
      });
      expect(guess.statusCode).toBe(404);
      expect(guess.json().errorCode).toBe(ErrorCode.staffMemberOutOfScope);
    });

    it('creates and updates collection activities (group admins), which members then see', async () => {
      const activity = {
        activityCode: 'WINTER',
        name: six('Winter treats'),
        description: six('Collect a voucher'),
        templateCode: 'ALL80',
        startDate: '2026-11-01',
        endDate: '2027-02-28',
        totalQuantity: 100,
        perMemberLimit: 1,
        isActive: true,
        sortOrder: 1,
      };
      expect((await call('POST', '/coupon-activities', tokens.hotelManager, activity)).statusCode).toBe(403);
      const created = await call('POST', '/coupon-activities', tokens.groupAdmin, activity);
      expect(created.statusCode, created.body).toBe(200);
      const visible = await ctx().app.inject({ method: 'GET', url: `${API}/member/coupon/availableActivity` });
      expect(JSON.stringify(visible.json().data)).toContain('WINTER');
      const { activityCode: _a, ...fields } = activity;
      const paused = await call('PUT', '/coupon-activities/WINTER', tokens.groupAdmin, { ...fields, isActive: false });
      expect(paused.json().data.isActive).toBe(false);
      const [row] = await db().select().from(couponActivities).where(eq(couponActivities.activityCode, 'WINTER'));
      expect(row!.isActive).toBe(false);
      const missingTemplate = await call('POST', '/coupon-activities', tokens.groupAdmin, {
        ...activity,
        activityCode: 'NOPE',
        templateCode: 'NOPE',
      });
      expect(missingTemplate.statusCode).toBe(400);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
