import type { Db } from '../db/client.ts';
import type { StoredPicture } from '../db/columns.ts';
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
import { addDays } from './calendar.ts';
import { DEMO_HOTELS } from './content/hotels.ts';
import { hotelPictures, roomPictures } from './content/media.ts';
import { roomPictureFiles } from './content/rooms.ts';
import { AGREEMENTS } from './content-site/agreements.ts';
import { ARTICLE_TYPES, ARTICLES } from './content-site/articles.ts';
import { HOME_BLOCKS } from './content-site/home.ts';
import { MEMBERSHIP_CARDS } from './content-site/members.ts';
import { CONTENT_PAGES } from './content-site/pages.ts';
import { DICTIONARY, siteTexts as siteTextSeeds } from './content-site/site.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tables the demo site content fills (the content test checks each one). */
export const CONTENT_TABLES = [
  'home_blocks',
  'articles',
  'article_types',
  'content_pages',
  'gallery_pictures',
  'membership_cards',
  'agreements',
  'dictionary_items',
  'site_texts',
] as const;

export interface ContentSummary {
  homeBlocks: number;
  articleTypes: number;
  articles: number;
  pages: number;
  galleryPictures: number;
  membershipCards: number;
  agreements: number;
  dictionaryItems: number;
  siteTexts: number;
}

/** A moment on a day relative to `today`: 09:00 in China, so the date reads the same across Asia. */
const dayAt = (today: string, days: number) => new Date(`${addDays(today, days)}T01:00:00Z`);

/** The gallery: every shipped hotel picture (dir `hotels`) and every room picture (dir `rooms`). */
export function galleryRows(): { dir: string; url: string; alt: StoredPicture['alt']; sortOrder: number }[] {
  const hotels = DEMO_HOTELS.flatMap((hotel) => hotelPictures(hotel.hotelCode, hotel.scenes, hotel.name));
  const rooms = roomPictureFiles().map(({ file, kind }) => {
    const picture = roomPictures(kind).find((candidate) => candidate.url.endsWith(`/${file}`));
    if (!picture) throw new Error(`No room picture ${file}`);
    return picture;
  });
  return [
    ...hotels.map((picture, index) => ({ dir: 'hotels', url: picture.url, alt: picture.alt, sortOrder: index + 1 })),
    ...rooms.map((picture, index) => ({ dir: 'rooms', url: picture.url, alt: picture.alt, sortOrder: index + 1 })),
  ];
}

/**
 * Writes the demo site content: home blocks of the group and the single-hotel site, articles, content
 * pages, gallery, membership cards, agreements, booking-form dictionaries and the sites' bulletin and
 * footer. Runs inside the catalogue seed's transaction; dates are relative to `today`.
 */
export async function seedContent(tx: Tx, options: { today: string }): Promise<ContentSummary> {
  const { today } = options;
  const gallery = galleryRows();
  const texts = siteTextSeeds(today);

  await tx.insert(articleTypes).values(ARTICLE_TYPES);
  await tx
    .insert(articles)
    .values(
      ARTICLES.map(({ daysAgo, ...article }) => ({ ...article, isPublish: true, publishedAt: dayAt(today, -daysAgo) })),
    );
  await tx.insert(homeBlocks).values(HOME_BLOCKS);
  await tx
    .insert(contentPages)
    .values(CONTENT_PAGES.map((page) => ({ ...page, updatedAt: dayAt(today, page.isPublish ? -30 : -2) })));
  await tx.insert(galleryPictures).values(gallery);
  await tx.insert(membershipCards).values(MEMBERSHIP_CARDS);
  await tx.insert(agreements).values(AGREEMENTS.map((agreement) => ({ ...agreement, updatedAt: dayAt(today, -60) })));
  await tx.insert(dictionaryItems).values(DICTIONARY.map((item, index) => ({ ...item, sortOrder: index + 1 })));
  await tx.insert(siteTexts).values(texts);

  return {
    homeBlocks: HOME_BLOCKS.length,
    articleTypes: ARTICLE_TYPES.length,
    articles: ARTICLES.length,
    pages: CONTENT_PAGES.length,
    galleryPictures: gallery.length,
    membershipCards: MEMBERSHIP_CARDS.length,
    agreements: AGREEMENTS.length,
    dictionaryItems: DICTIONARY.length,
    siteTexts: texts.length,
  };
}
