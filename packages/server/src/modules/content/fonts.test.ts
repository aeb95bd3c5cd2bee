import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { siteConfigs } from '../site/site.schema.ts';
import { DEFAULT_MEDIA_DIR } from './pictureSize.ts';

const API = '/api/v1/booking';
/** A tiny stand-in font file (its bytes are only carried, never parsed), removed after the tests. */
const NAME = `test-${randomBytes(4).toString('hex')}.woff2`;
const FILE = path.join(DEFAULT_MEDIA_DIR, 'fonts', NAME);
const BYTES = Buffer.from('wOF2\u0000\u0001\u0000\u0000 tiny test font', 'latin1');

beforeAll(() => {
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, BYTES);
});
afterAll(() => rmSync(FILE, { force: true }));

describeEachDatabase('site fonts', (ctx) => {
  const fontFile = (fontCode: string, fontFileUrl: string, lang = 'en-US') =>
    ctx().app.inject({
      method: 'GET',
      url: `${API}/oss/fontfile?${new URLSearchParams({ fontCode, fontFileUrl })}`,
      headers: { 'accept-language': lang },
    });

  it('serves the site font settings in the site configuration', async () => {
    const fontSettings = { code: 'Aurora Serif', fontFiles: [`/media/fonts/${NAME}`] };
    await ctx().database.db.update(siteConfigs).set({ fontSettings }).where(eq(siteConfigs.siteCode, 'group'));
    const config = (await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs` })).json().data;
    expect(config.fontSettings).toEqual(fontSettings);
    const kyoto = await ctx().app.inject({
      method: 'GET',
      url: `${API}/hotel-configs`,
      headers: { host: 'kyoto.localhost' },
    });
    expect(kyoto.json().data.fontSettings).toBeNull();
  });

  it('returns a shipped font file as base64', async () => {
    const response = await fontFile('Aurora Serif', `/media/fonts/${NAME}`);
    expect(response.statusCode).toBe(200);
    const { errorCode, data } = response.json();
    expect(errorCode).toBe(0);
    expect(data).toMatchObject({
      fontCode: 'Aurora Serif',
      fontFileUrl: `/media/fonts/${NAME}`,
      mimeType: 'font/woff2',
    });
    expect(Buffer.from(data.fileDataBase64, 'base64').equals(BYTES)).toBe(true);
  });

  it('answers an unknown font file with a translated not-found error', async () => {
    const response = await fontFile('Aurora Serif', '/media/fonts/missing-font.woff2', 'ja');
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.errorCode).toBe(ErrorCode.noRecordFound);
    expect(body.message).not.toBe('');
    expect(body.data).toBeNull();
  });

  it('refuses paths outside the fonts folder and files that are not fonts, in the envelope', async () => {
    for (const url of [
      '/media/fonts/../../src/app.ts',
      '/media/fonts/..%2f..%2fpackage.json',
      '/media/hotels/SHA001-1.svg',
      '/etc/passwd',
      `/media/fonts/${NAME.replace('.woff2', '.js')}`,
      'https://fonts.example.com/font.woff2',
    ]) {
      const response = await fontFile('Aurora Serif', url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.errorCode, url).toBe(ErrorCode.validationError);
      expect(body.data.fields.map((field: { field: string }) => field.field)).toEqual(['fontFileUrl']);
    }
    const badCode = await fontFile('<script>', `/media/fonts/${NAME}`);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().data.fields.map((field: { field: string }) => field.field)).toEqual(['fontCode']);
  });
});
