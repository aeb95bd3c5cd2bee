import { eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { hotels } from '../modules/catalog/catalog.schema.ts';
import { renderPageHtml } from '../modules/content/seo.ts';
import { mallGoods } from '../modules/mall/mall.schema.ts';
import { siteConfigs } from '../modules/site/site.schema.ts';
import { DEMO_MEMBER } from '../seed/members.ts';
import { describeEachDatabase } from '../test/context.ts';
import { type Manifest, withFirstPaint } from './first-paint.ts';
import { escapeHtml } from './mail.ts';

const INDEX =
  '<html lang="en-US"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"><div class="boot-spinner"></div></div></body></html>';
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: [] },
  'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_Picture-1.js'] },
  'src/pages/hotelDetail/HotelDetailPage.tsx': { file: 'assets/HotelDetailPage-1.js', imports: ['_Picture-1.js'] },
  '_Picture-1.js': { file: 'assets/Picture-1.js' },
  '../i18n/locales/ja/ui.json': { file: 'assets/ui-ja.js' },
  '../i18n/locales/ja/errors.json': { file: 'assets/errors-ja.js' },
  '../i18n/locales/ja/admin.json': { file: 'assets/admin-ja.js' },
  '../i18n/locales/ja/mall.json': { file: 'assets/mall-ja.js' },
  '../i18n/locales/en-US/ui.json': { file: 'assets/ui-en.js' },
};
const request = (url: string, host = 'localhost', cookie?: string) =>
  ({ url, headers: { host, ...(cookie ? { cookie } : {}) } }) as unknown as FastifyRequest;
const starterOf = (html: string) => /<script data-app="([^"]*)" data-preload="([^"]*)">/.exec(html);
const inlined = (html: string) =>
  JSON.parse(/<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describeEachDatabase('first paint', (ctx) => {
  it('announces a hotel page chunks and catalogue, inlines its data and shows its first picture', async () => {
    const html = await withFirstPaint(ctx().app, request('/ja/hotelDetail/SHA001'), INDEX, MANIFEST, ctx().clock.now);
    expect(html).toContain('<html lang="ja">');
    // The page paints without the app: the app's chunks and entry are asked for once the picture is there.
    const starter = /<script data-app="([^"]*)" data-preload="([^"]*)">/.exec(html);
    expect(starter?.[1]).toBe('/assets/index-1.js');
    expect(starter?.[2]?.split(' ').sort()).toEqual(
      ['HotelDetailPage-1.js', 'Picture-1.js', 'errors-ja.js', 'ui-ja.js'].map((file) => `/assets/${file}`).sort(),
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    // The back office's and the mall's texts are not a guest page's.
    expect(html).not.toContain('admin-ja.js');
    expect(html).not.toContain('mall-ja.js');
    expect(html).not.toContain('ui-en.js');
    const data = inlined(html);
    expect(data.language).toBe('ja');
    expect(data.responses['/hotel-configs'].siteCode).toBe('group');
    const hotel = data.responses['/ja/hotels/SHA001'];
    expect(hotel.hotelCode).toBe('SHA001');
    const picture = hotel.pictures[0].url.replace(/^\/media\//, '');
    expect(html).toContain(`<link rel="preload" as="image" href="/images/${picture}?w=800&#38;format=webp"`);
    expect(html).toMatch(new RegExp(`<div id="root"><img src="/images/${picture}\\?w=800&#38;format=webp"`));
    expect(html).toMatch(/<img [^>]*data-first-paint>/);
  });

  it('paints the home page with the first language-only catalogue, and leaves other pages as they are', async () => {
    const home = await withFirstPaint(ctx().app, request('/en-US/home'), INDEX, MANIFEST, ctx().clock.now);
    expect(home).toMatch(/data-preload="[^"]*\/assets\/ui-en.js/);
    expect(home).not.toContain('errors-ja.js');
    expect(Array.isArray(inlined(home).responses['/en-US/home-blocks'])).toBe(true);
    const unknownHotel = await withFirstPaint(
      ctx().app,
      request('/en-US/hotelDetail/NOPE'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(unknownHotel).toContain('<div id="root"><div class="boot-spinner">');
    // Without an opening picture the app's scripts load at once, at low priority.
    expect(unknownHotel).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(unknownHotel).toContain(
      '<link rel="modulepreload" href="/assets/HotelDetailPage-1.js" fetchpriority="low">',
    );
    expect(inlined(unknownHotel).responses['/en-US/hotels/NOPE']).toBeUndefined();
    expect(await withFirstPaint(ctx().app, request('/en-US/steps'), INDEX, MANIFEST, ctx().clock.now)).toBe(INDEX);
  });

  it('gives the screens the app paints their title, the configuration and all their chunks at once', async () => {
    const manifest: Manifest = {
      ...MANIFEST,
      'src/pages/roomList/RoomListPage.tsx': { file: 'assets/RoomListPage-1.js', imports: ['_Picture-1.js'] },
      'src/app/layouts/HeaderSearch.tsx': { file: 'assets/HeaderSearch-1.js' },
      'src/pages/roomList/roomListStart.ts': { file: 'assets/roomListStart-1.js' },
      'src/pages/mallSearch/MallSearchPage.tsx': { file: 'assets/MallSearchPage-1.js' },
      'src/pages/login/LoginPage.tsx': { file: 'assets/LoginPage-1.js' },
      'src/features/member/MemberNavItem.tsx': { file: 'assets/MemberNavItem-1.js' },
    };
    // A room list that names no stay: the app asks its rooms (a stay in the hotel's today); the server paints the title.
    const rooms = await withFirstPaint(
      ctx().app,
      request('/ja/roomList/DLX?hotelCode=SHA001'),
      INDEX,
      manifest,
      ctx().clock.now,
    );
    expect(rooms).toMatch(/<main [^>]*><h1 [^>]*>[^<]+<\/h1><\/main><div class="boot-spinner">/);
    const answers = inlined(rooms).responses;
    expect(answers['/hotel-configs'].siteCode).toBe('group');
    // What the header and footer open with (app/layouts/layoutStart.ts), after the painted content.
    expect(answers['/ja/hotels/cities'].length).toBeGreaterThan(0);
    expect(answers['/ja/hotels?limit=100'].list.length).toBeGreaterThan(0);
    expect(answers['/hotel-configs/exchange']).toBeDefined();
    expect(answers['/hotel-configs/footer']).toBeDefined();
    expect(answers['/ja/hotels/SHA001'].hotelCode).toBe('SHA001');
    expect(rooms.indexOf('id="first-paint-data"')).toBeGreaterThan(rooms.indexOf('</main>'));
    // The app paints the rooms: its entry and every chunk it needs load at once, at normal priority.
    expect(rooms).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    for (const file of [
      'RoomListPage-1.js',
      'Picture-1.js',
      'HeaderSearch-1.js',
      'roomListStart-1.js',
      'MemberNavItem-1.js',
      'errors-ja.js',
    ])
      expect(rooms).toContain(`<link rel="modulepreload" href="/assets/${file}">`);
    expect(rooms).not.toContain('fetchpriority="low"');
    expect(rooms).not.toContain('mall-ja.js');
    // A guest's own search of the mall is painted by the app, with the mall's catalogue.
    const mall = await withFirstPaint(ctx().app, request('/ja/mall?q=pillow'), INDEX, manifest, ctx().clock.now);
    expect(mall).toContain('<link rel="modulepreload" href="/assets/mall-ja.js">');
    expect(mall).toContain('<link rel="modulepreload" href="/assets/MallSearchPage-1.js">');
    expect(Object.keys(inlined(mall).responses).some((path) => path.includes('/mall/goods'))).toBe(false);
    const login = await withFirstPaint(
      ctx().app,
      request('/en-US/login?redirect=%2F'),
      INDEX,
      manifest,
      ctx().clock.now,
    );
    expect(login).toContain('<html lang="en-US">');
    expect(login).toContain('>Sign in</h1>');
    expect(login).not.toContain('HeaderSearch-1.js');
    // Its introduction is its largest text: painted here, the app's chunks leave the network to the first paint.
    expect(login).toMatch(
      /<\/h1><p [^>]*>Members see member rates, earn points and keep their reservations in one place\.<\/p>/,
    );
    // The app starts after that first paint (app-after-picture.ts), its chunks at low priority.
    const starter = /<script data-app="([^"]*)" data-preload="([^"]*)">/.exec(login);
    expect(starter?.[1]).toBe('/assets/index-1.js');
    expect(starter?.[2]).toContain('/assets/LoginPage-1.js');
    expect(login).not.toContain('<script type="module"');
    expect(login).not.toContain('rel="modulepreload"');
    expect(inlined(login).responses['/hotel-configs/footer']).toBeDefined();
    const lookup = await withFirstPaint(ctx().app, request('/zh-CN/orderSearch'), INDEX, manifest, ctx().clock.now);
    expect(lookup).toContain('<p style="font-size:1.125rem;line-height:1.75rem;margin:-1rem 0 1.5rem">请输入');
  });

  it("paints a product's name and first picture, the mall's first product and the room list's hotel and first room", async () => {
    const goods = await withFirstPaint(
      ctx().app,
      request('/th-TH/mall/goods/PILLOW-CLOUD'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    const detail = inlined(goods).responses['/th-TH/mall/goods/PILLOW-CLOUD'];
    expect(detail.goodsCode).toBe('PILLOW-CLOUD');
    const picture = detail.pictures[0].url.replace(/^\/media\//, '');
    // The product's name in the reader's language, escaped, then its picture; the app starts once it is there.
    expect(goods).toContain('<html lang="th-TH">');
    expect(goods).toContain(
      `<h1 style="font-size:1.875rem;font-weight:700;margin-bottom:1.5rem">${escapeHtml(detail.name)}</h1>`,
    );
    const english = await withFirstPaint(
      ctx().app,
      request('/en-US/mall/goods/PILLOW-CLOUD'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(english).toContain('>Aurora Cloud Pillow</h1>');
    expect(detail.name).not.toBe('Aurora Cloud Pillow');
    expect(goods).toContain(`<img src="/images/${picture}?w=640&#38;format=webp"`);
    expect(goods).toContain(`<link rel="preload" as="image" href="/images/${picture}?w=640&#38;format=webp"`);
    expect(starterOf(goods)?.[1]).toBe('/assets/index-1.js');
    expect(goods).not.toContain('<script type="module"');
    // An unknown product is the app's (its "not found").
    const unknown = await withFirstPaint(ctx().app, request('/ja/mall/goods/NOPE'), INDEX, MANIFEST, ctx().clock.now);
    expect(unknown).toMatch(/<main [^>]*><h1 [^>]*>[^<]+<\/h1><\/main><div class="boot-spinner">/);
    expect(unknown).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(inlined(unknown).responses['/ja/mall/goods/NOPE']).toBeUndefined();

    const mall = await withFirstPaint(ctx().app, request('/ko-KR/mall'), INDEX, MANIFEST, ctx().clock.now);
    const page = inlined(mall).responses['/ko-KR/mall/goods?sort=recommended&page=1&size=12'];
    expect(page.list.length).toBeGreaterThan(0);
    const first = page.list[0].picture.url.replace(/^\/media\//, '');
    expect(mall).toMatch(new RegExp(`<h1 [^>]*>[^<]+</h1><img src="/images/${first}\\?w=320&#38;format=webp"`));
    expect(starterOf(mall)).not.toBeNull();

    const stay = 'checkInDate=2026-12-01&checkOutDate=2026-12-03&adultsNumber=2';
    const list = await withFirstPaint(
      ctx().app,
      request(`/zh-TW/roomList?hotelCode=SHA001&${stay}`),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    const hotel = inlined(list).responses['/zh-TW/hotels/SHA001'];
    const heading = escapeHtml(ctx().app.translators['zh-TW']('results.roomList.title', { hotel: hotel.name }));
    expect(list).toContain(`>${heading}</h1><img src="/images/rooms/`);
    expect(list).toMatch(/<img src="\/images\/rooms\/[^"]+\?w=\d+&#38;format=webp"[^>]*data-first-paint>/);
    // The rooms are asked by the app (its currency, the member's rates): only their picture is painted.
    expect(Object.keys(inlined(list).responses).some((path) => path.includes('/rooms'))).toBe(false);
    expect(starterOf(list)).not.toBeNull();
    // A stay the hotel refuses paints the title only, and the app paints the rest.
    const refused = await withFirstPaint(
      ctx().app,
      request('/zh-TW/roomList?hotelCode=SHA001&checkInDate=2026-12-03&checkOutDate=2026-12-01'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(refused).not.toContain('data-first-paint');
    expect(refused).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it("paints no other hotel than a brand site's own on its room list", async () => {
    const { db } = ctx().database;
    const [group] = await db.select().from(siteConfigs).where(eq(siteConfigs.isDefault, true)).limit(1);
    await db.insert(siteConfigs).values({
      ...group!,
      siteCode: 'brand-pek',
      isDefault: false,
      hostNames: ['brand.test'],
      hotelCode: 'PEK001',
    });
    try {
      const url = '/en-US/roomList?hotelCode=SHA001&checkInDate=2026-12-01&checkOutDate=2026-12-03';
      const brand = await withFirstPaint(ctx().app, request(url, 'brand.test'), INDEX, MANIFEST, ctx().clock.now);
      expect(brand).not.toContain('data-first-paint');
      expect(brand).toContain('>Rooms and rates</h1></main>');
      expect(inlined(brand).responses['/en-US/hotels/SHA001']).toBeUndefined();
    } finally {
      await db.delete(siteConfigs).where(eq(siteConfigs.siteCode, 'brand-pek'));
    }
  });

  it("paints sign-in's introduction for a visitor of the personal center, and nothing of a member's", async () => {
    const visitor = await withFirstPaint(ctx().app, request('/ja/personalCenter'), INDEX, MANIFEST, ctx().clock.now);
    const t = ctx().app.translators.ja;
    expect(visitor).toContain(
      `>${t('ui.pageTitle.login')}</h1><p style="font-size:1.125rem;line-height:1.75rem;margin:-1rem 0 1.5rem">${escapeHtml(t('member.login.intro'))}</p>`,
    );
    expect(inlined(visitor).responses['/member/session']).toEqual({ signedIn: false, expired: false, member: null });
    expect(starterOf(visitor)).not.toBeNull();
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/booking/member/login',
      payload: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const cookie = login.cookies.find((candidate) => candidate.name === 'hotel_member');
    expect(cookie).toBeDefined();
    const member = await withFirstPaint(
      ctx().app,
      request('/ja/personalCenter', 'localhost', `hotel_member=${cookie?.value}`),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    // A member sees their own page's title, then the app: no sign-in text, no answer of theirs in the page.
    expect(member).toContain(`>${t('ui.pageTitle.personalCenter')}</h1></main>`);
    expect(member).not.toContain(escapeHtml(t('member.login.intro')));
    expect(inlined(member).responses['/member/session']).toBeUndefined();
    expect(member).not.toContain(DEMO_MEMBER.email);
    // A dead token: the app asks (and the server clears the cookie), the page is the member's title only.
    const expired = await withFirstPaint(
      ctx().app,
      request('/ja/personalCenter', 'localhost', 'hotel_member=not-a-token'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(expired).not.toContain(escapeHtml(t('member.login.intro')));
  });

  it("paints the booking form's hint under the booking page's title", async () => {
    const book = await withFirstPaint(
      ctx().app,
      request('/en-US/roomBook/SHA001/SUPK/BAR/2026-12-01/2026-12-03/1/2/0'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(book).toContain(
      `>Book your stay</h1><p style="font-size:1.125rem;line-height:1.75rem;margin:-1rem 0 1.5rem">${escapeHtml(ctx().app.translators['en-US']('booking.guests.nameHint'))}</p>`,
    );
    expect(starterOf(book)).not.toBeNull();
  });

  it("answers a hotel list that names no stay with the default stay's search and shows the first hotel's picture", async () => {
    const list = await withFirstPaint(
      ctx().app,
      request('/ja/hotelList?utm_source=mail'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(list).toMatch(/ホテル一覧<\/h1><img src="\/images\/[^"]+\?w=320&#38;format=webp"/);
    const responses = inlined(list).responses as Record<string, { list: { hotelCode: string }[] }>;
    const [key] = Object.keys(responses).filter((path) => path.startsWith('/ja/hotels/search?'));
    const asked = Object.fromEntries(new URLSearchParams(key?.split('?')[1]));
    const today = ctx().clock.now;
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(asked).toMatchObject({
      flag: '4',
      limit: '10',
      offset: '0',
      checkInDate: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
      roomCount: '1',
      adultsNumber: '1',
      childNumber: '0',
    });
    expect(responses[key as string]?.list.length).toBeGreaterThan(0);
    expect(list).toContain('<link rel="preload" as="image"');
    // A list of the guest's own search is searched by the app.
    const searched = await withFirstPaint(
      ctx().app,
      request('/ja/hotelList?cityCode=SHA'),
      INDEX,
      MANIFEST,
      ctx().clock.now,
    );
    expect(Object.keys(inlined(searched).responses).some((path) => path.includes('/hotels/search'))).toBe(false);
    expect(searched).toContain('ホテル一覧</h1></main>');
  });

  it('paints the first picture of a list whose first item has none (goods just created, a hotel without pictures yet)', async () => {
    const { db } = ctx().database;
    const before = await withFirstPaint(ctx().app, request('/en-US/mall'), INDEX, MANIFEST, ctx().clock.now);
    const [first, second] = inlined(before).responses['/en-US/mall/goods?sort=recommended&page=1&size=12'].list;
    const [row] = await db.select().from(mallGoods).where(eq(mallGoods.goodsCode, first.goodsCode));
    await db.update(mallGoods).set({ pictures: [] }).where(eq(mallGoods.goodsCode, first.goodsCode));
    try {
      const mall = await withFirstPaint(ctx().app, request('/en-US/mall'), INDEX, MANIFEST, ctx().clock.now);
      const page = inlined(mall).responses['/en-US/mall/goods?sort=recommended&page=1&size=12'];
      expect(page.list[0].goodsCode).toBe(first.goodsCode);
      expect(page.list[0].picture).toBeNull();
      const picture = second.picture.url.replace(/^\/media\//, '');
      expect(mall).toMatch(new RegExp(`<h1 [^>]*>[^<]+</h1><img src="/images/${picture}\\?w=320&#38;format=webp"`));
      expect(mall).toContain(`<link rel="preload" as="image" href="/images/${picture}?w=320&#38;format=webp"`);
    } finally {
      await db.update(mallGoods).set({ pictures: row!.pictures }).where(eq(mallGoods.goodsCode, first.goodsCode));
    }
  });

  it('inserts staff text literally: `$$`, `$&` and `$`` are not replacement patterns', async () => {
    const { db } = ctx().database;
    const [hotel] = await db.select().from(hotels).where(ne(hotels.hotelCode, 'SHA001')).limit(1);
    const name = { ...hotel!.name, ja: 'Grand $$ $& $` Hotel' };
    await db.update(hotels).set({ name }).where(eq(hotels.hotelCode, hotel!.hotelCode));
    try {
      const path = `/ja/hotelDetail/${hotel!.hotelCode}`;
      const painted = await withFirstPaint(ctx().app, request(path), INDEX, MANIFEST, ctx().clock.now);
      expect(inlined(painted).responses[`/ja/hotels/${hotel!.hotelCode}`].name).toBe('Grand $$ $& $` Hotel');
      expect(painted.match(/<html/g)).toHaveLength(1);
      const rendered = await renderPageHtml(db, INDEX, path, { baseUrl: '', siteTitle: {}, languages: ['ja'] });
      expect(rendered).toContain('<h1>Grand $$ $&#38; $` Hotel</h1>');
      expect(rendered.match(/<html/g)).toHaveLength(1);
    } finally {
      await db.update(hotels).set({ name: hotel!.name }).where(eq(hotels.hotelCode, hotel!.hotelCode));
    }
  });
});
