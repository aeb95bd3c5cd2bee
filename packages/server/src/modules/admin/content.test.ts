import { ErrorCode } from '@hotel/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { API } from '../booking/booking.test-helpers.ts';
import { hotels } from '../catalog/catalog.schema.ts';
import { contentPages, siteTexts } from '../content/content.schema.ts';
import { siteConfigs } from '../site/site.schema.ts';
import { adminCaller, allTokens, type DemoRole } from './admin.test-helpers.ts';
import { auditLog } from './staff.schema.ts';

const six = (text: string) => ({
  'zh-CN': `${text}（简）`,
  'zh-TW': `${text}（繁）`,
  'en-US': text,
  ja: `${text}（日）`,
  'ko-KR': `${text} (한)`,
  'th-TH': `${text} (ไทย)`,
});

describeEachDatabase(
  'admin content and site',
  (ctx) => {
    const call = adminCaller(ctx);
    const db = () => ctx().database.db;
    let tokens: Record<DemoRole, string>;

    beforeAll(async () => {
      tokens = await allTokens(ctx);
    }, 60_000);

    const page = {
      pageId: 'spa-guide',
      title: six('Spa guide'),
      description: six('Treatments'),
      body: six('<p onclick="steal()">Relax</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>'),
      isPublish: false,
    };

    it('lets content editors write pages, sanitised on save, previewed before they are published', async () => {
      for (const role of ['hotelManager', 'frontDesk'] as const) {
        const denied = await call('POST', '/content/pages', tokens[role], page);
        expect(denied.statusCode).toBe(403);
        expect(denied.json().errorCode).toBe(ErrorCode.staffRoleDenied);
      }
      expect((await call('GET', '/content/pages', null)).statusCode).toBe(401);
      const created = await call('POST', '/content/pages', tokens.contentEditor, page);
      expect(created.statusCode, created.body).toBe(200);
      const [stored] = await db().select().from(contentPages).where(eq(contentPages.pageId, 'spa-guide'));
      for (const html of Object.values(stored!.body)) {
        expect(html).not.toMatch(/script|onclick|javascript:/);
        expect(html).toContain('Relax');
      }
      const guest = await ctx().app.inject({ method: 'GET', url: `${API}/en-US/pages/spa-guide` });
      expect(guest.json().errorCode).toBe(ErrorCode.noPageConfigured);
      const preview = (await call('GET', '/content/pages/spa-guide/preview?lang=ja', tokens.contentEditor)).json().data;
      expect(preview).toMatchObject({ title: 'Spa guide（日）', isPublish: false });
      const viaKey = await ctx().app.inject({
        method: 'GET',
        url: `${API}/ja/pages/spa-guide?preview=${preview.previewPath.split('/').at(-1)}`,
      });
      expect(viaKey.json().data.title).toBe('Spa guide（日）');
      const { pageId: _p, ...fields } = page;
      const published = await call('PUT', '/content/pages/spa-guide', tokens.contentEditor, {
        ...fields,
        isPublish: true,
      });
      expect(published.statusCode).toBe(200);
      expect((await ctx().app.inject({ method: 'GET', url: `${API}/en-US/pages/spa-guide` })).json().data.title).toBe(
        'Spa guide',
      );
      const audits = await db().select().from(auditLog).where(eq(auditLog.entityType, 'page'));
      expect(audits.map((row) => row.action).sort()).toEqual(['page.create', 'page.update']);
    });

    it('saves home blocks, articles, gallery pictures, agreements (new version) and the bulletin', async () => {
      const block = await call('POST', '/content/home-blocks', tokens.contentEditor, {
        siteCode: 'group',
        blockType: 2,
        blockLevel: 99,
        isPublish: true,
        contentKind: null,
        title: six('Winter'),
        body: six('<b>Warm</b><img src=x onerror=alert(1)>'),
        link: null,
      });
      expect(block.statusCode, block.body).toBe(200);
      expect(block.json().data.body['en-US']).not.toContain('onerror');
      const articles = (await call('GET', '/content/articles', tokens.contentEditor)).json().data;
      const article = await call('POST', '/content/articles', tokens.contentEditor, {
        articleCode: 'winter-tea',
        typeCode: articles.types[0].typeCode,
        title: six('Winter tea'),
        summary: six('Tea'),
        body: six('<p>Tea</p>'),
        isPublish: true,
      });
      expect(article.statusCode, article.body).toBe(200);
      const picture = await call('POST', '/content/gallery', tokens.contentEditor, {
        dir: 'lobby',
        url: '/media/gallery/lobby-1.svg',
        alt: six('Lobby'),
        sortOrder: 1,
      });
      expect(picture.statusCode, picture.body).toBe(200);
      const agreements = (await call('GET', '/content/agreements', tokens.contentEditor)).json().data;
      const first = agreements[0];
      const agreement = await call('PUT', `/content/agreements/${first.code}`, tokens.contentEditor, {
        title: first.title,
        body: six('<p>New terms</p>'),
      });
      expect(agreement.json().data.version).toBe(first.version + 1);
      const bulletin = await call('PUT', '/sites/group/texts', tokens.contentEditor, {
        bulletinTitle: six('Notice'),
        bulletinBody: six('<p>Closed for a day</p><script>x</script>'),
        footerText: six('Aurora'),
        footerLinks: [],
      });
      expect(bulletin.statusCode, bulletin.body).toBe(200);
      expect(bulletin.json().data.bulletinBody['en-US']).toBe('<p>Closed for a day</p>');

      // Languages left empty (optional in the back office) are stored empty and served in the default language,
      // as the editor's "Guests reading 日本語 now see" says.
      const englishOnly = (text: string) => ({
        'zh-CN': '',
        'zh-TW': '',
        'en-US': text,
        ja: '',
        'ko-KR': '',
        'th-TH': '',
      });
      const partial = await call('PUT', '/sites/group/texts', tokens.contentEditor, {
        bulletinTitle: englishOnly('Pool closed'),
        bulletinBody: englishOnly('<p>Until Friday</p>'),
        footerText: englishOnly('Aurora Hotels'),
        footerLinks: [],
      });
      expect(partial.statusCode, partial.body).toBe(200);
      const [stored] = await ctx().database.db.select().from(siteTexts).where(eq(siteTexts.siteCode, 'group'));
      expect(stored!.bulletinTitle).toMatchObject({ 'en-US': 'Pool closed', ja: '' });
      expect(stored!.footerText).toMatchObject({ 'en-US': 'Aurora Hotels', ja: '' });
      const inJapanese = { 'accept-language': 'ja' };
      const served = await ctx().app.inject({
        method: 'GET',
        url: `${API}/hotel-configs/bulletin`,
        headers: inJapanese,
      });
      expect(served.json().data).toMatchObject({ title: 'Pool closed', body: '<p>Until Friday</p>' });
      const footer = await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs/footer`, headers: inJapanese });
      expect(footer.json().data.text).toBe('Aurora Hotels');
    });

    it('keeps only own /media addresses in custom styles, on save and when served', async () => {
      const customStyles = [
        '@import url("https://evil.example/a.css");',
        '@font-face{font-family:Brand;src:url(https://fonts.evil.example/b.woff2) format("woff2")}',
        '@font-face{font-family:Own;src:url(/media/fonts/own.woff2)}',
        '.hero{color:#5f3913;background:url(https://evil.example/track.png)}',
        '.card{background:url(/media/pictures/card.jpg)}',
        '.leak{background:u\\72l(//evil.example/x)}',
      ].join('\n');
      const saved = await call('PUT', '/sites/group/appearance', tokens.contentEditor, {
        themeId: 'sakura',
        mobileThemeId: 'ocean',
        mainColor: '#aa3355',
        backgroundColor: '#ffffff',
        customStyles,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [row] = await db().select().from(siteConfigs).where(eq(siteConfigs.siteCode, 'group'));
      expect(row!.customStyles).not.toMatch(/evil|@import/);
      expect(row!.customStyles).toContain('@font-face{font-family:Brand}');
      expect(row!.customStyles).toContain('src:url(/media/fonts/own.woff2)');
      expect(row!.customStyles).toContain('.hero{color:#5f3913}');
      expect(row!.customStyles).toContain('.card{background:url(/media/pictures/card.jpg)}');

      // Styles saved before the cleaning existed are cleaned when served.
      await db().update(siteConfigs).set({ customStyles }).where(eq(siteConfigs.siteCode, 'group'));
      const served = (await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs` })).json().data;
      expect(served.customStyles).not.toMatch(/evil|@import/);
      expect(served.customStyles).toContain('.card{background:url(/media/pictures/card.jpg)}');
      await db().update(siteConfigs).set({ customStyles: '' }).where(eq(siteConfigs.siteCode, 'group'));
    });

    it('lets content editors change themes but only group admins change site settings', async () => {
      const appearance = {
        themeId: 'sakura',
        mobileThemeId: 'ocean',
        mainColor: '#aa3355',
        backgroundColor: '#ffffff',
        customStyles: '.hero { letter-spacing: 1px; }',
      };
      expect((await call('PUT', '/sites/group/appearance', tokens.hotelManager, appearance)).statusCode).toBe(403);
      const themed = await call('PUT', '/sites/group/appearance', tokens.contentEditor, appearance);
      expect(themed.statusCode, themed.body).toBe(200);
      const config = (await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs` })).json().data;
      expect(config).toMatchObject({ themeID: 'sakura', mobileThemeID: 'ocean', mainColor: '#aa3355' });
      const markup = await call('PUT', '/sites/group/appearance', tokens.contentEditor, {
        ...appearance,
        customStyles: '</style><script>',
      });
      expect(markup.statusCode).toBe(400);

      const settings = {
        languages: ['en-US', 'zh-CN', 'ja', 'ko-KR', 'zh-TW', 'th-TH'],
        language: 'en-US',
        currency: 'CNY',
        isUsedBulletin: false,
        pricesIncludeCharges: true,
        checkSceneType: 1,
        lockoutThreshold: 3,
        paymentDeadlineMinutes: 30,
        tierThresholds: [0, 2000, 8000, 30000],
        staffPointsAdjustmentCap: 3000,
        staffPointsDailyCap: 9000,
        staffGrowthAdjustmentCap: 1000,
        staffGrowthDailyCap: 4000,
      };
      expect((await call('PUT', '/sites/group/settings', tokens.contentEditor, settings)).statusCode).toBe(403);
      expect((await call('PUT', '/sites/group/settings', tokens.hotelManager, settings)).json().errorCode).toBe(
        ErrorCode.staffRoleDenied,
      );
      const saved = await call('PUT', '/sites/group/settings', tokens.groupAdmin, settings);
      expect(saved.statusCode, saved.body).toBe(200);
      const after = (await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs` })).json().data;
      expect(after).toMatchObject({
        lockoutThreshold: 3,
        paymentDeadlineMinutes: 30,
        memberCheckScense: { checkSceneType: 1 },
        pricesIncludeCharges: true,
      });
      const [row] = await db().select().from(siteConfigs).where(eq(siteConfigs.siteCode, 'group'));
      expect(row!.pricesIncludeCharges).toBe(true);
      const settingsAudits = await db().select().from(auditLog).where(eq(auditLog.action, 'site.settings'));
      expect(settingsAudits.at(-1)!.after).toMatchObject({ pricesIncludeCharges: true });
      const sites = (await call('GET', '/sites', tokens.groupAdmin)).json().data;
      const group = sites.find((s: { siteCode: string }) => s.siteCode === 'group');
      expect(group.tierThresholds).toEqual([0, 2000, 8000, 30000]);
      expect(group).toMatchObject({
        staffPointsAdjustmentCap: 3000,
        staffPointsDailyCap: 9000,
        staffGrowthDailyCap: 4000,
      });
      const bad = await call('PUT', '/sites/group/settings', tokens.groupAdmin, {
        ...settings,
        language: 'ja',
        languages: ['en-US'],
      });
      expect(bad.statusCode).toBe(400);
      const notBoolean = await call('PUT', '/sites/group/settings', tokens.groupAdmin, {
        ...settings,
        pricesIncludeCharges: 'yes',
      });
      expect(notBoolean.statusCode).toBe(400);
      await call('PUT', '/sites/group/settings', tokens.groupAdmin, { ...settings, pricesIncludeCharges: false });
    });

    it('keeps exchange rates for group admins and payment methods per hotel', async () => {
      const rates = (await call('GET', '/exchange-rates', tokens.hotelManager)).json().data;
      const usd = rates.find((rate: { currency: string }) => rate.currency === 'USD') ?? rates[1];
      const body = { rateMicros: 150_000, name: usd.name };
      expect((await call('PUT', `/exchange-rates/${usd.currency}`, tokens.hotelManager, body)).statusCode).toBe(403);
      const saved = await call('PUT', `/exchange-rates/${usd.currency}`, tokens.groupAdmin, body);
      expect(saved.json().data.rateMicros).toBe(150_000);

      const methods = await call('PUT', '/hotels/SHA001/payment-methods', tokens.hotelManager, {
        paymentChannels: [2, 1, 2],
      });
      expect(methods.json().data.paymentChannels).toEqual([1, 2]);
      const [hotel] = await db().select().from(hotels).where(eq(hotels.hotelCode, 'SHA001'));
      expect(hotel!.paymentChannels).toEqual([1, 2]);
      expect(
        (await call('PUT', '/hotels/PEK001/payment-methods', tokens.hotelManager, { paymentChannels: [1] })).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', '/hotels/SHA001/payment-methods', tokens.contentEditor, { paymentChannels: [1] }))
          .statusCode,
      ).toBe(403);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
);
