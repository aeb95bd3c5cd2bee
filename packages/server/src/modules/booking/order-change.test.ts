import { CancellationFlag, HistoryReason, OrderStatus } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { orderChangeQuoteSchema } from '@hotel/contract/schemas/orderChange';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { orderHistory, orderNights, orders } from './booking.schema.ts';
import { API, book, findRate, inventoryOf, orderPayload, payInSandbox, setRoomsLeft } from './booking.test-helpers.ts';

type Rate = Awaited<ReturnType<typeof findRate>>;
const stay = (checkInDate: string, checkOutDate: string) => ({ checkInDate, checkOutDate });

describeEachDatabase('changing a confirmed booking', (ctx) => {
  const db = () => ctx().database.db;
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const sold = async (rate: Rate, night: string) =>
    (await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, night)).sold;

  async function booked(rate: Rate, checkInDate: string, checkOutDate: string, email = 'mei.lin@example.com') {
    const response = await book(
      ctx(),
      orderPayload(rate, stay(checkInDate, checkOutDate), {
        booker: { name: 'Mei Lin', email, mobile: '86 13800138000' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.transactionId as string;
  }

  const change = (rate: Rate, checkInDate: string, checkOutDate: string, party = { adults: 1, children: 0 }) => ({
    checkInDate,
    checkOutDate,
    roomTypeCode: rate.roomTypeCode,
    ratePlanCode: rate.ratePlanCode,
    adultsPerRoom: party.adults,
    childrenPerRoom: party.children,
  });
  const quote = (id: string, body: object, lang = 'en-US') =>
    ctx().app.inject({ method: 'POST', url: `${API}/${lang}/orders/${id}/change/quote`, payload: body });
  const apply = (id: string, body: object, lang = 'en-US') =>
    ctx().app.inject({ method: 'POST', url: `${API}/${lang}/orders/${id}/change`, payload: body });

  async function quoted(id: string, body: object) {
    const response = await quote(id, body);
    expect(response.statusCode, response.body).toBe(200);
    return orderChangeQuoteSchema.parse(response.json().data);
  }

  it('moves a pay-at-hotel stay to other dates: repriced, nights moved, version raised, history and e-mail kept', async () => {
    const rate = await findRate(db(), 2, CancellationFlag.free);
    const id = await booked(rate, '2027-01-05', '2027-01-07', 'change.dates@example.com');
    const before = await orderOf(id);
    const soldBefore = { old: await sold(rate, '2027-01-05'), next: await sold(rate, '2027-01-12') };
    const body = change(rate, '2027-01-12', '2027-01-15');
    const offer = await quoted(id, body);
    expect(offer).toMatchObject({ settlement: 'atHotel', version: before.version, changeFee: 0 });
    expect(offer.before).toMatchObject({ checkInDate: '2027-01-05', nights: 2, payAmount: before.payAmount });
    expect(offer.after).toMatchObject({ checkInDate: '2027-01-12', nights: 3 });
    expect(offer.difference).toBe(offer.after.payAmount - before.payAmount);
    // The quote moved nothing.
    expect(await sold(rate, '2027-01-12')).toBe(soldBefore.next);

    const response = await apply(id, { ...body, verifyAmount: offer.verifyAmount, version: offer.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ checkInDate: '2027-01-12', nights: 3 });
    const after = await orderOf(id);
    expect(after).toMatchObject({
      status: OrderStatus.reserved,
      checkInDate: '2027-01-12',
      checkOutDate: '2027-01-15',
      nights: 3,
      payAmount: offer.verifyAmount,
      version: before.version + 1,
    });
    expect(await sold(rate, '2027-01-05')).toBe(soldBefore.old - 1);
    expect(await sold(rate, '2027-01-06')).toBe(
      (await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-01-06')).sold,
    );
    expect(await sold(rate, '2027-01-12')).toBe(soldBefore.next + 1);
    const nights = await db().select().from(orderNights).where(eq(orderNights.transactionId, id));
    expect(nights.map((n) => n.night).sort()).toEqual(['2027-01-12', '2027-01-13', '2027-01-14']);
    const [line] = await db()
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.transactionId, id), eq(orderHistory.reasonCode, HistoryReason.modified)));
    expect(line).toMatchObject({ actor: 'guest', fromStatus: 1, toStatus: 1 });
    expect(line!.details).toMatchObject({
      kind: 'modified',
      from: { checkInDate: '2027-01-05', checkOutDate: '2027-01-07' },
      to: { checkInDate: '2027-01-12', checkOutDate: '2027-01-15' },
    });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'change.dates@example.com'));
    expect(mails.some((mail) => mail.subject.startsWith('Changed:'))).toBe(true);

    // The quote it was applied on is stale now: applying it again changes nothing.
    const again = await apply(id, {
      ...change(rate, '2027-01-20', '2027-01-21'),
      verifyAmount: 1,
      version: offer.version,
    });
    expect(again.json().errorCode).toBe(ErrorCode.changeQuoteStale);
    expect((await orderOf(id)).version).toBe(before.version + 1);
  });

  it('gives the last room of a night to exactly one of two changes at once, the count exact', async () => {
    const rate = await findRate(db(), 2, CancellationFlag.free);
    const first = await booked(rate, '2027-02-01', '2027-02-02', 'race.one@example.com');
    const second = await booked(rate, '2027-02-03', '2027-02-04', 'race.two@example.com');
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-10', 1);
    const target = change(rate, '2027-02-10', '2027-02-11');
    const offers = [await quoted(first, target), await quoted(second, target)];
    const soldBefore = await sold(rate, '2027-02-10');
    const answers = await Promise.all(
      [first, second].map((id, i) =>
        apply(id, { ...target, verifyAmount: offers[i]!.verifyAmount, version: offers[i]!.version }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().errorCode).toBe(ErrorCode.soldOut);
    const night = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-10');
    expect(night.sold).toBe(soldBefore + 1);
    expect(night.total - night.held - night.sold).toBe(0);
    // The loser keeps its own night, still sold.
    const loserId = answers[0]!.statusCode === 409 ? first : second;
    const kept = await orderOf(loserId);
    expect(kept.checkInDate).toBe(loserId === first ? '2027-02-01' : '2027-02-03');
    expect(await sold(rate, kept.checkInDate)).toBeGreaterThan(0);
  });

  it('changes the rate of a sold-out night’s own room (its room is counted as its own)', async () => {
    const rate = await findRate(db(), 2, CancellationFlag.free);
    const id = await booked(rate, '2027-02-15', '2027-02-16');
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-15', 0);
    const offer = await quoted(id, change(rate, '2027-02-15', '2027-02-16', { adults: 2, children: 0 }));
    const response = await apply(id, {
      ...change(rate, '2027-02-15', '2027-02-16', { adults: 2, children: 0 }),
      verifyAmount: offer.verifyAmount,
      version: offer.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await orderOf(id)).adultsPerRoom).toBe(2);
    const night = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-15');
    expect(night.total - night.held - night.sold).toBe(0);
  });

  it('refuses, in the guest’s language and changing nothing, a non-cancellable rate, a past stay', async () => {
    const strict = await findRate(db(), 2, CancellationFlag.nonCancellable).catch(() => null);
    if (strict) {
      const id = await booked(strict, '2027-03-01', '2027-03-02');
      const refused = await quote(id, change(strict, '2027-03-05', '2027-03-06'), 'ja');
      expect(refused.json().errorCode).toBe(ErrorCode.changeNotAllowed);
      expect(refused.json().message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const online = await findRate(db(), 1, CancellationFlag.limitedTime);
    const paidId = await booked(online, '2027-03-10', '2027-03-11');
    expect((await payInSandbox(ctx(), paidId)).statusCode).toBeLessThan(400);
    const paid = await orderOf(paidId);
    expect(paid.status).toBe(OrderStatus.reserved);
    const soldBefore = await sold(online, '2027-03-10');
    // A longer prepaid stay is charged (change-charge.test.ts); the quote moves nothing.
    const longer = await quote(paidId, change(online, '2027-03-10', '2027-03-13'));
    expect(longer.json().data.settlement).toBe('charge');
    expect(await sold(online, '2027-03-10')).toBe(soldBefore);
    expect(await orderOf(paidId)).toEqual(paid);

    const rate = await findRate(db(), 2, CancellationFlag.free);
    const id = await booked(rate, '2027-03-20', '2027-03-21');
    const same = await quote(id, change(rate, '2027-03-20', '2027-03-21'));
    expect(same.json().errorCode).toBe(ErrorCode.changeNothingChanged);
    await db()
      .update(orders)
      .set({ checkInDate: '2026-01-01', checkOutDate: '2026-01-02' })
      .where(eq(orders.transactionId, id));
    const started = await quote(id, change(rate, '2027-03-25', '2027-03-26'));
    expect(started.json().errorCode).toBe(ErrorCode.changeStayStarted);
    const other = await booked(rate, '2027-03-27', '2027-03-28');
    const wrongPrice = await apply(other, {
      ...change(rate, '2027-03-29', '2027-03-30'),
      verifyAmount: 1,
      version: (await orderOf(other)).version,
    });
    expect(wrongPrice.json().errorCode).toBe(ErrorCode.pricesChanged);
  });

  it('lets staff change the room type from the back office, recorded in the history and the audit log', async () => {
    const rate = await findRate(db(), 2, CancellationFlag.free);
    const rooms = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, rate.hotelCode));
    const [plan] = await db().select().from(ratePlans).where(eq(ratePlans.ratePlanCode, rate.ratePlanCode));
    const other = rooms.find((room) => room.roomTypeCode !== rate.roomTypeCode && plan);
    if (!other) throw new Error('the demo hotel has one room type');
    const id = await booked(rate, '2027-04-01', '2027-04-03');
    const token = await staffToken(ctx, 'groupAdmin');
    const call = adminCaller(ctx);
    const body = { ...change(rate, '2027-04-01', '2027-04-03'), roomTypeCode: other.roomTypeCode };
    const offer = await call('POST', `/reservations/${id}/change/quote`, token, body);
    expect(offer.statusCode, offer.body).toBe(200);
    const { verifyAmount, version } = offer.json().data;
    expect(offer.json().data.after.roomTypeCode).toBe(other.roomTypeCode);
    const otherBefore = (await inventoryOf(db(), rate.hotelCode, other.roomTypeCode, '2027-04-01')).sold;
    const applied = await call('POST', `/reservations/${id}/change`, token, { ...body, verifyAmount, version });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await orderOf(id)).roomTypeCode).toBe(other.roomTypeCode);
    expect((await inventoryOf(db(), rate.hotelCode, other.roomTypeCode, '2027-04-01')).sold).toBe(otherBefore + 1);
    const [line] = await db()
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.transactionId, id), eq(orderHistory.reasonCode, HistoryReason.modified)));
    expect(line!.actor).toMatch(/^staff:/);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action)).toContain('reservation.modify');
    expect(await call('POST', `/reservations/${id}/change/quote`, null, body).then((r) => r.statusCode)).toBe(401);
  });
});
