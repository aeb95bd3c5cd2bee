import type { GoodsOrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { REVIEWABLE_GOODS_STATUSES, type ReviewCreate } from '@hotel/contract/schemas/mall';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredPicture } from '../../db/columns.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { mallGoods, mallReviews, mallUploads } from './mall.schema.ts';
import { findGoodsOrder, newMallCode } from './orders.repo.ts';
import { orderLinesOf, pageReviews } from './reviews.repo.ts';

const cleanText = (text: string) => sanitizeRichText(text).trim();

/** Reviews by buyers of delivered or used goods; the product's rating totals move with them. */
export function createMallReviews(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function create(memberId: string, input: ReviewCreate, lang: Language) {
    const order = await findGoodsOrder(db, input.orderId);
    if (!order || order.memberId !== memberId) throw new AppError('reviewNotAllowed');
    if (!REVIEWABLE_GOODS_STATUSES.includes(order.status as GoodsOrderStatus)) throw new AppError('reviewNotAllowed');
    const [line] = await orderLinesOf(db, order.orderId, input.goodsCode);
    if (!line) throw new AppError('reviewNotAllowed');
    const ids = [...new Set(input.pictureIds)];
    const uploads = ids.length
      ? await db
          .select()
          .from(mallUploads)
          .where(
            and(
              inArray(mallUploads.pictureId, ids),
              eq(mallUploads.memberId, memberId),
              eq(mallUploads.purpose, 'review'),
              isNull(mallUploads.reviewId),
            ),
          )
      : [];
    if (uploads.length !== ids.length) throw new AppError('pictureTypeNotAllowed', { field: 'pictureIds' });
    const pictures: StoredPicture[] = ids.map((id) => {
      const upload = uploads.find((row) => row.pictureId === id)!;
      const alt = Object.fromEntries(
        ['zh-CN', 'zh-TW', 'en-US', 'ja', 'ko-KR', 'th-TH'].map((l) => [l, '']),
      ) as StoredPicture['alt'];
      return { url: `/images/${upload.path}?w=800`, alt, width: upload.width, height: upload.height };
    });
    const reviewId = newMallCode('RV');
    try {
      await inTransaction(db, async (tx) => {
        await tx.insert(mallReviews).values({
          reviewId,
          orderId: order.orderId,
          goodsCode: input.goodsCode,
          skuCode: line.skuCode,
          memberId,
          rating: input.rating,
          content: cleanText(input.content),
          pictures,
          createdAt: deps.now(),
        });
        if (ids.length) await tx.update(mallUploads).set({ reviewId }).where(inArray(mallUploads.pictureId, ids));
        await tx
          .update(mallGoods)
          .set({
            ratingSum: sql`${mallGoods.ratingSum} + ${input.rating}`,
            ratingCount: sql`${mallGoods.ratingCount} + 1`,
          })
          .where(eq(mallGoods.goodsCode, input.goodsCode));
      });
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw new AppError('alreadyReviewed');
      throw error;
    }
    const page = await pageReviews(db, { goodsCode: input.goodsCode }, 1, 50, lang);
    return page.list.find((review) => review.reviewId === reviewId)!;
  }

  /** Hides or shows a review (moderation); the rating totals count visible reviews only. */
  async function setHidden(reviewId: string, hidden: boolean) {
    return inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(mallReviews).where(eq(mallReviews.reviewId, reviewId)).for('update');
      if (!before) throw new AppError('noRecordFound');
      if (before.hidden === hidden) return { before, after: before };
      const [after] = await tx
        .update(mallReviews)
        .set({ hidden })
        .where(eq(mallReviews.reviewId, reviewId))
        .returning();
      const sign = hidden ? -1 : 1;
      await tx
        .update(mallGoods)
        .set({
          ratingSum: sql`${mallGoods.ratingSum} + ${sign * before.rating}`,
          ratingCount: sql`${mallGoods.ratingCount} + ${sign}`,
        })
        .where(eq(mallGoods.goodsCode, before.goodsCode));
      return { before, after: after! };
    });
  }

  return { create, setHidden };
}
export type MallReviews = ReturnType<typeof createMallReviews>;
