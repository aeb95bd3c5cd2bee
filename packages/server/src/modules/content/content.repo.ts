import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  suggestions,
} from './content.schema.ts';

export type ArticleRow = typeof articles.$inferSelect;

export const listHomeBlocks = (db: Db, siteCode: string) =>
  db
    .select()
    .from(homeBlocks)
    .where(and(eq(homeBlocks.siteCode, siteCode), eq(homeBlocks.isPublish, true)))
    .orderBy(asc(homeBlocks.blockLevel), asc(homeBlocks.id));

export const listArticleTypes = (db: Db) => db.select().from(articleTypes).orderBy(asc(articleTypes.sortOrder));

export const listArticles = (db: Db, typeCode: string | undefined, limit: number, offset: number) =>
  db
    .select()
    .from(articles)
    .where(and(eq(articles.isPublish, true), typeCode ? eq(articles.typeCode, typeCode) : undefined))
    .orderBy(desc(articles.publishedAt), asc(articles.articleCode))
    .limit(limit)
    .offset(offset);

export async function findArticle(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.articleCode, code), eq(articles.isPublish, true)));
  return row;
}

export async function findPage(db: Db, pageId: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.pageId, pageId));
  return row;
}

export const listPages = (db: Db) => db.select().from(contentPages).where(eq(contentPages.isPublish, true));

export const listGallery = (db: Db, dir: string | undefined) =>
  db
    .select()
    .from(galleryPictures)
    .where(dir ? eq(galleryPictures.dir, dir) : undefined)
    .orderBy(asc(galleryPictures.dir), asc(galleryPictures.sortOrder));

export async function findCard(db: Db, cardId: string) {
  const [row] = await db.select().from(membershipCards).where(eq(membershipCards.cardId, cardId));
  return row;
}

export const listAgreements = (db: Db) => db.select().from(agreements).orderBy(asc(agreements.code));

export const listDictionary = (db: Db, dictKey: string) =>
  db.select().from(dictionaryItems).where(eq(dictionaryItems.dictKey, dictKey)).orderBy(asc(dictionaryItems.sortOrder));

export async function findSiteTexts(db: Db, siteCode: string) {
  const [row] = await db.select().from(siteTexts).where(eq(siteTexts.siteCode, siteCode));
  return row;
}

/** Keeps a guest's suggestion to a hotel for its staff. */
export async function saveSuggestion(db: Db, suggestion: typeof suggestions.$inferInsert): Promise<void> {
  await db.insert(suggestions).values(suggestion);
}
