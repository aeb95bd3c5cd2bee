import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HomeBlockType } from '@hotel/contract/enums';
import { LANGUAGES } from '@hotel/contract/languages';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPglite } from '../db/client.ts';
import type { LocalizedText, StoredPicture } from '../db/columns.ts';
import {
  agreements,
  articles,
  articleTypes,
  contentPages,
  dictionaryItems,
  galleryPictures,
  homeBlocks,
  membershipCards,
  siteTexts,
} from '../modules/content/content.schema.ts';
import { siteConfigs } from '../modules/site/site.schema.ts';
import { sanitizeRichText } from '../platform/sanitize.ts';
import { KYOTO_SITE_CODE } from './content/sites.ts';
import { CONTENT_TABLES } from './content.ts';
import { clearCatalog, seedDemoData } from './demo.ts';
import { MEDIA_DIR } from './pictures.ts';

const TODAY = '2026-11-21';

/** Each language in its own script; a Japanese sentence has kana, not only kanji. */
const SCRIPT: Record<string, RegExp> = {
  'zh-CN': /[\u4e00-\u9fff]/,
  'zh-TW': /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  'ko-KR': /[\uac00-\ud7af]/,
  'th-TH': /[\u0e00-\u0e7f]/,
};
const KANA = /[\u3040-\u30ff]/;

function expectTranslated(text: LocalizedText, where: string) {
  expect(Object.keys(text).sort(), where).toEqual([...LANGUAGES].sort());
  for (const lang of LANGUAGES) expect(text[lang]?.trim(), `${where} ${lang} is empty`).toBeTruthy();
  expect(text['zh-CN'], `${where}: zh-CN is a copy of en-US`).not.toBe(text['en-US']);
  expect(text.ja, `${where}: ja is a copy of zh-CN`).not.toBe(text['zh-CN']);
  for (const [lang, script] of Object.entries(SCRIPT)) {
    expect(text[lang as keyof LocalizedText], `${where} ${lang} is not in its script`).toMatch(script);
  }
  const plainJa = text.ja.replace(/<[^>]*>/g, '');
  if (plainJa.length > 12) expect(plainJa, `${where}: ja has no kana`).toMatch(KANA);
}

/** Rich text is stored exactly as the sanitiser would store it: nothing in it gets stripped. */
function expectCleanRichText(text: LocalizedText, where: string) {
  for (const lang of LANGUAGES) {
    expect(sanitizeRichText(text[lang]), `${where} ${lang}`).toBe(text[lang]);
    expect(text[lang], `${where} ${lang}`).not.toMatch(/<script|\son\w+=|style=|javascript:/i);
  }
}

const mediaFile = (url: string) => {
  expect(url).toMatch(/^\/media\/(hotels|rooms)\/[A-Za-z0-9-]+\.svg$/);
  return path.join(MEDIA_DIR, url.slice('/media/'.length));
};
const imgSources = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);

describe('demo site content', () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openPglite(null);
    await database.migrate();
    db = database.db;
    await seedDemoData(db, { today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('writes every localized text in all six languages, really translated', async () => {
    const pictureAlts = (pictures: StoredPicture[], where: string) =>
      pictures.forEach((picture, index) => {
        expectTranslated(picture.alt, `${where} picture ${index}`);
      });

    for (const block of await db.select().from(homeBlocks)) {
      const where = `home block ${block.siteCode}/${block.blockLevel}`;
      if (block.blockType === HomeBlockType.placeholder) {
        expect(block.title).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])));
        expect(block.body).toEqual(Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])));
        continue;
      }
      expectTranslated(block.title, `${where} title`);
      expectTranslated(block.body, `${where} body`);
      expectCleanRichText(block.body, `${where} body`);
      pictureAlts(block.pictures, where);
    }
    for (const type of await db.select().from(articleTypes))
      expectTranslated(type.name, `article type ${type.typeCode}`);
    for (const article of await db.select().from(articles)) {
      const where = `article ${article.articleCode}`;
      expectTranslated(article.title, `${where} title`);
      expectTranslated(article.summary, `${where} summary`);
      expectTranslated(article.body, `${where} body`);
      expectCleanRichText(article.body, `${where} body`);
      pictureAlts(article.cover, where);
    }
    for (const page of await db.select().from(contentPages)) {
      expectTranslated(page.title, `page ${page.pageId} title`);
      expectTranslated(page.description, `page ${page.pageId} description`);
      expectTranslated(page.body, `page ${page.pageId} body`);
      expectCleanRichText(page.body, `page ${page.pageId} body`);
    }
    for (const picture of await db.select().from(galleryPictures)) expectTranslated(picture.alt, picture.url);
    for (const card of await db.select().from(membershipCards)) {
      expectTranslated(card.name, `card ${card.cardId} name`);
      expectTranslated(card.description, `card ${card.cardId} description`);
      expectCleanRichText(card.description, `card ${card.cardId} description`);
      pictureAlts(card.pictures, `card ${card.cardId}`);
    }
    for (const agreement of await db.select().from(agreements)) {
      expectTranslated(agreement.title, `agreement ${agreement.code} title`);
      expectTranslated(agreement.body, `agreement ${agreement.code} body`);
      expectCleanRichText(agreement.body, `agreement ${agreement.code} body`);
    }
    for (const item of await db.select().from(dictionaryItems)) {
      expectTranslated(item.label, `dictionary ${item.dictKey}/${item.itemCode}`);
    }
    for (const texts of await db.select().from(siteTexts)) {
      expectTranslated(texts.bulletinTitle, `${texts.siteCode} bulletin title`);
      expectTranslated(texts.bulletinBody, `${texts.siteCode} bulletin body`);
      expectCleanRichText(texts.bulletinBody, `${texts.siteCode} bulletin body`);
      expectTranslated(texts.footerText, `${texts.siteCode} footer text`);
      for (const link of texts.footerLinks) {
        expectTranslated(link.label as LocalizedText, `${texts.siteCode} footer link ${link.href}`);
      }
    }
  });

  it('builds the group home page from published blocks of every type, in increasing level', async () => {
    const blocks = await db
      .select()
      .from(homeBlocks)
      .where(eq(homeBlocks.siteCode, 'group'))
      .orderBy(asc(homeBlocks.blockLevel));
    expect(blocks.every((block) => block.isPublish)).toBe(true);
    const levels = blocks.map((block) => block.blockLevel);
    expect(new Set(levels).size).toBe(levels.length);
    const firstOfEachType = [...new Set(blocks.map((block) => block.blockType))];
    expect(firstOfEachType).toEqual([0, 1, 2, 3, 4, 5, 6]);

    const [carousel] = blocks;
    expect(carousel!.blockType).toBe(HomeBlockType.carousel);
    expect(carousel!.pictures).toHaveLength(3);
    expect(carousel!.link).toBe('/hotelList');
    expect(
      blocks.filter((block) => block.blockType === HomeBlockType.content).map((block) => block.contentKind),
    ).toEqual(['hotHotels', 'hotArticles']);
    expect(blocks.find((block) => block.contentKind === 'hotHotels')!.title['en-US']).toBe('Our hotels');
    expect(blocks.find((block) => block.blockType === HomeBlockType.text)!.body['en-US'].match(/<p>/g)).toHaveLength(2);
    expect(blocks.find((block) => block.blockType === HomeBlockType.graphic)).toMatchObject({ link: '/page/about' });
    const short = blocks.filter((block) => block.blockType === HomeBlockType.shortGraphic);
    expect(short.map((block) => block.title['en-US'])).toEqual(['Member rates', 'Free cancellation']);
    expect(short.every((block) => block.link && block.pictures.length === 1)).toBe(true);

    const kyoto = await db.select().from(homeBlocks).where(eq(homeBlocks.siteCode, KYOTO_SITE_CODE));
    expect(kyoto.length).toBeGreaterThanOrEqual(3);
    expect(kyoto.length).toBeLessThanOrEqual(4);
    expect(kyoto.some((block) => block.blockType === HomeBlockType.carousel)).toBe(true);
  });

  it('publishes articles of three types over the last months, each with a picture and a link', async () => {
    const types = await db.select().from(articleTypes).orderBy(asc(articleTypes.sortOrder));
    expect(types.map((type) => type.typeCode)).toEqual(['news', 'guides', 'offers']);
    const rows = await db.select().from(articles).where(eq(articles.isPublish, true));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.typeCode))).toEqual(new Set(['news', 'guides', 'offers']));
    const today = new Date(`${TODAY}T23:59:59Z`);
    for (const row of rows) {
      expect(row.publishedAt.getTime(), row.articleCode).toBeLessThanOrEqual(today.getTime());
      expect(row.cover, row.articleCode).toHaveLength(1);
      for (const lang of LANGUAGES) {
        const body = row.body[lang];
        expect(body.match(/<p>/g)?.length ?? 0, `${row.articleCode} ${lang}`).toBeGreaterThanOrEqual(3);
        expect(body.match(/<p>/g)?.length ?? 0, `${row.articleCode} ${lang}`).toBeLessThanOrEqual(5);
        expect(imgSources(body), `${row.articleCode} ${lang}`).toHaveLength(1);
        expect(body, `${row.articleCode} ${lang}`).toMatch(/<a href="\/[^"]+">[^<]+<\/a>/);
      }
    }
    const months = new Set(rows.map((row) => row.publishedAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it('has the about, FAQ and privacy pages published and the careers page as a draft', async () => {
    const pages = await db.select().from(contentPages);
    expect(Object.fromEntries(pages.map((page) => [page.pageId, page.isPublish]))).toEqual({
      about: true,
      faq: true,
      privacy: true,
      careers: false,
    });
    const faq = pages.find((page) => page.pageId === 'faq')!;
    for (const lang of LANGUAGES) {
      expect(faq.body[lang].match(/<h3>/g), lang).toHaveLength(8);
      expect(faq.body[lang].match(/<p>/g), lang).toHaveLength(8);
    }
  });

  it('has five agreements, a card per tier, the booking-form dictionaries and both sites’ texts', async () => {
    const rows = await db.select().from(agreements);
    expect(rows.map((row) => row.code).sort()).toEqual(
      ['bookingConditions', 'bookingPolicy', 'marketingConsent', 'privacyTerms', 'registration'].sort(),
    );
    expect(rows.every((row) => row.version === 1)).toBe(true);

    const cards = await db.select().from(membershipCards).orderBy(asc(membershipCards.tier));
    expect(cards.map((card) => [card.tier, card.cardId])).toEqual([
      [1, 'classic'],
      [2, 'silver'],
      [3, 'gold'],
      [4, 'platinum'],
    ]);
    expect(cards.every((card) => card.pictures.length === 1 && card.description['en-US'].includes('<ul>'))).toBe(true);

    const items = await db.select().from(dictionaryItems).orderBy(asc(dictionaryItems.sortOrder));
    const byKey = (key: string) => items.filter((item) => item.dictKey === key).map((item) => item.itemCode);
    expect(byKey('arrivalTime')).toEqual(['before14', '14to18', '18to22', 'after22']);
    expect(byKey('bedPreference')).toEqual(['king', 'twin', 'none']);
    expect(byKey('occasion')).toEqual(['birthday', 'anniversary', 'honeymoon', 'business']);

    const texts = await db.select().from(siteTexts);
    expect(texts.map((row) => row.siteCode).sort()).toEqual(['group', KYOTO_SITE_CODE].sort());
    for (const row of texts) {
      expect(row.footerText['en-US']).toContain('© 2026');
      expect(row.footerLinks.map((link) => link.href)).toEqual(
        expect.arrayContaining(['/page/faq', '/page/privacy', '/agreementDetails', '/steps']),
      );
      // The maintenance window is the Sunday after the seed's today.
      expect(row.bulletinBody['en-US']).toContain('Sunday, November 22, 2026');
    }
    // The notice exists but no site shows it instead of the site.
    const sites = await db.select({ isUsedBulletin: siteConfigs.isUsedBulletin }).from(siteConfigs);
    expect(sites.every((site) => !site.isUsedBulletin)).toBe(true);
  });

  it('points every picture at a shipped file, and the gallery shows them all', async () => {
    const urls: string[] = [];
    for (const block of await db.select().from(homeBlocks)) {
      urls.push(...block.pictures.map((picture) => picture.url));
      for (const lang of LANGUAGES) urls.push(...imgSources(block.body[lang]));
    }
    for (const article of await db.select().from(articles)) {
      urls.push(...article.cover.map((picture) => picture.url));
      for (const lang of LANGUAGES) urls.push(...imgSources(article.body[lang]));
    }
    for (const page of await db.select().from(contentPages)) {
      for (const lang of LANGUAGES) urls.push(...imgSources(page.body[lang]));
    }
    for (const card of await db.select().from(membershipCards)) {
      urls.push(...card.pictures.map((picture) => picture.url));
      for (const lang of LANGUAGES) urls.push(...imgSources(card.description[lang]));
    }
    const gallery = await db.select().from(galleryPictures);
    urls.push(...gallery.map((picture) => picture.url));
    expect(urls.length).toBeGreaterThan(50);
    for (const url of new Set(urls)) expect(existsSync(mediaFile(url)), url).toBe(true);

    for (const dir of ['hotels', 'rooms']) {
      const shipped = readdirSync(path.join(MEDIA_DIR, dir)).sort();
      const listed = gallery
        .filter((picture) => picture.dir === dir)
        .map((picture) => picture.url.slice(`/media/${dir}/`.length))
        .sort();
      expect(listed, dir).toEqual(shipped);
    }
  });

  it('is emptied by clearCatalog', async () => {
    await clearCatalog(db);
    for (const table of CONTENT_TABLES) {
      const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]!.n, table).toBe(0);
    }
  });
});
