import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/context.ts';
import { createExchangeService } from '../catalog/exchange.ts';
import { createLoyaltyService } from '../member/loyalty.ts';
import { growthLedger } from '../member/member.schema.ts';
import { caller, registerByEmail } from '../member/member.test-helpers.ts';
import { createPaymentService } from '../payments/payments.service.ts';
import { createSandboxProvider } from '../payments/sandbox.ts';
import { createCouponService } from '../promotions/coupons.service.ts';
import { registerGoodsPayments } from './mall.payments.ts';
import { mallSkus } from './mall.schema.ts';
import { createMallOrders } from './orders.service.ts';
import { createMallShipping } from './shipping.service.ts';

export const ADDRESS = { name: 'Mei Lin', phone: '13800138000', region: 'Shanghai', detail: '88 Century Avenue' };

let counter = 0;
/** A freshly registered member (1,000 welcome points, welcome coupon). */
export async function newMember(ctx: () => TestContext, label = 'buyer') {
  counter += 1;
  return registerByEmail(ctx, `mall.${label}.${counter}.${Date.now()}@example.com`);
}

export function mallCaller(ctx: () => TestContext) {
  const call = caller(ctx);
  /** Quotes, then checks out with the quoted amount. */
  async function checkout(token: string, body: Record<string, unknown>, key?: string, lang = 'en-US') {
    const quote = await call('POST', `/${lang}/mall/checkout/quote`, token, body);
    if (quote.statusCode !== 200) return quote;
    return call(
      'POST',
      `/${lang}/mall/checkout`,
      token,
      { ...body, verifyAmount: quote.json().data.payAmount },
      key ? { 'idempotency-key': key } : {},
    );
  }
  /** Starts a payment and pays (or declines) it on the hosted sandbox page. */
  async function pay(token: string, orderId: string, outcome: 'succeeded' | 'failed' = 'succeeded') {
    const started = await call('POST', '/en-US/mall/orders/payment', token, { orderId, channel: 1 });
    if (started.statusCode !== 200) throw new Error(`payment: ${started.body}`);
    const { paymentId } = started.json().data;
    const page = await ctx().app.inject({ method: 'GET', url: `/sandbox-pay/${paymentId}?lang=en-US` });
    if (page.statusCode !== 200) throw new Error(`sandbox page: ${page.statusCode}`);
    return ctx().app.inject({
      method: 'POST',
      url: `/sandbox-pay/${paymentId}?lang=en-US`,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  const detail = async (token: string, orderId: string) =>
    (await call('GET', `/en-US/mall/orders/${orderId}`, token)).json().data;
  return { call, checkout, pay, detail };
}

export async function setStock(db: Db, skuCode: string, stock: number) {
  await db.update(mallSkus).set({ stock }).where(eq(mallSkus.skuCode, skuCode));
}
export async function stockOf(db: Db, skuCode: string) {
  const [row] = await db.select({ stock: mallSkus.stock }).from(mallSkus).where(eq(mallSkus.skuCode, skuCode));
  return row!.stock;
}

/** The goods-order service on the test database, for what jobs do (closing unpaid orders, commissions). */
export function jobServices(ctx: () => TestContext) {
  const db = ctx().database.db;
  const now = () => ctx().clock.now;
  const exchange = createExchangeService(db);
  return createMallOrders({
    db,
    payments: registerGoodsPayments(
      createPaymentService({ db, provider: createSandboxProvider('sandbox-secret-change-me-0001'), now }),
      { db },
    ),
    loyalty: createLoyaltyService({ db, exchange, now }),
    coupons: createCouponService({ db, exchange, now }),
    now,
  });
}

/** The shipping service on the test database (10 days to receive), for the job that receives shipped goods. */
export function shippingJob(ctx: () => TestContext) {
  const db = ctx().database.db;
  const now = () => ctx().clock.now;
  const exchange = createExchangeService(db);
  return createMallShipping({
    db,
    payments: registerGoodsPayments(
      createPaymentService({ db, provider: createSandboxProvider('sandbox-secret-change-me-0001'), now }),
      { db },
    ),
    loyalty: createLoyaltyService({ db, exchange, now }),
    coupons: createCouponService({ db, exchange, now }),
    mails: { notify: async () => undefined },
    autoReceiveDays: 10,
    now,
  });
}

export { multipart } from '../../test/multipart.ts';

/**
 * Adds `delta` growth to a member (a staff adjustment row in the growth ledger) and returns the member's
 * growth as the database holds it now: lifts a member to a higher tier for the lists that name the tier.
 */
export async function raiseGrowth(ctx: () => TestContext, memberId: string, delta: number) {
  const db = ctx().database.db;
  await db.insert(growthLedger).values({ memberId, kind: 'adjust', delta, note: 'test' });
  const rows = await db.select().from(growthLedger).where(eq(growthLedger.memberId, memberId));
  return rows.reduce((sum, row) => sum + row.delta, 0);
}
