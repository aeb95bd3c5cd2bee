import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type {
  AgreementCreate,
  AgreementFields,
  ArticleCreate,
  ArticleFields,
  GalleryPictureFields,
  HomeBlockFields,
  PageCreate,
  PageFields,
  SiteTextsFields,
} from '@hotel/contract/schemas/admin-content';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/columns.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText, withResizedPictures } from '../../platform/sanitize.ts';
import {
  agreements,
  articles,
  articleTypes,
  contentPages,
  galleryPictures,
  homeBlocks,
  siteTexts,
} from './content.schema.ts';

/** Every language of a rich text, sanitised (scripts, handlers, styles and javascript: links removed). */
export function sanitizedText(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([lang, html]) => [lang, sanitizeRichText(html)]),
  ) as LocalizedText;
}

/** Inserts or updates one row by its key and writes the audit row; `missing` when an update finds nothing. */
async function upsertAudited<Row>(
  db: Db,
  read: (tx: Db) => Promise<Row | undefined>,
  write: (tx: Db, exists: boolean) => Promise<Row | undefined>,
  audit: AuditWriter<Row>,
  mode: 'create' | 'update',
  referenceField?: string,
) {
  return saveAudited(
    db,
    async (tx) => {
      const before = mode === 'update' ? await read(tx) : undefined;
      if (mode === 'update' && !before) throw new AppError('noRecordFound');
      const after = await write(tx, Boolean(before));
      if (!after) throw new AppError('noRecordFound');
      return { before: before ?? null, after };
    },
    audit,
    referenceField,
  );
}

// Home blocks --------------------------------------------------------------------------------------
export type HomeBlockRow = typeof homeBlocks.$inferSelect;
export const listHomeBlocksForAdmin = (db: Db, siteCode?: string) =>
  db
    .select()
    .from(homeBlocks)
    .where(siteCode ? eq(homeBlocks.siteCode, siteCode) : undefined)
    .orderBy(asc(homeBlocks.siteCode), asc(homeBlocks.blockLevel), asc(homeBlocks.id));

export function saveHomeBlock(db: Db, id: number | null, fields: HomeBlockFields, audit: AuditWriter<HomeBlockRow>) {
  const values = { ...fields, body: sanitizedText(fields.body) };
  return upsertAudited<HomeBlockRow>(
    db,
    async (tx) =>
      (
        await tx
          .select()
          .from(homeBlocks)
          .where(eq(homeBlocks.id, id ?? 0))
          .for('update')
      )[0],
    async (tx) =>
      id === null
        ? (await tx.insert(homeBlocks).values(values).returning())[0]
        : (await tx.update(homeBlocks).set(values).where(eq(homeBlocks.id, id)).returning())[0],
    audit,
    id === null ? 'create' : 'update',
  );
}

// Articles -----------------------------------------------------------------------------------------
export type ArticleAdminRow = typeof articles.$inferSelect;
export const listArticlesForAdmin = (db: Db) => db.select().from(articles).orderBy(desc(articles.publishedAt));
export const listArticleTypesForAdmin = (db: Db) => db.select().from(articleTypes).orderBy(asc(articleTypes.sortOrder));

export function saveArticle(
  db: Db,
  articleCode: string,
  fields: ArticleFields | ArticleCreate,
  audit: AuditWriter<ArticleAdminRow>,
  mode: 'create' | 'update',
) {
  const values = { ...fields, articleCode, body: sanitizedText(fields.body) };
  return upsertAudited<ArticleAdminRow>(
    db,
    async (tx) => (await tx.select().from(articles).where(eq(articles.articleCode, articleCode)).for('update'))[0],
    async (tx) =>
      mode === 'create'
        ? (await tx.insert(articles).values(values).returning())[0]
        : (await tx.update(articles).set(values).where(eq(articles.articleCode, articleCode)).returning())[0],
    audit,
    mode,
    'typeCode',
  );
}

// Pages --------------------------------------------------------------------------------------------
export type PageAdminRow = typeof contentPages.$inferSelect;
export const listPagesForAdmin = (db: Db) => db.select().from(contentPages).orderBy(asc(contentPages.pageId));

export function savePage(
  db: Db,
  pageId: string,
  fields: PageFields | PageCreate,
  audit: AuditWriter<PageAdminRow>,
  mode: 'create' | 'update',
) {
  const values = { ...fields, pageId, body: sanitizedText(fields.body), updatedAt: sql`now()` };
  return upsertAudited<PageAdminRow>(
    db,
    async (tx) => (await tx.select().from(contentPages).where(eq(contentPages.pageId, pageId)).for('update'))[0],
    async (tx) =>
      mode === 'create'
        ? (await tx.insert(contentPages).values(values).returning())[0]
        : (await tx.update(contentPages).set(values).where(eq(contentPages.pageId, pageId)).returning())[0],
    audit,
    mode,
  );
}

/** A page as a guest would see it (sanitised, pictures resized), published or not. */
export async function previewPage(db: Db, pageId: string, lang: Language, previewKey: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.pageId, pageId));
  if (!row) throw new AppError('noPageConfigured');
  return {
    pageId: row.pageId,
    title: inLanguage(row.title, lang),
    description: inLanguage(row.description, lang),
    body: withResizedPictures(sanitizeRichText(inLanguage(row.body, lang))),
    isPublish: row.isPublish,
    previewPath: `/${lang}/page/${encodeURIComponent(row.pageId)}/${encodeURIComponent(previewKey)}`,
  };
}

// Gallery ------------------------------------------------------------------------------------------
export type GalleryRow = typeof galleryPictures.$inferSelect;
export const listGalleryForAdmin = (db: Db) =>
  db
    .select()
    .from(galleryPictures)
    .orderBy(asc(galleryPictures.dir), asc(galleryPictures.sortOrder), asc(galleryPictures.id));

export function saveGalleryPicture(
  db: Db,
  id: number | null,
  fields: GalleryPictureFields,
  audit: AuditWriter<GalleryRow>,
) {
  return upsertAudited<GalleryRow>(
    db,
    async (tx) =>
      (
        await tx
          .select()
          .from(galleryPictures)
          .where(eq(galleryPictures.id, id ?? 0))
          .for('update')
      )[0],
    async (tx) =>
      id === null
        ? (await tx.insert(galleryPictures).values(fields).returning())[0]
        : (await tx.update(galleryPictures).set(fields).where(eq(galleryPictures.id, id)).returning())[0],
    audit,
    id === null ? 'create' : 'update',
  );
}

// Agreements ---------------------------------------------------------------------------------------
export type AgreementRow = typeof agreements.$inferSelect;
export const listAgreementsForAdmin = (db: Db) => db.select().from(agreements).orderBy(asc(agreements.code));

/** Saves an agreement; every change of an existing one raises its version (guests accept a version). */
export function saveAgreement(
  db: Db,
  code: string,
  fields: AgreementFields | AgreementCreate,
  audit: AuditWriter<AgreementRow>,
  mode: 'create' | 'update',
) {
  const values = { title: fields.title, body: sanitizedText(fields.body), updatedAt: sql`now()` };
  return upsertAudited<AgreementRow>(
    db,
    async (tx) => (await tx.select().from(agreements).where(eq(agreements.code, code)).for('update'))[0],
    async (tx) =>
      mode === 'create'
        ? (
            await tx
              .insert(agreements)
              .values({ ...values, code })
              .returning()
          )[0]
        : (
            await tx
              .update(agreements)
              .set({ ...values, version: sql`${agreements.version} + 1` })
              .where(eq(agreements.code, code))
              .returning()
          )[0],
    audit,
    mode,
  );
}

// Bulletin and footer ------------------------------------------------------------------------------
export type SiteTextsRow = typeof siteTexts.$inferSelect;
export async function findSiteTextsForAdmin(db: Db, siteCode: string) {
  const [row] = await db.select().from(siteTexts).where(eq(siteTexts.siteCode, siteCode));
  return row ?? null;
}

export function saveSiteTexts(db: Db, siteCode: string, fields: SiteTextsFields, audit: AuditWriter<SiteTextsRow>) {
  const values = { ...fields, bulletinBody: sanitizedText(fields.bulletinBody) };
  return saveAudited(
    db,
    async (tx) => {
      const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.siteCode, siteCode)).for('update');
      const [after] = await tx
        .insert(siteTexts)
        .values({ siteCode, ...values })
        .onConflictDoUpdate({ target: siteTexts.siteCode, set: values })
        .returning();
      return { before: before ?? null, after: after! };
    },
    audit,
  );
}
