import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { API } from '../booking/booking.test-helpers.ts';
import { hotels, ratePlans } from '../catalog/catalog.schema.ts';
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

const roomType = (code: string) => ({
  roomTypeCode: code,
  name: six('Garden Twin'),
  description: six('Two beds facing the garden'),
  sizeSqm: 32,
  floor: '3-8',
  window: 'yes',
  smokingPolicy: 'nonSmoking',
  bedType: 'twin',
  maxAdults: 2,
  maxChildren: 1,
  sortOrder: 50,
});

const ratePlan = (code: string) => ({
  ratePlanCode: code,
  name: six('Early bird'),
  description: six('Book 30 days ahead'),
  paymentType: 1,
  cancellationFlag: 1,
  cancellationDeadlineHours: 48,
  mealPlan: 'BB',
  memberOnly: false,
  codeOnly: false,
  minStay: 1,
  maxStay: 14,
  sortOrder: 50,
});

describeEachDatabase(
  'admin catalogue',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    let hotelFields: Record<string, unknown>;
    const audits = (entityType: string) => db().select().from(auditLog).where(eq(auditLog.entityType, entityType));

    beforeAll(async () => {
      tokens = await allTokens(ctx);
      const list = (await call('GET', '/hotels', tokens.hotelManager)).json().data;
      expect(list.map((h: { hotelCode: string }) => h.hotelCode)).toEqual(['SHA001']);
      const { hotelCode: _code, groupCode: _group, pictures: _pictures, ...fields } = list[0];
      hotelFields = fields;
    }, 60_000);

    it('refuses front desk, content editors and visitors, writing no audit row', async () => {
      for (const role of ['frontDesk', 'contentEditor'] as const) {
        const rooms = await call('GET', '/hotels/SHA001/room-types', tokens[role]);
        expect(rooms.statusCode).toBe(403);
        expect(rooms.json().errorCode).toBe(ErrorCode.staffRoleDenied);
        expect((await call('PUT', '/hotels/SHA001', tokens[role], hotelFields)).statusCode).toBe(403);
        expect((await call('POST', '/hotels/SHA001/rate-plans', tokens[role], ratePlan('X1'))).statusCode).toBe(403);
      }
      expect((await call('GET', '/hotels', tokens.contentEditor)).statusCode).toBe(403);
      expect((await call('GET', '/promotion-codes', null)).statusCode).toBe(401);
      expect(await audits('hotel')).toHaveLength(0);
    });

    it('lets a hotel manager edit their hotel in six languages, audited, and shows guests the change', async () => {
      const updated = await call('PUT', '/hotels/SHA001', tokens.hotelManager, {
        ...hotelFields,
        name: six('Aurora Bund'),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data.name.ja).toBe('Aurora Bund（日）');
      const guest = await ctx().app.inject({ method: 'GET', url: `${API}/ko-KR/hotels/SHA001` });
      expect(guest.json().data.name ?? guest.json().data.hotel?.name).toBe('Aurora Bund (한)');
      const [row] = await audits('hotel');
      expect(row).toMatchObject({ action: 'hotel.update', entityId: 'SHA001', staffId: 'stf_manager_sha' });
      expect((row!.before as { name: { 'en-US': string } }).name['en-US']).not.toBe('Aurora Bund');
      expect((row!.after as { name: { 'en-US': string } }).name['en-US']).toBe('Aurora Bund');

      const other = await call('PUT', '/hotels/PEK001', tokens.hotelManager, hotelFields);
      expect(other.statusCode).toBe(403);
      expect(other.json().errorCode).toBe(ErrorCode.staffHotelDenied);
      // Only the default language is needed (ADR 0026): a name without it is refused on that field.
      const missing = await call('PUT', '/hotels/SHA001', tokens.hotelManager, {
        ...hotelFields,
        name: { ja: '日本語だけ', 'en-US': '' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.fields.map((f: { field: string }) => f.field)).toEqual(['name.en-US']);
      expect(await audits('hotel')).toHaveLength(1);
    });

    it('creates hotels for group admins only', async () => {
      const input = { ...hotelFields, hotelCode: 'SHA009', name: six('Aurora Hongqiao') };
      expect((await call('POST', '/hotels', tokens.hotelManager, input)).json().errorCode).toBe(
        ErrorCode.staffRoleDenied,
      );
      const created = await call('POST', '/hotels', tokens.groupAdmin, input);
      expect(created.statusCode, created.body).toBe(200);
      const [stored] = await db().select().from(hotels).where(eq(hotels.hotelCode, 'SHA009'));
      expect(stored!.name['th-TH']).toBe('Aurora Hongqiao (ไทย)');
      expect((await call('POST', '/hotels', tokens.groupAdmin, input)).json().errorCode).toBe(ErrorCode.codeInUse);
      const badCity = await call('POST', '/hotels', tokens.groupAdmin, {
        ...input,
        hotelCode: 'SHA010',
        cityCode: 'NOWHERE',
      });
      expect(badCity.statusCode).toBe(400);
      expect(badCity.json().data.fields[0].field).toBe('cityCode');
    });

    it('refuses a time zone or a currency guests could not be served in, writing nothing', async () => {
      const input = { ...hotelFields, hotelCode: 'SHA011', name: six('Aurora Mars') };
      const refusals = [
        [{ timeZone: 'Mars/Base' }, 'timeZone', 'Please choose a valid time zone (for example Asia/Shanghai).'],
        [{ currency: 'XXX' }, 'currency', 'Please enter a valid ISO 4217 currency code (for example CNY).'],
        [
          { currency: 'ZWL' },
          'currency',
          'This currency has no exchange rate yet. Add one under exchange rates first.',
        ],
      ] as const;
      for (const [change, field, message] of refusals) {
        for (const [method, url] of [
          ['POST', '/hotels'],
          ['PUT', '/hotels/SHA001'],
        ] as const) {
          const refused = await call(method, url, tokens.groupAdmin, { ...input, ...change });
          expect(refused.statusCode, `${method} ${JSON.stringify(change)}`).toBe(400);
          expect(refused.json().data.fields[0]).toEqual({ field, message });
        }
      }
      expect(await db().select().from(hotels).where(eq(hotels.hotelCode, 'SHA011'))).toHaveLength(0);
      const [stored] = await db().select().from(hotels).where(eq(hotels.hotelCode, 'SHA001'));
      expect(stored).toMatchObject({ timeZone: 'Asia/Shanghai', currency: 'CNY' });
    });

    it('refuses a meal plan guests could not be told (only the stored codes), writing nothing', async () => {
      const refused = await call('POST', '/hotels/SHA001/rate-plans', tokens.hotelManager, {
        ...ratePlan('MEALX'),
        mealPlan: 'roomOnly',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields[0].field).toBe('mealPlan');
      expect(refused.json().message).not.toMatch(/mealPlan/);
      const stored = await db()
        .select()
        .from(ratePlans)
        .where(and(eq(ratePlans.hotelCode, 'SHA001'), eq(ratePlans.ratePlanCode, 'MEALX')));
      expect(stored).toHaveLength(0);
    });

    it('creates and updates room types, rate plans and add-ons of the manager’s hotel', async () => {
      const room = await call('POST', '/hotels/SHA001/room-types', tokens.hotelManager, roomType('GTWN'));
      expect(room.statusCode, room.body).toBe(200);
      expect((await call('POST', '/hotels/SHA001/room-types', tokens.hotelManager, roomType('GTWN'))).statusCode).toBe(
        409,
      );
      const { roomTypeCode: _r, ...roomFields } = roomType('GTWN');
      const resized = await call('PUT', '/hotels/SHA001/room-types/GTWN', tokens.hotelManager, {
        ...roomFields,
        sizeSqm: 35,
      });
      expect(resized.json().data.sizeSqm).toBe(35);

      const noDeadline = await call('POST', '/hotels/SHA001/rate-plans', tokens.hotelManager, {
        ...ratePlan('EARLY'),
        cancellationDeadlineHours: null,
      });
      expect(noDeadline.statusCode).toBe(400);
      expect(noDeadline.json().data.fields[0].field).toBe('cancellationDeadlineHours');
      const plan = await call('POST', '/hotels/SHA001/rate-plans', tokens.hotelManager, ratePlan('EARLY'));
      expect(plan.statusCode, plan.body).toBe(200);
      const { ratePlanCode: _p, ...planFields } = ratePlan('EARLY');
      const memberOnly = await call('PUT', '/hotels/SHA001/rate-plans/EARLY', tokens.hotelManager, {
        ...planFields,
        memberOnly: true,
        codeOnly: true,
        cancellationFlag: 0,
        cancellationDeadlineHours: null,
      });
      expect(memberOnly.statusCode, memberOnly.body).toBe(200);
      const [stored] = await db()
        .select()
        .from(ratePlans)
        .where(and(eq(ratePlans.hotelCode, 'SHA001'), eq(ratePlans.ratePlanCode, 'EARLY')));
      expect(stored).toMatchObject({ memberOnly: true, codeOnly: true, cancellationFlag: 0 });
      expect(
        (await call('PUT', '/hotels/SHA001/rate-plans/NOPE', tokens.hotelManager, planFields)).json().errorCode,
      ).toBe(ErrorCode.ratePlanNotFound);

      const addon = {
        addonCode: 'SPA',
        addonType: 1,
        name: six('Spa'),
        description: six('One hour'),
        price: 38_000,
        pricingUnit: 'perPerson',
        sortOrder: 9,
      };
      expect((await call('POST', '/hotels/SHA001/addons', tokens.hotelManager, addon)).statusCode).toBe(200);
      const { addonCode: _a, ...addonFields } = addon;
      const repriced = await call('PUT', '/hotels/SHA001/addons/SPA', tokens.hotelManager, {
        ...addonFields,
        price: 42_000,
      });
      expect(repriced.json().data.price).toBe(42_000);
      const listed = (await call('GET', '/hotels/SHA001/addons', tokens.hotelManager)).json().data;
      expect(listed.find((a: { addonCode: string }) => a.addonCode === 'SPA').price).toBe(42_000);
      const actions = (await db().select().from(auditLog)).map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'roomType.create',
          'roomType.update',
          'ratePlan.create',
          'ratePlan.update',
          'addon.create',
          'addon.update',
        ]),
      );
    });

    it('manages codes: managers for their hotel, group-wide codes for group admins, usable by guests at once', async () => {
      const code = {
        code: 'bund15',
        discountType: 2,
        hotelCode: 'SHA001',
        ratePlanCodes: [],
        discountPercent: 15,
        companyName: six(''),
        validFrom: '2026-11-01',
        validTo: '2027-06-30',
        isActive: true,
      };
      const created = await call('POST', '/promotion-codes', tokens.hotelManager, code);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.code).toBe('BUND15');
      const groupWide = await call('POST', '/promotion-codes', tokens.hotelManager, {
        ...code,
        code: 'ALL15',
        hotelCode: null,
      });
      expect(groupWide.json().errorCode).toBe(ErrorCode.staffRoleDenied);
      expect(
        (await call('POST', '/promotion-codes', tokens.groupAdmin, { ...code, code: 'ALL15', hotelCode: null }))
          .statusCode,
      ).toBe(200);
      const mine = (await call('GET', '/promotion-codes', tokens.hotelManager)).json().data;
      expect(mine.map((c: { code: string }) => c.code)).toEqual(['BUND15']);
      expect((await call('PUT', '/promotion-codes/ALL15', tokens.hotelManager, code)).statusCode).toBe(403);

      const stay = 'hotelCode=SHA001&checkInDate=2027-01-20&checkOutDate=2027-01-21';
      const plain = (await ctx().app.inject({ method: 'GET', url: `${API}/en-US/rooms?${stay}` })).json().data;
      const coded = (
        await ctx().app.inject({ method: 'GET', url: `${API}/en-US/rooms?${stay}&discountType=2&discountCode=BUND15` })
      ).json().data;
      const price = (list: { list: { roomRates: { ratePlanCode: string; total: { amount: number } }[] }[] }) =>
        list.list[0]!.roomRates.find((rate) => rate.ratePlanCode === 'BAR')!.total.amount;
      expect(price(coded)).toBeLessThan(price(plain));

      const { code: _c, ...fields } = code;
      const off = await call('PUT', '/promotion-codes/bund15', tokens.hotelManager, { ...fields, isActive: false });
      expect(off.json().data.isActive).toBe(false);
      const refused = await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/rooms?${stay}&discountType=2&discountCode=BUND15`,
      });
      expect(refused.json().errorCode).toBe(ErrorCode.invalidPromotionCode);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'promotionCode.update'));
      expect(audit).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOG_LEVEL: 'error' },
);
