import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@hotel/contract/errors';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../app.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { multipart } from '../../test/multipart.ts';
import { API } from '../booking/booking.test-helpers.ts';
import { articles } from '../content/content.schema.ts';
import { ADMIN, adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

/** What the TipTap editor writes, with what a pasted or forged text could add. */
const EDITOR_HTML =
  '<h2>Spring at the Bund</h2><p>Book <strong>early</strong> and <em>save</em>.</p>' +
  '<ul><li><p>Breakfast</p></li><li><p>Late check-out</p></li></ul>' +
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/spring">Details</a></p>' +
  '<img src="/media/uploads/content/spring.jpg" alt="The Bund" onerror="steal()">' +
  '<script>alert(1)</script><p onclick="steal()" style="color:red">Tap</p>' +
  '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';

const blank = { 'zh-CN': '', 'zh-TW': '', 'en-US': '', ja: '', 'ko-KR': '', 'th-TH': '' };

describeEachDatabase(
  'the content editor: preview, pictures, sanitised saves, languages left empty',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;
    beforeAll(async () => {
      tokens = await allTokens(ctx);
    }, 60_000);

    const expectClean = (html: string) => {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
      expect(html).toContain('<h2>Spring at the Bund</h2>');
      expect(html).toContain('<ul><li><p>Breakfast</p></li>');
      expect(html).toContain('href="https://example.com/spring"');
    };

    it('previews the editor’s HTML exactly as guest pages serve it (sanitised, pictures resized)', async () => {
      const preview = await call('POST', '/content/preview', tokens.contentEditor, { html: EDITOR_HTML });
      expect(preview.statusCode, preview.body).toBe(200);
      const html: string = preview.json().data.html;
      expectClean(html);
      expect(html).toContain('src="/images/uploads/content/spring.jpg?w=1200&amp;format=webp"');
      expect(html).toContain('loading="lazy"');
      expect((await call('POST', '/content/preview', tokens.frontDesk, { html: '<p>x</p>' })).statusCode).toBe(403);
      const tooLong = await call('POST', '/content/preview', tokens.contentEditor, { html: 'x'.repeat(100_001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().data.fields[0].field).toBe('html');
    });

    it('saves an article written in the editor sanitised, and guests of a language left empty read the default', async () => {
      const list = (await call('GET', '/content/articles', tokens.contentEditor)).json().data;
      const saved = await call('POST', '/content/articles', tokens.contentEditor, {
        articleCode: 'spring-bund',
        typeCode: list.types[0].typeCode,
        title: { ...blank, 'en-US': 'Spring at the Bund', ja: '外灘の春' },
        summary: blank,
        body: { ...blank, 'en-US': EDITOR_HTML },
        isPublish: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await db().select().from(articles).where(eq(articles.articleCode, 'spring-bund'));
      expectClean(row!.body['en-US']);
      expect(row!.body.ja).toBe('');

      const english = (await ctx().app.inject({ method: 'GET', url: `${API}/en-US/articles/spring-bund` })).json().data;
      const thai = (await ctx().app.inject({ method: 'GET', url: `${API}/th-TH/articles/spring-bund` })).json().data;
      const japanese = (await ctx().app.inject({ method: 'GET', url: `${API}/ja/articles/spring-bund` })).json().data;
      expect(thai.body).toBe(english.body);
      expect(thai.title).toBe('Spring at the Bund');
      expect(japanese.title).toBe('外灘の春');
      expectClean(english.body);

      // The default language is needed; the field is named.
      const noDefault = await call('PUT', '/content/articles/spring-bund', tokens.contentEditor, {
        typeCode: list.types[0].typeCode,
        title: { ...blank, ja: '外灘の春' },
        summary: blank,
        body: blank,
        isPublish: true,
      });
      expect(noDefault.statusCode).toBe(400);
      expect(noDefault.json().data.fields).toEqual([expect.objectContaining({ field: 'title.en-US' })]);
    });

    it('stores a picture for rich text checked by content, audited; text named as a picture is refused', async () => {
      const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#a33' } })
        .png()
        .toBuffer();
      const body = multipart([{ filename: 'spring.png', content: photo, type: 'image/png' }]);
      const answer = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/content/pictures`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${tokens.contentEditor}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const picture = answer.json().data;
      expect(picture.url).toMatch(/^\/media\/uploads\/content\/[\w-]+\.jpg$/);
      expect({ width: picture.width, height: picture.height }).toEqual({ width: 320, height: 200 });
      expect(existsSync(path.join(MEDIA_DIR, picture.url.slice('/media/'.length)))).toBe(true);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'content.pictureUploaded'), eq(auditLog.entityId, picture.url)));
      expect(audits).toHaveLength(1);

      const forged = multipart([
        { filename: 'evil.png', content: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
      ]);
      const refused = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/content/pictures`,
        payload: forged.payload,
        headers: { ...forged.headers, authorization: `Bearer ${tokens.contentEditor}` },
      });
      expect(refused.json().errorCode).toBe(ErrorCode.pictureTypeNotAllowed);
      const denied = await ctx().app.inject({
        method: 'POST',
        url: `${ADMIN}/content/pictures`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${tokens.frontDesk}` },
      });
      expect(denied.statusCode).toBe(403);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
