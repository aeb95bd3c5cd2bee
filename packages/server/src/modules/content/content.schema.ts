import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { instant, localized, pictures, serialId } from '../../db/columns.ts';

/** A block of a site's home page, shown in `blockLevel` order when published. Rich text is sanitised. */
export const homeBlocks = pgTable(
  'home_blocks',
  {
    id: serialId(),
    siteCode: text('site_code').notNull(),
    blockType: smallint('block_type').notNull(),
    blockLevel: integer('block_level').notNull(),
    isPublish: boolean('is_publish').notNull().default(true),
    /** For content blocks (type 1): which list they show. */
    contentKind: text('content_kind'),
    title: localized('title'),
    body: localized('body'),
    pictures: pictures('pictures'),
    link: text('link'),
  },
  (table) => [
    index('home_blocks_site').on(table.siteCode, table.blockLevel),
    check('home_blocks_type', sql`${table.blockType} between 0 and 6`),
  ],
);

export const articleTypes = pgTable('article_types', {
  typeCode: text('type_code').primaryKey(),
  name: localized('name'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    articleCode: text('article_code').primaryKey(),
    typeCode: text('type_code')
      .notNull()
      .references(() => articleTypes.typeCode),
    title: localized('title'),
    summary: localized('summary'),
    body: localized('body'),
    cover: pictures('cover'),
    isPublish: boolean('is_publish').notNull().default(true),
    publishedAt: instant('published_at').notNull().defaultNow(),
  },
  (table) => [index('articles_type').on(table.typeCode, table.publishedAt)],
);

/** A content page; unpublished pages are visible only in preview. */
export const contentPages = pgTable('content_pages', {
  pageId: text('page_id').primaryKey(),
  title: localized('title'),
  description: localized('description'),
  body: localized('body'),
  isPublish: boolean('is_publish').notNull().default(true),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const galleryPictures = pgTable(
  'gallery_pictures',
  {
    id: serialId(),
    dir: text('dir').notNull(),
    url: text('url').notNull(),
    alt: localized('alt'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('gallery_pictures_dir').on(table.dir, table.sortOrder)],
);

export const membershipCards = pgTable('membership_cards', {
  cardId: text('card_id').primaryKey(),
  tier: smallint('tier').notNull(),
  name: localized('name'),
  description: localized('description'),
  pictures: pictures('pictures'),
});

/** Agreements a guest accepts (booking policy, privacy terms, booking conditions, registration, marketing). */
export const agreements = pgTable('agreements', {
  code: text('code').primaryKey(),
  version: integer('version').notNull().default(1),
  title: localized('title'),
  body: localized('body'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    dictKey: text('dict_key').notNull(),
    itemCode: text('item_code').notNull(),
    label: localized('label'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dictKey, table.itemCode] })],
);

/** A site's bulletin (shown instead of the site when the site marks it in use) and footer. */
export const siteTexts = pgTable('site_texts', {
  siteCode: text('site_code').primaryKey(),
  bulletinTitle: localized('bulletin_title'),
  bulletinBody: localized('bulletin_body'),
  footerText: localized('footer_text'),
  footerLinks: jsonb('footer_links').$type<{ label: Record<string, string>; href: string }[]>().notNull().default([]),
});

/** Guest suggestions to a hotel, kept for staff. */
export const suggestions = pgTable(
  'suggestions',
  {
    id: serialId(),
    hotelCode: text('hotel_code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('suggestions_hotel').on(table.hotelCode, table.createdAt)],
);
