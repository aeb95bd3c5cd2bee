import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TestContext } from '../../test/context.ts';
import { inventory, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';

export const API = '/api/v1/booking';

/** A bookable room type and rate plan of the given payment type (and cancellation flag). */
export async function findRate(db: Db, paymentType: number, cancellationFlag?: number) {
  const plans = await db
    .select()
    .from(ratePlans)
    .where(and(eq(ratePlans.paymentType, paymentType), eq(ratePlans.memberOnly, false), eq(ratePlans.codeOnly, false)));
  const plan = plans.find(
    (p) => (cancellationFlag === undefined || p.cancellationFlag === cancellationFlag) && p.minStay <= 1,
  );
  if (!plan) throw new Error(`no demo rate with payment type ${paymentType} and flag ${cancellationFlag}`);
  const [room] = await db.select().from(roomTypes).where(eq(roomTypes.hotelCode, plan.hotelCode)).limit(1);
  return { hotelCode: plan.hotelCode, roomTypeCode: room!.roomTypeCode, ratePlanCode: plan.ratePlanCode };
}

export function orderPayload(
  rate: { hotelCode: string; roomTypeCode: string; ratePlanCode: string },
  stay: { checkInDate: string; checkOutDate: string; roomCount?: number },
  extra: Record<string, unknown> = {},
) {
  const roomCount = stay.roomCount ?? 1;
  return {
    ...rate,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    roomCount,
    guestsNumber: { adultCount: roomCount, childCount: 0 },
    roomInfo: Array.from({ length: roomCount }, (_, index) => ({
      checkInInfo: {
        guestsNumber: { adultCount: 1, childCount: 0 },
        customer: [{ title: 'Ms', firstName: 'Mei', lastName: `Lin${'abcdefghij'[index]}` }],
      },
      otherRequires: [1],
      otherComment: 'Late arrival',
    })),
    booker: { name: 'Mei Lin', email: 'mei.lin@example.com', mobile: '86 13800138000' },
    verifyAmount: 0,
    ...extra,
  };
}

/** Quotes the order, then books it with the quoted amount. */
export async function book(ctx: TestContext, payload: ReturnType<typeof orderPayload>, lang = 'en-US', headers = {}) {
  const quote = await ctx.app.inject({ method: 'POST', url: `${API}/${lang}/orders/quote`, payload });
  if (quote.statusCode !== 200) return quote;
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/${lang}/orders`,
    payload: { ...payload, verifyAmount: quote.json().data.payAmount },
    headers,
  });
}

/** Pays an order in full on the sandbox acquirer's page, as a guest would. */
export async function payInSandbox(ctx: TestContext, transactionId: string) {
  const { payUrl } = (
    await ctx.app.inject({ method: 'POST', url: `${API}/en-US/orders/payment`, payload: { transactionId, channel: 1 } })
  ).json().data;
  return ctx.app.inject({
    method: 'POST',
    url: payUrl,
    payload: 'outcome=succeeded',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function inventoryOf(db: Db, hotelCode: string, roomTypeCode: string, night: string) {
  const [row] = await db
    .select()
    .from(inventory)
    .where(
      and(eq(inventory.hotelCode, hotelCode), eq(inventory.roomTypeCode, roomTypeCode), eq(inventory.night, night)),
    );
  return row!;
}

export async function setRoomsLeft(db: Db, hotelCode: string, roomTypeCode: string, night: string, left: number) {
  const row = await inventoryOf(db, hotelCode, roomTypeCode, night);
  await db
    .update(inventory)
    .set({ sold: row.total - row.held - left, closed: false })
    .where(
      and(eq(inventory.hotelCode, hotelCode), eq(inventory.roomTypeCode, roomTypeCode), eq(inventory.night, night)),
    );
}
