import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { goodsOrders, mallGoods, redemptionCodes } from '../mall/mall.schema.ts';
import { ADDRESS, mallCaller, newMember, raiseGrowth } from '../mall/mall.test-helpers.ts';
import { members } from '../member/member.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

describeEachDatabase(
  'the mall at the hotel: managers hand goods over, front desk redeems vouchers of its hotels',
  (ctx) => {
    const { checkout, pay, detail } = mallCaller(ctx);
    const admin = adminCaller(ctx);
    const db = () => ctx().database.db;
    let staff: Record<DemoRole, string>;
    beforeAll(async () => {
      staff = await allTokens(ctx);
    });

    const paidBreakfast = async () => {
      const { token } = await newMember(ctx);
      const order = (await checkout(token, { items: [{ skuCode: 'BREAKFAST-2', quantity: 1 }] })).json().data;
      await pay(token, order.orderId);
      return (await detail(token, order.orderId)).redemptionCodes[0].code as string;
    };
    const usesOf = async (code: string) =>
      (await db().select().from(redemptionCodes).where(eq(redemptionCodes.code, code)))[0]!.usesUsed;
    const validAt = async (hotelCodes: string[]) => {
      const [goods] = await db().select().from(mallGoods).where(eq(mallGoods.goodsCode, 'BREAKFAST-2'));
      await db()
        .update(mallGoods)
        .set({ voucher: { ...goods!.voucher!, hotelCodes } })
        .where(eq(mallGoods.goodsCode, 'BREAKFAST-2'));
    };

    it('front desk redeems a voucher valid at its hotel, and is refused one valid only elsewhere', async () => {
      await validAt(['SHA001']);
      const here = await paidBreakfast();
      const used = await admin('POST', '/mall/redemptions/use', staff.frontDesk, { code: here, uses: 1 });
      expect(used.statusCode, used.body).toBe(200);
      expect(await usesOf(here)).toBe(1);

      await validAt(['PEK001']);
      const elsewhere = await paidBreakfast();
      const audits = (await db().select().from(auditLog).where(eq(auditLog.action, 'mall.redemption.use'))).length;
      const refused = await admin('POST', '/mall/redemptions/use', staff.frontDesk, { code: elsewhere, uses: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe(ErrorCode.staffHotelDenied);
      expect(await usesOf(elsewhere)).toBe(0);
      expect(await db().select().from(auditLog).where(eq(auditLog.action, 'mall.redemption.use'))).toHaveLength(audits);
      // The group administrator works for every hotel.
      expect(
        (await admin('POST', '/mall/redemptions/use', staff.groupAdmin, { code: elsewhere, uses: 1 })).statusCode,
      ).toBe(200);
      // A voucher naming no hotel is good at every hotel.
      await validAt([]);
      const anywhere = await paidBreakfast();
      expect(
        (await admin('POST', '/mall/redemptions/use', staff.frontDesk, { code: anywhere, uses: 2 })).statusCode,
      ).toBe(200);
      expect(await usesOf(anywhere)).toBe(2);
    });

    it('a hotel manager finds and opens orders to hand them over, but cannot cancel; front desk cannot see orders', async () => {
      const { token, memberId, cardNumber } = await newMember(ctx);
      const order = (
        await checkout(token, { items: [{ skuCode: 'BATHROBE-L', quantity: 1 }], address: ADDRESS })
      ).json().data;
      await pay(token, order.orderId);
      const list = await admin('GET', '/mall/orders?status=2', staff.hotelManager);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.list.map((row: { orderId: string }) => row.orderId)).toContain(order.orderId);
      // Staff read the buyer's card number (the member's row holds it), never the internal id.
      const [buyer] = await db().select().from(members).where(eq(members.memberId, memberId));
      expect(buyer!.cardNumber).toBe(cardNumber);
      const row = list.json().data.list.find((one: { orderId: string }) => one.orderId === order.orderId);
      expect(row).toMatchObject({ memberId, memberCardNo: cardNumber });
      expect(`${row.memberName} ${row.memberCardNo}`).not.toMatch(/mem_/);
      // Beside the card, the tier (the member module's rule): Classic for a new member, Gold once the ledger
      // holds 5,000 growth; the list and the detail both follow the ledger.
      expect(row.memberTier).toBe(1);
      expect(await raiseGrowth(ctx, memberId, 5_000)).toBe(5_000);
      const lifted = (await admin('GET', '/mall/orders?status=2', staff.hotelManager)).json().data.list;
      expect(lifted.find((one: { orderId: string }) => one.orderId === order.orderId).memberTier).toBe(3);
      expect((await admin('GET', `/mall/orders/${order.orderId}`, staff.hotelManager)).json().data.memberTier).toBe(3);
      // Staff find the member's orders by the card number they read.
      const byCard = (await admin('GET', `/mall/orders?memberId=${cardNumber}`, staff.hotelManager)).json().data;
      expect(byCard.list.map((one: { orderId: string }) => one.orderId)).toEqual([order.orderId]);
      const opened = await admin('GET', `/mall/orders/${order.orderId}`, staff.hotelManager);
      expect(opened.json().data).toMatchObject({
        orderId: order.orderId,
        canDeliver: true,
        address: { detail: ADDRESS.detail },
      });
      const cancel = await admin('POST', '/mall/orders/cancel', staff.hotelManager, { orderId: order.orderId });
      expect(cancel.statusCode).toBe(403);
      const [stored] = await db().select().from(goodsOrders).where(eq(goodsOrders.orderId, order.orderId));
      expect(stored!.status).toBe(2);
      expect((await admin('GET', '/mall/orders', staff.frontDesk)).statusCode).toBe(403);
      expect((await admin('GET', `/mall/orders/${order.orderId}`, staff.contentEditor)).statusCode).toBe(403);
      expect((await admin('GET', '/mall/goods', staff.hotelManager)).statusCode).toBe(403);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
