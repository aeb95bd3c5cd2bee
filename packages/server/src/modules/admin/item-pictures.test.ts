import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../app.ts';
import { roomTypes } from '../../modules/catalog/catalog.schema.ts';
import { mallGoods, mallSkus } from '../../modules/mall/mall.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { multipart } from '../../test/multipart.ts';
import { ADMIN, adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const API = '/api/v1/booking';
const STAY = 'checkInDate=2026-12-07&checkOutDate=2026-12-09';

/** A small real JPEG, sideways (EXIF orientation 6), carrying metadata; and a PNG. */
const jpeg = () =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: '#7a4f2a' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS 31.2304N 121.4737E' } } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 120, height: 90, channels: 4, background: '#1d6f5a' } })
    .png()
    .toBuffer();

/** Room types and goods get their pictures the way hotels do: one picture service, three owners. */
describeEachDatabase('room type and goods pictures in the back office', (ctx) => {
  const call = adminCaller(ctx);
  let tokens: Record<DemoRole, string>;
  beforeAll(async () => {
    tokens = await allTokens(ctx);
  });
  const upload = async (url: string, token: string, files: { filename: string; content: Buffer; type?: string }[]) => {
    const body = multipart(files);
    return ctx().app.inject({
      method: 'POST',
      url: `${ADMIN}${url}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const roomPictures = async (hotelCode: string, roomTypeCode: string) =>
    (
      await ctx()
        .database.db.select()
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelCode, hotelCode), eq(roomTypes.roomTypeCode, roomTypeCode)))
    )[0]!.pictures;
  const goodsPictures = async (goodsCode: string) =>
    (await ctx().database.db.select().from(mallGoods).where(eq(mallGoods.goodsCode, goodsCode)))[0]!.pictures;
  const skuPictures = async (skuCode: string) =>
    (await ctx().database.db.select().from(mallSkus).where(eq(mallSkus.skuCode, skuCode)))[0]!.pictures;
  const auditsOf = (action: string, entityId: string) =>
    ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  describe('room types', () => {
    it('adds a JPEG and a PNG re-encoded (upright, JPEG, no metadata) at the end, audited with the room type', async () => {
      const before = await roomPictures('SHA001', 'DLXT');
      const answer = await upload('/hotels/SHA001/room-types/DLXT/pictures', tokens.hotelManager, [
        { filename: 'room.jpg', content: await jpeg(), type: 'image/jpeg' },
        { filename: 'bath.png', content: await png(), type: 'image/png' },
      ]);
      expect(answer.statusCode, answer.body).toBe(200);
      const after = await roomPictures('SHA001', 'DLXT');
      expect(after).toHaveLength(before.length + 2);
      const [room, bath] = after.slice(-2);
      expect(room!.url).toMatch(/^\/media\/uploads\/room-types\/SHA001-DLXT-[\w-]+\.jpg$/);
      expect({ width: room!.width, height: room!.height }).toEqual({ width: 160, height: 240 });
      for (const picture of [room!, bath!]) {
        const file = path.join(MEDIA_DIR, picture.url.slice('/media/'.length));
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation ?? 1).toBe(1);
      }
      // A new picture is described by the room type's name until staff write what it shows.
      expect(room!.alt['en-US']).toBeTruthy();
      const audits = await auditsOf('roomType.picturesAdded', 'SHA001:DLXT');
      expect(audits).toHaveLength(1);
      expect(audits[0]!.hotelCode).toBe('SHA001');
      expect((audits[0]!.after as { pictures: unknown[] }).pictures).toHaveLength(after.length);
    });

    it('refuses text named like a picture, another hotel’s room types and front desk, changing nothing', async () => {
      const before = await roomPictures('SHA001', 'DLXT');
      const text = await upload('/hotels/SHA001/room-types/DLXT/pictures', tokens.hotelManager, [
        { filename: 'menu.png', content: Buffer.from('just some text, not a picture'), type: 'image/png' },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json().errorCode).toBe(ErrorCode.pictureTypeNotAllowed);
      const [elsewhereRoom] = await ctx().database.db.select().from(roomTypes).where(eq(roomTypes.hotelCode, 'PEK001'));
      const foreignBefore = elsewhereRoom!.pictures;
      const elsewhere = await upload(
        `/hotels/PEK001/room-types/${elsewhereRoom!.roomTypeCode}/pictures`,
        tokens.hotelManager,
        [{ filename: 'a.jpg', content: await jpeg(), type: 'image/jpeg' }],
      );
      expect(elsewhere.statusCode).toBe(403);
      const arrangeElsewhere = await call(
        'PUT',
        `/hotels/PEK001/room-types/${elsewhereRoom!.roomTypeCode}/pictures`,
        tokens.hotelManager,
        { pictures: [] },
      );
      expect(arrangeElsewhere.statusCode).toBe(403);
      expect(
        (await call('PUT', '/hotels/SHA001/room-types/DLXT/pictures', tokens.frontDesk, { pictures: [] })).statusCode,
      ).toBe(403);
      const missing = await upload('/hotels/SHA001/room-types/NOPE/pictures', tokens.groupAdmin, [
        { filename: 'a.jpg', content: await jpeg(), type: 'image/jpeg' },
      ]);
      expect(missing.statusCode).toBe(404);
      expect(await roomPictures('SHA001', 'DLXT')).toEqual(before);
      expect(await roomPictures('PEK001', elsewhereRoom!.roomTypeCode)).toEqual(foreignBefore);
    });

    it('orders and describes pictures (other languages may stay empty: guests read the default), removes one, never takes an address', async () => {
      const current = await roomPictures('SHA001', 'DLXT');
      expect(current.length).toBeGreaterThanOrEqual(2);
      const [first, second, ...rest] = current;
      const alt = { 'zh-CN': '', 'zh-TW': '', 'en-US': 'King bed by the window', ja: '', 'ko-KR': '', 'th-TH': '' };
      const arranged = await call('PUT', '/hotels/SHA001/room-types/DLXT/pictures', tokens.hotelManager, {
        pictures: [{ url: second!.url, alt }, ...rest.map(({ url, alt }) => ({ url, alt }))],
      });
      expect(arranged.statusCode, arranged.body).toBe(200);
      const after = await roomPictures('SHA001', 'DLXT');
      expect(after.map((picture) => picture.url)).toEqual([second!.url, ...rest.map((picture) => picture.url)]);
      expect(after.some((picture) => picture.url === first!.url)).toBe(false);
      expect(after[0]!.width).toBe(second!.width);
      expect(await auditsOf('roomType.picturesArranged', 'SHA001:DLXT')).toHaveLength(1);

      const guest = await ctx().app.inject({ method: 'GET', url: `${API}/zh-CN/hotels/SHA001/rooms/DLXT?${STAY}` });
      expect(guest.statusCode, guest.body).toBe(200);
      const shown = guest.json().data.list[0].pictures;
      expect(shown[0]).toEqual({ url: second!.url, alt: 'King bed by the window' });

      const noDefault = await call('PUT', '/hotels/SHA001/room-types/DLXT/pictures', tokens.hotelManager, {
        pictures: [{ url: second!.url, alt: { ...alt, 'en-US': '' } }],
      });
      expect(noDefault.statusCode).toBe(400);
      const foreign = await call('PUT', '/hotels/SHA001/room-types/DLXT/pictures', tokens.hotelManager, {
        pictures: [{ url: 'https://evil.example/x.jpg', alt }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.body).not.toContain('evil.example');
      const twice = await call('PUT', '/hotels/SHA001/room-types/DLXT/pictures', tokens.hotelManager, {
        pictures: [
          { url: second!.url, alt },
          { url: second!.url, alt },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(await roomPictures('SHA001', 'DLXT')).toEqual(after);
    });
  });

  describe('goods', () => {
    it('lets group administrators add, describe and order goods pictures, audited; guests read them in their language', async () => {
      const before = await goodsPictures('TEA-BOX');
      const added = await upload('/mall/goods/TEA-BOX/pictures', tokens.groupAdmin, [
        { filename: 'tea.png', content: await png(), type: 'image/png' },
      ]);
      expect(added.statusCode, added.body).toBe(200);
      const after = await goodsPictures('TEA-BOX');
      expect(after).toHaveLength(before.length + 1);
      const picture = after.at(-1)!;
      expect(picture.url).toMatch(/^\/media\/uploads\/goods\/TEA-BOX-[\w-]+\.jpg$/);
      expect(await auditsOf('mall.goods.picturesAdded', 'TEA-BOX')).toHaveLength(1);

      const alt = {
        'zh-CN': '礼盒装红茶',
        'zh-TW': '',
        'en-US': 'Black tea gift box',
        ja: '',
        'ko-KR': '',
        'th-TH': '',
      };
      const arranged = await call('PUT', '/mall/goods/TEA-BOX/pictures', tokens.groupAdmin, {
        pictures: [{ url: picture.url, alt }, ...before.map(({ url, alt }) => ({ url, alt }))],
      });
      expect(arranged.statusCode, arranged.body).toBe(200);
      expect((await goodsPictures('TEA-BOX'))[0]!.url).toBe(picture.url);
      expect(await auditsOf('mall.goods.picturesArranged', 'TEA-BOX')).toHaveLength(1);

      const inChinese = await ctx().app.inject({ method: 'GET', url: `${API}/zh-CN/mall/goods/TEA-BOX` });
      expect(inChinese.statusCode, inChinese.body).toBe(200);
      expect(inChinese.json().data.pictures[0]).toMatchObject({ url: picture.url, alt: '礼盒装红茶' });
      const inJapanese = await ctx().app.inject({ method: 'GET', url: `${API}/ja/mall/goods/TEA-BOX` });
      expect(inJapanese.json().data.pictures[0]).toMatchObject({ url: picture.url, alt: 'Black tea gift box' });
    });

    it('refuses a renamed text file, other roles and unknown goods, changing nothing', async () => {
      const before = await goodsPictures('TEA-BOX');
      const text = await upload('/mall/goods/TEA-BOX/pictures', tokens.groupAdmin, [
        { filename: 'tea.jpg', content: Buffer.from('plain text pretending'), type: 'image/jpeg' },
      ]);
      expect(text.json().errorCode).toBe(ErrorCode.pictureTypeNotAllowed);
      const manager = await upload('/mall/goods/TEA-BOX/pictures', tokens.hotelManager, [
        { filename: 'tea.jpg', content: await jpeg(), type: 'image/jpeg' },
      ]);
      expect(manager.statusCode).toBe(403);
      expect(
        (await call('PUT', '/mall/goods/TEA-BOX/pictures', tokens.contentEditor, { pictures: [] })).statusCode,
      ).toBe(403);
      const unknown = await upload('/mall/goods/NO-SUCH/pictures', tokens.groupAdmin, [
        { filename: 'tea.jpg', content: await jpeg(), type: 'image/jpeg' },
      ]);
      expect(unknown.statusCode).toBe(404);
      const foreign = await call('PUT', '/mall/goods/TEA-BOX/pictures', tokens.groupAdmin, {
        pictures: [{ url: '/media/uploads/hotels/elsewhere.jpg', alt: before[0]?.alt ?? {} }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(await goodsPictures('TEA-BOX')).toEqual(before);
    });
  });

  describe('SKUs', () => {
    it('gives a SKU pictures of its own (checked, re-encoded, described, ordered, audited); guests read them with the SKU', async () => {
      expect(await skuPictures('BATHROBE-L')).toEqual([]);
      const added = await upload('/mall/skus/BATHROBE-L/pictures', tokens.groupAdmin, [
        { filename: 'robe-l.jpg', content: await jpeg(), type: 'image/jpeg' },
        { filename: 'robe-l-back.png', content: await png(), type: 'image/png' },
      ]);
      expect(added.statusCode, added.body).toBe(200);
      const stored = await skuPictures('BATHROBE-L');
      expect(stored).toHaveLength(2);
      for (const picture of stored) expect(picture.url).toMatch(/^\/media\/uploads\/goods\/BATHROBE-L-[\w-]+\.jpg$/);
      // Re-encoded upright (the sideways 240 x 160 JPEG is now 160 x 240), as JPEG, without its metadata.
      expect(stored[0]).toMatchObject({ width: 160, height: 240 });
      const file = path.join(MEDIA_DIR, stored[0]!.url.replace(/^\/media\//, ''));
      expect(existsSync(file)).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg' });
      expect(metadata.exif).toBeUndefined();
      // Described until staff write better by the goods' name and the SKU's specification.
      expect(stored[0]!.alt['en-US']).toMatch(/· .+: L$/);
      // The other SKUs and the goods keep their own pictures.
      expect(await skuPictures('BATHROBE-M')).toEqual([]);
      expect(await auditsOf('mall.sku.picturesAdded', 'BATHROBE-L')).toHaveLength(1);

      const alt = {
        'zh-CN': '浴袍 L 码背面',
        'zh-TW': '',
        'en-US': 'Bathrobe L, back',
        ja: '',
        'ko-KR': '',
        'th-TH': '',
      };
      const arranged = await call('PUT', '/mall/skus/BATHROBE-L/pictures', tokens.groupAdmin, {
        pictures: [
          { url: stored[1]!.url, alt },
          { url: stored[0]!.url, alt: stored[0]!.alt },
        ],
      });
      expect(arranged.statusCode, arranged.body).toBe(200);
      expect((await skuPictures('BATHROBE-L')).map((picture) => picture.url)).toEqual([stored[1]!.url, stored[0]!.url]);
      expect(await auditsOf('mall.sku.picturesArranged', 'BATHROBE-L')).toHaveLength(1);

      const guest = await ctx().app.inject({ method: 'GET', url: `${API}/zh-CN/mall/goods/BATHROBE` });
      expect(guest.statusCode, guest.body).toBe(200);
      const sku = guest.json().data.skus.find((one: { skuCode: string }) => one.skuCode === 'BATHROBE-L');
      expect(sku.pictures[0]).toMatchObject({ url: stored[1]!.url, alt: '浴袍 L 码背面' });
      const japanese = await ctx().app.inject({ method: 'GET', url: `${API}/ja/mall/goods/BATHROBE` });
      const inJapanese = japanese.json().data.skus.find((one: { skuCode: string }) => one.skuCode === 'BATHROBE-L');
      expect(inJapanese.pictures[0]).toMatchObject({ alt: 'Bathrobe L, back' });

      // Removing one leaves the other.
      const removed = await call('PUT', '/mall/skus/BATHROBE-L/pictures', tokens.groupAdmin, {
        pictures: [{ url: stored[0]!.url, alt: stored[0]!.alt }],
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await skuPictures('BATHROBE-L')).map((picture) => picture.url)).toEqual([stored[0]!.url]);
    });

    it('refuses a renamed text file, other roles, unknown SKUs and foreign addresses, changing nothing', async () => {
      const before = await skuPictures('BATHROBE-M');
      const text = await upload('/mall/skus/BATHROBE-M/pictures', tokens.groupAdmin, [
        { filename: 'robe.jpg', content: Buffer.from('plain text pretending'), type: 'image/jpeg' },
      ]);
      expect(text.statusCode).toBe(400);
      expect(text.json().errorCode).toBe(ErrorCode.pictureTypeNotAllowed);
      const manager = await upload('/mall/skus/BATHROBE-M/pictures', tokens.hotelManager, [
        { filename: 'robe.jpg', content: await jpeg(), type: 'image/jpeg' },
      ]);
      expect(manager.statusCode).toBe(403);
      const unknown = await upload('/mall/skus/NO-SUCH/pictures', tokens.groupAdmin, [
        { filename: 'robe.jpg', content: await jpeg(), type: 'image/jpeg' },
      ]);
      expect(unknown.json().errorCode).toBe(ErrorCode.specificationIdError);
      expect(unknown.statusCode).toBeLessThan(500);
      const foreign = await call('PUT', '/mall/skus/BATHROBE-M/pictures', tokens.groupAdmin, {
        pictures: [{ url: '/media/uploads/hotels/elsewhere.jpg', alt: { 'en-US': 'x' } }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(await skuPictures('BATHROBE-M')).toEqual(before);
      expect(await auditsOf('mall.sku.picturesAdded', 'BATHROBE-M')).toHaveLength(0);
    });
  });
});
