import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns.ts';
import { orders } from '../booking/booking.schema.ts';

/** A guest's review of a completed stay: one per stay, scores 1 to 5, moderated and answered by staff. */
export const stayReviews = pgTable(
  'stay_reviews',
  {
    reviewId: text('review_id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    confirmationNumber: text('confirmation_number').notNull(),
    hotelCode: text('hotel_code').notNull(),
    memberId: text('member_id'),
    authorName: text('author_name').notNull(),
    language: text('language').notNull(),
    /** yyyy-MM of the stay's arrival. */
    stayMonth: text('stay_month').notNull(),
    overall: smallint('overall').notNull(),
    cleanliness: smallint('cleanliness').notNull(),
    service: smallint('service').notNull(),
    location: smallint('location').notNull(),
    value: smallint('value').notNull(),
    content: text('content').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stay_reviews_order').on(table.transactionId),
    index('stay_reviews_hotel').on(table.hotelCode, table.hidden, table.createdAt),
    check(
      'stay_reviews_scores',
      sql`${table.overall} between 1 and 5 and ${table.cleanliness} between 1 and 5 and ${table.service} between 1 and 5 and ${table.location} between 1 and 5 and ${table.value} between 1 and 5`,
    ),
  ],
);

/** Pictures uploaded for a stay's review, checked by the mall's rules; claimed by the review that uses them. */
export const stayReviewPictures = pgTable(
  'stay_review_pictures',
  {
    pictureId: text('picture_id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => orders.transactionId),
    reviewId: text('review_id').references(() => stayReviews.reviewId),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('stay_review_pictures_order').on(table.transactionId)],
);
