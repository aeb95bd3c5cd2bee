import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { multipart } from '../../test/multipart.ts';
import { book, orderPayload } from '../booking/booking.test-helpers.ts';
import { hotels, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { mallGoods } from '../mall/mall.schema.ts';
import { ADMIN, adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';

/** Back office lists show names staff know, in their language, never internal codes or ids. */
describeEachDatabase('names instead of codes in back office lists', (ctx) => {
  const call = adminCaller(ctx);
  let tokens: Record<DemoRole, string>;
  beforeAll(async () => {
    tokens = await allTokens(ctx);
  });
  const inChinese = (url: string, token: string) =>
    ctx().app.inject({
      method: 'GET',
      url: `${ADMIN}${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
    });

  it('names the hotel, room type and rate plan of each reservation in the list', async () => {
    const db = ctx().database.db;
    const [room] = await db.select().from(roomTypes).where(eq(roomTypes.hotelCode, 'SHA001')).limit(1);
    const rate = { hotelCode: 'SHA001', roomTypeCode: room!.roomTypeCode, ratePlanCode: 'BAR' };
    const booked = await book(ctx(), orderPayload(rate, { checkInDate: '2026-11-25', checkOutDate: '2026-11-27' }));
    expect(booked.statusCode, booked.body).toBe(200);
    const { confirmationNumber } = booked.json().data;
    const [hotel] = await db.select().from(hotels).where(eq(hotels.hotelCode, 'SHA001'));
    const bar = (await db.select().from(ratePlans).where(eq(ratePlans.hotelCode, 'SHA001'))).find(
      (row) => row.ratePlanCode === 'BAR',
    )!;
    const list = await inChinese(`/reservations?confirmationNumber=${confirmationNumber}`, tokens.hotelManager);
    expect(list.statusCode, list.body).toBe(200);
    const [row] = list.json().data.list;
    expect(row.names).toEqual({
      hotel: hotel!.name['zh-CN'],
      roomType: room!.name['zh-CN'],
      ratePlan: bar.name['zh-CN'],
    });
  });

  it('names room types and goods in the audit log (the hotel’s and the room type’s names; the goods’ name)', async () => {
    const db = ctx().database.db;
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#334455' } })
      .jpeg()
      .toBuffer();
    for (const [url, token] of [
      ['/hotels/SHA001/room-types/SUPK/pictures', tokens.hotelManager],
      ['/mall/goods/BATHROBE/pictures', tokens.groupAdmin],
    ] as const) {
      const body = multipart([{ filename: 'p.jpg', content: picture, type: 'image/jpeg' }]);
      const answer = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}${url}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const [hotel] = await db.select().from(hotels).where(eq(hotels.hotelCode, 'SHA001'));
    const room = (await db.select().from(roomTypes).where(eq(roomTypes.hotelCode, 'SHA001'))).find(
      (row) => row.roomTypeCode === 'SUPK',
    )!;
    const [goods] = await db.select().from(mallGoods).where(eq(mallGoods.goodsCode, 'BATHROBE'));
    const roomAudit = await inChinese('/audit?action=roomType.picturesAdded&entityId=SHA001:SUPK', tokens.groupAdmin);
    expect(roomAudit.json().data.list[0].entityName).toBe(`${hotel!.name['zh-CN']} · ${room.name['zh-CN']}`);
    const goodsAudit = await inChinese('/audit?action=mall.goods.picturesAdded&entityId=BATHROBE', tokens.groupAdmin);
    expect(goodsAudit.json().data.list[0].entityName).toBe(goods!.name['zh-CN']);
    // What was there before keeps its names: a room type's update and a rate plan by the same rule.
    const update = await call('GET', '/audit?entityType=roomType', tokens.groupAdmin);
    expect(update.statusCode).toBe(200);
    for (const entry of update.json().data.list) expect(entry.entityName).not.toContain(':');
  });
});
