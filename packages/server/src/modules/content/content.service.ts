import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { Db } from '../../db/client.ts';
import type { LocalizedText, StoredPicture } from '../../db/columns.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText, withResizedPictures } from '../../platform/sanitize.ts';
import {
  type ArticleRow,
  findArticle,
  findCard,
  findPage,
  findSiteTexts,
  listAgreements,
  listArticles,
  listArticleTypes,
  listDictionary,
  listGallery,
  listHomeBlocks,
  saveSuggestion,
} from './content.repo.ts';
import { createPictureSizes } from './pictureSize.ts';

/** Content texts are read like every other text of six languages: `inLanguage` (default-language fallback). */
export { inLanguage };
/** Rich text is sanitised when saved and again here, when served, with resized pictures. */
export const richText = (text: LocalizedText, lang: Language) =>
  withResizedPictures(sanitizeRichText(inLanguage(text, lang)));
const toPictures = (pictures: StoredPicture[], lang: Language) =>
  pictures.map((picture) => ({
    url: picture.url,
    alt: inLanguage(picture.alt, lang),
    width: picture.width,
    height: picture.height,
  }));

function toArticle(row: ArticleRow, lang: Language) {
  return {
    articleCode: row.articleCode,
    typeCode: row.typeCode,
    title: inLanguage(row.title, lang),
    summary: inLanguage(row.summary, lang),
    cover: toPictures(row.cover, lang),
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function createContentService(db: Db, options: { previewKey: string; mediaDir?: string }) {
  const pictureSize = createPictureSizes(options.mediaDir);

  async function homeBlocks(siteCode: string, lang: Language) {
    const rows = await listHomeBlocks(db, siteCode);
    return rows.map((block) => ({
      id: block.id,
      blockType: block.blockType,
      blockLevel: block.blockLevel,
      isPublish: block.isPublish,
      contentKind: block.contentKind,
      title: inLanguage(block.title, lang),
      body: richText(block.body, lang),
      pictures: toPictures(block.pictures, lang),
      link: block.link,
    }));
  }

  async function articlePage(lang: Language, typeCode: string | undefined, limit: number, offset: number) {
    const [types, rows] = await Promise.all([listArticleTypes(db), listArticles(db, typeCode, limit, offset)]);
    return {
      types: types.map((type) => ({ typeCode: type.typeCode, name: inLanguage(type.name, lang) })),
      list: rows.map((row) => toArticle(row, lang)),
    };
  }

  async function article(code: string, lang: Language) {
    const row = await findArticle(db, code);
    if (!row) throw new AppError('pageNotFound');
    return { ...toArticle(row, lang), body: richText(row.body, lang) };
  }

  /** A content page; an unpublished one only with the preview key. */
  async function page(pageId: string, lang: Language, preview?: string) {
    const row = await findPage(db, pageId);
    const visible = row && (row.isPublish || (preview !== undefined && preview === options.previewKey));
    if (!visible) throw new AppError('noPageConfigured');
    return {
      pageId: row.pageId,
      title: inLanguage(row.title, lang),
      description: inLanguage(row.description, lang),
      body: richText(row.body, lang),
      isPublish: row.isPublish,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function gallery(dir: string | undefined, lang: Language) {
    const rows = await listGallery(db, dir);
    // Each picture's intrinsic size (null when unknown), so the page reserves its box before it loads.
    return Promise.all(
      rows.map(async (row) => {
        const size = await pictureSize(row.url);
        return {
          dir: row.dir,
          url: row.url,
          alt: inLanguage(row.alt, lang),
          width: size?.width ?? null,
          height: size?.height ?? null,
        };
      }),
    );
  }

  async function card(cardId: string, lang: Language) {
    const row = await findCard(db, cardId);
    if (!row) throw new AppError('noRecordFound');
    return {
      cardId: row.cardId,
      tier: row.tier,
      name: inLanguage(row.name, lang),
      description: richText(row.description, lang),
      pictures: toPictures(row.pictures, lang),
    };
  }

  async function agreementTexts(lang: Language, code?: string) {
    const rows = await listAgreements(db);
    const chosen = code ? rows.filter((row) => row.code === code) : rows;
    if (code && chosen.length === 0) throw new AppError('noRecordFound');
    return chosen.map((row) => ({
      code: row.code,
      version: row.version,
      title: inLanguage(row.title, lang),
      body: richText(row.body, lang),
    }));
  }

  async function dictionary(dictKey: string, lang: Language) {
    const rows = await listDictionary(db, dictKey);
    return rows.map((row) => ({ code: row.itemCode, label: inLanguage(row.label, lang) }));
  }

  async function siteTexts(siteCode: string, lang: Language) {
    const row = await findSiteTexts(db, siteCode);
    return {
      bulletin: row ? { title: inLanguage(row.bulletinTitle, lang), body: richText(row.bulletinBody, lang) } : null,
      footer: row
        ? {
            text: inLanguage(row.footerText, lang),
            links: row.footerLinks.map((link) => ({ label: inLanguage(link.label, lang), href: link.href })),
          }
        : { text: '', links: [] },
    };
  }

  /** A guest's suggestion to a hotel, kept for its staff. */
  async function suggest(
    hotelCode: string,
    suggestion: { name: string; email: string; content: string },
    lang: Language,
  ) {
    await saveSuggestion(db, { hotelCode, ...suggestion, language: lang });
  }

  return { homeBlocks, articlePage, article, page, gallery, card, agreementTexts, dictionary, siteTexts, suggest };
}
export type ContentService = ReturnType<typeof createContentService>;
