import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../../test/context.ts';
import { ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { API, orderPayload } from './booking.test-helpers.ts';

export type Rate = { hotelCode: string; roomTypeCode: string; ratePlanCode: string };
export type Stay = { checkInDate: string; checkOutDate: string };

/** Quotes a group of room orders, then books it for the quoted amount (as the booking page does). */
export async function bookGroup(
  ctx: TestContext,
  entries: [Rate, Stay][],
  options: { address?: string; key?: string } = {},
) {
  const payload = { orders: entries.map(([rate, stay]) => orderPayload(rate, stay)), verifyAmount: 0 };
  const remoteAddress = options.address ?? '127.0.0.1';
  const quote = await ctx.app.inject({ method: 'POST', url: `${API}/en-US/stays/quote`, payload, remoteAddress });
  if (quote.statusCode !== 200) return quote;
  const headers: Record<string, string> = options.key ? { 'idempotency-key': options.key } : {};
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/en-US/stays`,
    payload: { ...payload, verifyAmount: quote.json().data.payAmount },
    headers,
    remoteAddress,
  });
}

export async function payGroup(ctx: TestContext, groupId: string) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: `${API}/en-US/stays/payment`,
    payload: { groupId, channel: 1 },
  });
  if (started.statusCode !== 200) throw new Error(started.body);
  return started.json().data as { paymentId: string; payUrl: string; amount: number };
}

export const settle = (ctx: TestContext, payUrl: string) =>
  ctx.app.inject({
    method: 'POST',
    url: payUrl,
    payload: 'outcome=succeeded',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Two room types of one hotel, each sold with a free-cancellation and a non-refundable online rate. */
export async function twoRoomTypes(ctx: TestContext) {
  const db = ctx.database.db;
  const plans = await db
    .select()
    .from(ratePlans)
    .where(and(eq(ratePlans.paymentType, 1), eq(ratePlans.memberOnly, false), eq(ratePlans.codeOnly, false)));
  for (const free of plans.filter((plan) => plan.cancellationFlag === 1 && plan.minStay <= 1)) {
    const strict = plans.find(
      (plan) => plan.hotelCode === free.hotelCode && plan.cancellationFlag === 0 && plan.minStay <= 1,
    );
    const types = await db.select().from(roomTypes).where(eq(roomTypes.hotelCode, free.hotelCode));
    const priced: string[] = [];
    for (const type of types) {
      const rates = [free, ...(strict ? [strict] : [])].map((plan) => ({
        hotelCode: free.hotelCode,
        roomTypeCode: type.roomTypeCode,
        ratePlanCode: plan.ratePlanCode,
      }));
      let all = true;
      for (const rate of rates) {
        const quote = await ctx.app.inject({
          method: 'POST',
          url: `${API}/en-US/orders/quote`,
          payload: orderPayload(rate, { checkInDate: '2027-03-01', checkOutDate: '2027-03-02' }),
        });
        all &&= quote.statusCode === 200;
      }
      if (all) priced.push(type.roomTypeCode);
    }
    if (strict && priced.length >= 2) {
      const rate = (roomTypeCode: string, plan: typeof free) => ({
        hotelCode: free.hotelCode,
        roomTypeCode,
        ratePlanCode: plan.ratePlanCode,
      });
      return {
        double: rate(priced[0]!, free),
        twin: rate(priced[1]!, free),
        twinStrict: rate(priced[1]!, strict),
      };
    }
  }
  throw new Error('no demo hotel with two room types and free and non-refundable online rates');
}

export const nights = (checkInDate: string, checkOutDate: string): Stay => ({ checkInDate, checkOutDate });
