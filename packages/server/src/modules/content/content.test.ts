import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import {
  agreements,
  articles,
  articleTypes,
  contentPages,
  galleryPictures,
  homeBlocks,
  suggestions,
} from './content.schema.ts';
import { DEFAULT_MEDIA_DIR } from './pictureSize.ts';

const API = '/api/v1/booking';
const all = (text: string) => ({
  'zh-CN': `${text} 中文`,
  'zh-TW': `${text} 中文`,
  'en-US': text,
  ja: `${text} 日本語`,
  'ko-KR': `${text} 한국어`,
  'th-TH': `${text} ไทย`,
});
const XSS =
  '<p>Welcome</p><script>alert(1)</script><img src="/media/hotels/SHA001-1.svg" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

describeEachDatabase('content', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const seed = async () => {
    const { db } = ctx().database;
    await db
      .insert(articleTypes)
      .values({ typeCode: 'news-test', name: all('News') })
      .onConflictDoNothing();
    await db
      .insert(articles)
      .values({
        articleCode: 'spring-test',
        typeCode: 'news-test',
        title: all('Spring'),
        summary: all('Blossoms'),
        body: all(XSS),
      })
      .onConflictDoNothing();
    await db
      .insert(contentPages)
      .values([
        { pageId: 'about-test', title: all('About'), description: all('Who we are'), body: all(XSS) },
        {
          pageId: 'draft-test',
          title: all('Draft'),
          description: all('Soon'),
          body: all('<p>Soon</p>'),
          isPublish: false,
        },
      ])
      .onConflictDoNothing();
    await db
      .insert(agreements)
      .values({ code: 'privacyTerms-test', title: all('Privacy'), body: all(XSS) })
      .onConflictDoNothing();
    await db
      .insert(homeBlocks)
      .values({ siteCode: 'group', blockType: 2, blockLevel: 999, title: all('Text block'), body: all(XSS) });
  };

  it('serves articles, pages and agreements with rich text cleaned of scripts', async () => {
    await seed();
    for (const url of [`${API}/en-US/articles/spring-test`, `${API}/en-US/pages/about-test`]) {
      const body = (await get(url)).json().data.body as string;
      expect(body).toContain('<p>Welcome</p>');
      expect(body).not.toMatch(/script|onerror|javascript:/i);
      expect(body).toContain('/images/hotels/SHA001-1.svg?w=1200');
    }
    const protocol = (await get(`${API}/ja/protocol?code=privacyTerms-test`)).json().data[0];
    expect(protocol.title).toBe('Privacy 日本語');
    expect(protocol.body).not.toMatch(/script/i);
    const blocks = (await get(`${API}/en-US/home-blocks`)).json().data;
    expect(blocks.at(-1).body).not.toMatch(/script/i);
  });

  it('gives each gallery picture its size so the page can reserve its box', async () => {
    await ctx()
      .database.db.insert(galleryPictures)
      .values([
        { dir: 'sizes-test', url: '/media/hotels/SHA001-1.svg', alt: all('Lobby'), sortOrder: 1 },
        { dir: 'sizes-test', url: '/media/hotels/missing.svg', alt: all('Gone'), sortOrder: 2 },
      ]);
    const pictures = (await get(`${API}/pictures?dir=sizes-test`, { 'accept-language': 'ja' })).json().data;
    const { width, height } = await sharp(`${DEFAULT_MEDIA_DIR}/hotels/SHA001-1.svg`).metadata();
    expect(width).toBeGreaterThan(0);
    expect(pictures).toEqual([
      { dir: 'sizes-test', url: '/media/hotels/SHA001-1.svg', alt: 'Lobby 日本語', width, height },
      { dir: 'sizes-test', url: '/media/hotels/missing.svg', alt: 'Gone 日本語', width: null, height: null },
    ]);
  });

  it('shows an unpublished page only with the preview key', async () => {
    expect((await get(`${API}/en-US/pages/draft-test`)).statusCode).toBe(404);
    const preview = await get(`${API}/en-US/pages/draft-test?preview=preview-change-me`);
    expect(preview.json().data).toMatchObject({ title: 'Draft', isPublish: false });
  });

  it('lists articles by type in the path language', async () => {
    const page = (await get(`${API}/ko-KR/articles?typeCode=news-test`)).json().data;
    expect(page.list[0]).toMatchObject({ articleCode: 'spring-test', title: 'Spring 한국어' });
    expect(page.types.some((type: { typeCode: string }) => type.typeCode === 'news-test')).toBe(true);
  });

  it('stores a valid suggestion for staff and refuses a bad one', async () => {
    const post = (payload: object) =>
      ctx().app.inject({ method: 'POST', url: `${API}/en-US/hotels/SHA001/suggestion`, payload });
    expect(
      (await post({ name: 'Mei', email: 'mei@example.com', content: 'More vegetarian breakfast, please.' })).json()
        .errorCode,
    ).toBe(0);
    const bad = await post({ name: '', email: 'nope', content: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .data.fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['content', 'email', 'name']);
    const rows = await ctx().database.db.select().from(suggestions);
    expect(rows.map((row) => row.content)).toContain('More vegetarian breakfast, please.');
  });

  it('gives a weather forecast for a hotel from the development provider', async () => {
    const weather = (await get(`${API}/weather?hotelCode=SHA001&date=2026-12-01`)).json().data;
    expect(weather).toMatchObject({ date: '2026-12-01', condition: expect.any(String) });
    expect(weather.highC).toBeGreaterThan(weather.lowC);
  });

  it('resizes a shipped picture to webp with long-lived caching', async () => {
    const response = await get('/images/hotels/SHA001-1.svg?w=300');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await get('/images/hotels/SHA001-1.svg?w=300', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/images/%2e%2e/%2e%2e/package.json?w=300')).body).not.toContain('workspaces');
    expect((await get('/images/..%2f..%2fpackage.json')).statusCode).toBe(404);
    expect((await get('/images/hotels/nope.svg')).statusCode).toBe(404);
  });

  it('publishes a sitemap with every hotel in every language and a robots file', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/ja/hotelDetail/SHA001');
    expect(xml).toContain('hreflang="th-TH"');
    expect((await get('/robots.txt')).body).toContain('Sitemap:');
  });
});
