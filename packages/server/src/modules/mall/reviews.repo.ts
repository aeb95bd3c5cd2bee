import type { Language } from '@hotel/contract/languages';
import type { Review } from '@hotel/contract/schemas/mall';
import { maskName } from '@hotel/contract/schemas/member';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberNamesOf } from '../member/member.module.ts';
import { goodsOrderLines, mallMemberProfiles, mallReviews, mallSkus } from './mall.schema.ts';
import { pictureOf, specTextOf } from './views.ts';

/** Reviews of a product, newest first (hidden ones only when asked, for the back office). */
export async function pageReviews(
  db: Db,
  filter: { goodsCode?: string; hidden?: boolean; withPictures?: boolean },
  page: number,
  size: number,
  lang: Language,
) {
  const conditions = [];
  if (filter.goodsCode) conditions.push(eq(mallReviews.goodsCode, filter.goodsCode));
  if (filter.hidden !== undefined) conditions.push(eq(mallReviews.hidden, filter.hidden));
  if (filter.withPictures) conditions.push(sql`jsonb_array_length(${mallReviews.pictures}) > 0`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: mallReviews,
        avatarPath: mallMemberProfiles.avatarPath,
        specs: mallSkus.specs,
      })
      .from(mallReviews)
      .leftJoin(mallMemberProfiles, eq(mallMemberProfiles.memberId, mallReviews.memberId))
      .leftJoin(mallSkus, eq(mallSkus.skuCode, mallReviews.skuCode))
      .where(where)
      .orderBy(desc(mallReviews.createdAt), desc(mallReviews.reviewId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(mallReviews).where(where),
  ]);
  const names = await memberNamesOf(db, [...new Set(rows.map((row) => row.review.memberId))]);
  const list: Review[] = rows.map((row) => ({
    reviewId: row.review.reviewId,
    goodsCode: row.review.goodsCode,
    author: maskName(names.get(row.review.memberId) || 'Member'),
    avatarUrl: row.avatarPath ? `/images/${row.avatarPath}?w=160` : null,
    rating: row.review.rating,
    content: row.review.content,
    pictures: row.review.pictures.map((picture) => pictureOf(picture, lang)),
    specText: row.specs ? specTextOf(row.specs, lang) : '',
    createdAt: row.review.createdAt.toISOString(),
    hidden: row.review.hidden,
  }));
  return { list, total: total?.n ?? 0, page, size };
}

/** Order lines of a product in one order (to check a reviewer bought it). */
export async function orderLinesOf(db: Db, orderId: string, goodsCode: string) {
  return db
    .select()
    .from(goodsOrderLines)
    .where(and(eq(goodsOrderLines.orderId, orderId), eq(goodsOrderLines.goodsCode, goodsCode)));
}
