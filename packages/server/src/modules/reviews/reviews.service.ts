import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isLanguage, type Language } from '@hotel/contract/languages';
import { maskName } from '@hotel/contract/schemas/member';
import {
  AFTER_STAY_STATUSES,
  type HotelRating,
  type REVIEW_ASPECTS,
  STAY_REVIEW_PICTURES_MAX,
  type StayReview,
  type stayReviewCreateSchema,
} from '@hotel/contract/schemas/stay';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { inspectImage } from '../../platform/pictures.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { OrderRow } from '../booking/booking.module.ts';
import { stayReviewPictures, stayReviews } from './reviews.schema.ts';

type ReviewRow = typeof stayReviews.$inferSelect;
type PictureRow = typeof stayReviewPictures.$inferSelect;
type ReviewInput = z.output<typeof stayReviewCreateSchema>;
/** Writes the audit row of a staff change inside its transaction. */
export type ReviewAudit = (
  tx: Db,
  entry: { action: string; entityId: string; hotelCode: string; before: unknown; after: unknown },
) => Promise<void>;

/** Pictures a stay may upload in all (some are replaced before the review is sent). */
const UPLOADS_PER_STAY = STAY_REVIEW_PICTURES_MAX * 2;

const pictureOf = (row: PictureRow) => ({
  pictureId: row.pictureId,
  url: `/images/${row.path}?w=800`,
  width: row.width,
  height: row.height,
});

function toReview(row: ReviewRow, pictures: PictureRow[]): StayReview {
  return {
    reviewId: row.reviewId,
    hotelCode: row.hotelCode,
    author: maskName(row.authorName),
    language: isLanguage(row.language) ? row.language : 'en-US',
    stayMonth: row.stayMonth,
    overall: row.overall,
    cleanliness: row.cleanliness,
    service: row.service,
    location: row.location,
    value: row.value,
    content: row.content,
    pictures: pictures.filter((picture) => picture.reviewId === row.reviewId).map(pictureOf),
    reply: row.reply && row.repliedAt ? { content: row.reply, at: row.repliedAt.toISOString() } : null,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Averages to one decimal of the shown reviews, per hotel. */
const averages = {
  count: count(),
  overall: sql<string | null>`round(avg(${stayReviews.overall}), 1)`,
  cleanliness: sql<string | null>`round(avg(${stayReviews.cleanliness}), 1)`,
  service: sql<string | null>`round(avg(${stayReviews.service}), 1)`,
  location: sql<string | null>`round(avg(${stayReviews.location}), 1)`,
  value: sql<string | null>`round(avg(${stayReviews.value}), 1)`,
};
type AverageRow = { hotelCode: string; count: number } & Record<
  (typeof REVIEW_ASPECTS)[number] | 'overall',
  string | null
>;
const toRating = (row: AverageRow): HotelRating => {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return {
    hotelCode: row.hotelCode,
    count: row.count,
    overall: number(row.overall),
    cleanliness: number(row.cleanliness),
    service: number(row.service),
    location: number(row.location),
    value: number(row.value),
  };
};

/** Reviews of completed stays: written by the stay's booker or member, shown on the hotel's page. */
export function createStayReviews(deps: { db: Db; mediaDir: string; now: () => Date }) {
  const { db } = deps;

  async function withPictures(rows: ReviewRow[]) {
    const ids = rows.map((row) => row.reviewId);
    const pictures = ids.length
      ? await db.select().from(stayReviewPictures).where(inArray(stayReviewPictures.reviewId, ids))
      : [];
    return rows.map((row) => toReview(row, pictures));
  }

  async function reviewOf(transactionId: string) {
    const [row] = await db.select().from(stayReviews).where(eq(stayReviews.transactionId, transactionId));
    return row ? (await withPictures([row]))[0]! : null;
  }

  function assertReviewable(order: OrderRow) {
    if (!AFTER_STAY_STATUSES.includes(order.status)) throw new AppError('stayReviewNotAllowed');
  }

  async function rating(hotelCode: string): Promise<HotelRating> {
    const [row] = await db
      .select({ hotelCode: sql<string>`${hotelCode}`, ...averages })
      .from(stayReviews)
      .where(and(eq(stayReviews.hotelCode, hotelCode), eq(stayReviews.hidden, false)));
    return toRating({ ...(row as AverageRow), hotelCode });
  }

  return {
    async status(order: OrderRow) {
      const review = await reviewOf(order.transactionId);
      return { canReview: !review && AFTER_STAY_STATUSES.includes(order.status), review };
    },

    /** Checks and keeps pictures for the stay's review (the mall's rules: jpg or png, size, pixels). */
    async savePictures(order: OrderRow, buffers: Buffer[]) {
      assertReviewable(order);
      if (await reviewOf(order.transactionId)) throw new AppError('stayAlreadyReviewed');
      const [uploaded] = await db
        .select({ n: count() })
        .from(stayReviewPictures)
        .where(eq(stayReviewPictures.transactionId, order.transactionId));
      if ((uploaded?.n ?? 0) + buffers.length > UPLOADS_PER_STAY)
        throw new AppError('tooManyPictures', { max: STAY_REVIEW_PICTURES_MAX });
      const inspected = [];
      for (const buffer of buffers) inspected.push({ buffer, ...(await inspectImage(buffer)) });
      await mkdir(path.join(deps.mediaDir, 'uploads', 'reviews'), { recursive: true });
      const saved = [];
      for (const picture of inspected) {
        const pictureId = newId('rp');
        const relative = `uploads/reviews/${pictureId}.${picture.format === 'jpeg' ? 'jpg' : 'png'}`;
        await writeFile(path.join(deps.mediaDir, relative), picture.buffer);
        const [row] = await db
          .insert(stayReviewPictures)
          .values({
            pictureId,
            transactionId: order.transactionId,
            path: relative,
            width: picture.width,
            height: picture.height,
            bytes: picture.buffer.length,
          })
          .returning();
        saved.push(pictureOf(row!));
      }
      return { pictures: saved };
    },

    /** One review per stay, after it; pictures must be this stay's and unused. */
    async create(order: OrderRow, input: ReviewInput, author: { name: string; language: Language }) {
      assertReviewable(order);
      const ids = [...new Set(input.pictureIds)];
      const reviewId = newId('sr');
      try {
        await inTransaction(db, async (tx) => {
          await tx.insert(stayReviews).values({
            reviewId,
            transactionId: order.transactionId,
            confirmationNumber: order.confirmationNumber,
            hotelCode: order.hotelCode,
            memberId: order.memberId,
            authorName: author.name,
            language: author.language,
            stayMonth: order.checkInDate.slice(0, 7),
            overall: input.overall,
            cleanliness: input.cleanliness,
            service: input.service,
            location: input.location,
            value: input.value,
            content: input.content,
            createdAt: deps.now(),
          });
          if (!ids.length) return;
          const claimed = await tx
            .update(stayReviewPictures)
            .set({ reviewId })
            .where(
              and(
                inArray(stayReviewPictures.pictureId, ids),
                eq(stayReviewPictures.transactionId, order.transactionId),
                isNull(stayReviewPictures.reviewId),
              ),
            )
            .returning({ pictureId: stayReviewPictures.pictureId });
          if (claimed.length !== ids.length) throw new AppError('pictureTypeNotAllowed', { field: 'pictureIds' });
        });
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw new AppError('stayAlreadyReviewed');
        throw error;
      }
      return (await reviewOf(order.transactionId))!;
    },

    rating,

    /** Every hotel's averages, best rated first (for the hotel list's sort and filter). */
    async ratings(): Promise<HotelRating[]> {
      const rows = await db
        .select({ hotelCode: stayReviews.hotelCode, ...averages })
        .from(stayReviews)
        .where(eq(stayReviews.hidden, false))
        .groupBy(stayReviews.hotelCode);
      return rows
        .map((row) => toRating(row as AverageRow))
        .sort((a, b) => (b.overall ?? 0) - (a.overall ?? 0) || b.count - a.count);
    },

    /** A hotel's shown reviews: those in the reader's language first, then the newest. */
    async hotelPage(hotelCode: string, language: Language, page: number, size: number) {
      const shown = and(eq(stayReviews.hotelCode, hotelCode), eq(stayReviews.hidden, false));
      const rows = await db
        .select()
        .from(stayReviews)
        .where(shown)
        .orderBy(
          desc(sql`(${stayReviews.language} = ${language})`),
          desc(stayReviews.createdAt),
          desc(stayReviews.reviewId),
        )
        .limit(size)
        .offset((page - 1) * size);
      const summary = await rating(hotelCode);
      return { list: await withPictures(rows), total: summary.count, page, size, rating: summary };
    },

    /** Reviews of some hotels (null: all) for moderation, newest first. */
    async list(
      hotels: string[] | null,
      query: { hotelCode?: string; hidden?: 'true' | 'false'; page: number; size: number },
    ) {
      const conditions: SQL[] = [];
      if (hotels) conditions.push(inArray(stayReviews.hotelCode, hotels.length ? hotels : ['']));
      if (query.hotelCode) conditions.push(eq(stayReviews.hotelCode, query.hotelCode));
      if (query.hidden) conditions.push(eq(stayReviews.hidden, query.hidden === 'true'));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stayReviews)
          .where(where)
          .orderBy(desc(stayReviews.createdAt), desc(stayReviews.reviewId))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(stayReviews).where(where),
      ]);
      const reviews = await withPictures(rows);
      const list = reviews.map((review, index) => ({ ...review, confirmationNumber: rows[index]!.confirmationNumber }));
      return { list, total: total?.n ?? 0, page: query.page, size: query.size };
    },

    /** Shows or hides a review and sets or removes the hotel's reply; the audit row commits with it. */
    async moderate(
      reviewId: string,
      change: { hidden?: boolean; reply?: string },
      canSee: (hotelCode: string) => void,
      audit: ReviewAudit,
    ) {
      await inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(stayReviews).where(eq(stayReviews.reviewId, reviewId)).for('update');
        if (!before) throw new AppError('stayReviewNotFound');
        canSee(before.hotelCode);
        const reply = change.reply === undefined ? before.reply : change.reply || null;
        const [after] = await tx
          .update(stayReviews)
          .set({
            hidden: change.hidden ?? before.hidden,
            reply,
            repliedAt: change.reply === undefined ? before.repliedAt : reply ? deps.now() : null,
          })
          .where(eq(stayReviews.reviewId, reviewId))
          .returning();
        await audit(tx, {
          action: 'stayReview.moderate',
          entityId: reviewId,
          hotelCode: before.hotelCode,
          before: { hidden: before.hidden, reply: before.reply },
          after: { hidden: after!.hidden, reply: after!.reply },
        });
      });
      const [row] = await db.select().from(stayReviews).where(eq(stayReviews.reviewId, reviewId));
      return (await withPictures([row!]))[0]!;
    },
  };
}
export type StayReviews = ReturnType<typeof createStayReviews>;
