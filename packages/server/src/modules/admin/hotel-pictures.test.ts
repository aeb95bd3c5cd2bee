import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../app.ts';
import { hotels } from '../../modules/catalog/catalog.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { multipart } from '../../test/multipart.ts';
import { ADMIN, adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

/** A phone's picture: sideways (EXIF orientation 6) and saying where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS 31.2304N 121.4737E' } } })
    .toBuffer();

describeEachDatabase('hotel pictures in the back office', (ctx) => {
  const call = adminCaller(ctx);
  let tokens: Record<DemoRole, string>;
  beforeAll(async () => {
    tokens = await allTokens(ctx);
  });
  const picturesOf = async (hotelCode: string) =>
    (await ctx().database.db.select().from(hotels).where(eq(hotels.hotelCode, hotelCode)))[0]!.pictures;

  it('keeps an uploaded picture upright, resized and without its metadata, at the end of the hotel’s pictures', async () => {
    const before = await picturesOf('SHA001');
    const body = multipart([{ filename: 'lobby.jpg', content: await phonePhoto(), type: 'image/jpeg' }]);
    const answer = await ctx().app.inject({
      method: 'POST',
      url: `${ADMIN}/hotels/SHA001/pictures`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens.hotelManager}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await picturesOf('SHA001');
    expect(after).toHaveLength(before.length + 1);
    const added = after.at(-1)!;
    expect(added.url).toMatch(/^\/media\/uploads\/hotels\/SHA001-[\w-]+\.jpg$/);
    expect({ width: added.width, height: added.height }).toEqual({ width: 200, height: 300 });
    const file = path.join(MEDIA_DIR, added.url.slice('/media/'.length));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    const audits = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hotel.picturesAdded'), eq(auditLog.entityId, 'SHA001')));
    expect(audits).toHaveLength(1);
  });

  it('refuses text named like a picture and another hotel’s pictures, changing nothing', async () => {
    const before = await picturesOf('SHA001');
    const body = multipart([
      { filename: 'evil.png', content: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
    ]);
    const refused = await ctx().app.inject({
      method: 'POST',
      url: `${ADMIN}/hotels/SHA001/pictures`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens.groupAdmin}` },
    });
    expect(refused.json().errorCode).toBe(ErrorCode.pictureTypeNotAllowed);
    const photo = multipart([{ filename: 'a.jpg', content: await phonePhoto(), type: 'image/jpeg' }]);
    const elsewhere = await ctx().app.inject({
      method: 'POST',
      url: `${ADMIN}/hotels/PEK001/pictures`,
      payload: photo.payload,
      headers: { ...photo.headers, authorization: `Bearer ${tokens.hotelManager}` },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect((await call('POST', '/hotels/SHA001/pictures', tokens.frontDesk, {})).statusCode).toBe(403);
    expect(await picturesOf('SHA001')).toEqual(before);
  });

  it('orders, describes and removes pictures, but never takes an address the hotel does not have', async () => {
    const [first, second, ...rest] = await picturesOf('SHA001');
    const alt = { ...first!.alt, 'en-US': 'The lobby at dusk' };
    const arranged = await call('PUT', '/hotels/SHA001/pictures', tokens.groupAdmin, {
      pictures: [
        { url: second!.url, alt: second!.alt },
        { url: first!.url, alt },
      ],
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const after = await picturesOf('SHA001');
    expect(after.map((picture) => picture.url)).toEqual([second!.url, first!.url]);
    expect(after[1]!.alt['en-US']).toBe('The lobby at dusk');
    expect(after[1]!.width).toBe(first!.width);
    expect(rest.length).toBeGreaterThan(0);

    const foreign = await call('PUT', '/hotels/SHA001/pictures', tokens.groupAdmin, {
      pictures: [{ url: 'https://evil.example/x.jpg', alt }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).not.toContain('evil.example');
    expect(await picturesOf('SHA001')).toEqual(after);
  });
});
