import { describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { renderPage, renderPageHtml, splitPath } from './seo.ts';

const INDEX =
  '<!doctype html><html lang="en-US"><head><meta name="description" content="x" /><title>Hotel booking</title></head><body><div id="root"><div class="boot-spinner"></div></div></body></html>';

describe('pages for search engines', () => {
  it('splits the language prefix', () => {
    expect(splitPath('/ja/hotelDetail/SHA001')).toEqual({ lang: 'ja', rest: '/hotelDetail/SHA001' });
    expect(splitPath('/hotelList')).toEqual({ lang: null, rest: '/hotelList' });
  });

  it('renders a hotel page with its translated title, description, canonical, hreflang and text', async () => {
    const database = await openPglite(null);
    await database.migrate();
    await seedDemoData(database.db, { today: '2026-11-21' });
    const html = await renderPageHtml(database.db, INDEX, '/ja/hotelDetail/SHA001', {
      baseUrl: 'https://aurora.example',
      siteTitle: { ja: 'オーロラ' },
      languages: ['ja', 'en-US', 'zh-CN'],
    });
    expect(html).toMatch(/<title>[^<]*[\u3040-\u30ff\u4e00-\u9fff][^<]* \| オーロラ<\/title>/);
    expect(html).toContain('<link rel="canonical" href="https://aurora.example/ja/hotelDetail/SHA001">');
    expect(html).toContain('hreflang="zh-CN" href="https://aurora.example/zh-CN/hotelDetail/SHA001"');
    expect(html).toContain('<html lang="ja">');
    expect(html).toMatch(/<div id="root"><main><h1>[^<]+<\/h1><p>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const unknown = await renderPageHtml(database.db, INDEX, '/hotelDetail/NOPE', {
      baseUrl: '',
      siteTitle: {},
      languages: [],
    });
    expect(unknown).toBe(INDEX);
    await database.close();
  });

  it('answers 404 for paths that are no page and for hotels, articles and pages that do not exist', async () => {
    const database = await openPglite(null);
    await database.migrate();
    await seedDemoData(database.db, { today: '2026-11-21' });
    const statusOf = async (path: string) =>
      (await renderPage(database.db, INDEX, path, { baseUrl: '', siteTitle: {}, languages: [] })).status;
    for (const found of ['/', '/ja', '/ja/home', '/hotelList', '/en-US/hotelDetail/SHA001', '/admin', '/admin/nope']) {
      expect(await statusOf(found), found).toBe(200);
    }
    for (const missing of [
      '/en-US/nope',
      '/xx-YY/home',
      '/en-US/404',
      '/en-US/hotelDetail/NOPE',
      '/ja/article/no-such-article',
      '/page/no-such-page',
    ]) {
      expect(await statusOf(missing), missing).toBe(404);
    }
    await database.close();
  });
});
