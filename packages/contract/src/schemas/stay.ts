import { z } from 'zod';
import { MALL_IMAGES_PER_UPLOAD } from '../constants.ts';
import { OrderStatus } from '../enums.ts';
import { V } from '../validation.ts';
import { countSchema, emailSchema, languageSchema, pagedSchema } from './common.ts';

// ---------------------------------------------------------------------------------------------------
// After the stay: receipts, invoices and reviews (issue 24 items 3 and 4, issue 20 item 12)

/** A receipt (folio) exists once the guest is in house; an invoice and a review only after the stay. */
export const RECEIPT_STATUSES: readonly number[] = [OrderStatus.checkedIn, OrderStatus.completed];
export const AFTER_STAY_STATUSES: readonly number[] = [OrderStatus.completed];

const amountSchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
const idSchema = z.string().trim().min(1).max(64);

// --- invoice titles (发票抬头) ---------------------------------------------------------------------

export const INVOICE_TITLE_KINDS = ['personal', 'company'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
/** How many invoice titles a member keeps. */
export const INVOICE_TITLES_MAX = 10;

/** A taxpayer number: the 18-character unified social credit code in China, 8 to 20 letters and digits elsewhere. */
const taxNumberSchema = z
  .string({ error: V.required })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{8,20}$/, { error: V.invalid });

/** Personal: a name; company: the company's name and its taxpayer number. */
export const invoiceTitleInputSchema = z
  .object({
    kind: z.enum(INVOICE_TITLE_KINDS, { error: V.invalid }),
    name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
    taxNumber: z.union([taxNumberSchema, z.literal('')]).nullish(),
  })
  .transform((title, ctx) => {
    if (title.kind === 'company' && !title.taxNumber) {
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: V.required });
      return z.NEVER;
    }
    return { kind: title.kind, name: title.name, taxNumber: title.kind === 'company' ? title.taxNumber! : null };
  });
export type InvoiceTitleInput = z.input<typeof invoiceTitleInputSchema>;

export const invoiceTitleSchema = z.object({
  titleId: z.string(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNumber: z.string().nullable(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;
export const invoiceTitleListSchema = z.array(invoiceTitleSchema);

// --- invoice requests -------------------------------------------------------------------------------

export const INVOICE_STATUSES = ['requested', 'issued'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** `POST /{lang}/orders/{id}/invoice`: a saved title (members) or a new one, and where to send it. */
export const invoiceRequestInputSchema = z
  .object({
    titleId: idSchema.optional(),
    title: invoiceTitleInputSchema.optional(),
    /** Keep the new title in the member's invoice titles. */
    saveTitle: z.boolean().default(false),
    email: emailSchema,
  })
  .superRefine((input, ctx) => {
    if (!input.titleId && !input.title) ctx.addIssue({ code: 'custom', path: ['title'], message: V.required });
  });
export type InvoiceRequestInput = z.input<typeof invoiceRequestInputSchema>;

export const invoiceRequestSchema = z.object({
  requestId: z.string(),
  transactionId: z.string(),
  confirmationNumber: z.string(),
  hotelCode: z.string(),
  status: z.enum(INVOICE_STATUSES),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxNumber: z.string().nullable(),
  email: z.string(),
  /** What the invoice is for: what the guest paid, net of refunds. */
  amount: amountSchema,
  invoiceNumber: z.string().nullable(),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/** `GET /admin/invoices`: requests of the staff's hotels, newest first. */
export const adminInvoiceQuerySchema = z.object({
  status: z.enum(INVOICE_STATUSES, { error: V.invalid }).optional(),
  page: countSchema(1, 10_000).default(1),
  size: countSchema(1, 100).default(20),
});
export const invoiceRequestPageSchema = pagedSchema(invoiceRequestSchema);

/** `POST /admin/invoices/{requestId}/issue`: the number of the invoice the hotel issued. */
export const invoiceIssueSchema = z.object({
  invoiceNumber: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(40, { error: V.tooLong })
    .regex(/^[0-9A-Za-z-]+$/, { error: V.invalid }),
});

// --- the folio a receipt prints -----------------------------------------------------------------------

export const folioSchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  language: languageSchema,
  /** `timeZone`: the hotel's, in which the receipt dates its payments, refunds and issue. */
  hotel: z.object({ name: z.string(), address: z.string(), phone: z.string(), timeZone: z.string() }),
  guestName: z.string(),
  roomType: z.string(),
  ratePlan: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  roomCount: z.number().int(),
  currency: z.string(),
  /** Each night's price for one room, times the rooms. */
  nights: z.array(z.object({ night: z.string(), rooms: z.number().int(), amount: z.number().int() })),
  addons: z.array(z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })),
  charges: z.object({
    roomAmount: z.number().int(),
    addonAmount: z.number().int(),
    serviceAmount: z.number().int(),
    taxAmount: z.number().int(),
    pointDiscount: z.number().int(),
    voucherDiscount: z.number().int(),
    totalAmount: z.number().int(),
    payAmount: z.number().int(),
  }),
  /** Payments taken online, and what was settled at the hotel (pay-at-hotel and guaranteed rates). */
  payments: z.array(
    z.object({ kind: z.enum(['online', 'hotel']), reference: z.string(), at: z.string(), amount: z.number().int() }),
  ),
  refunds: z.array(z.object({ reference: z.string(), at: z.string(), amount: z.number().int() })),
  paid: z.number().int(),
  refunded: z.number().int(),
  /** What the guest still owes: the amount to pay less what was paid and not refunded (never below 0). */
  balanceDue: z.number().int(),
});
export type Folio = z.infer<typeof folioSchema>;

// --- reviews ------------------------------------------------------------------------------------------

// The aspects live in the zod-free `reviews.ts` (a hotel page shows reviews without building a schema).
export { REVIEW_ASPECTS, type ReviewAspect } from '../reviews.ts';
export const STAY_REVIEW_MAX_LENGTH = 2000;
export const STAY_REVIEW_PICTURES_MAX = MALL_IMAGES_PER_UPLOAD;

const scoreSchema = z.coerce
  .number({ error: V.required })
  .int({ error: V.notInteger })
  .min(1, { error: V.tooSmall })
  .max(5, { error: V.tooBig });

/** `POST /{lang}/orders/{id}/review`: the guest's scores (1 to 5), words and pictures uploaded before. */
export const stayReviewCreateSchema = z.object({
  overall: scoreSchema,
  cleanliness: scoreSchema,
  service: scoreSchema,
  location: scoreSchema,
  value: scoreSchema,
  content: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(STAY_REVIEW_MAX_LENGTH, { error: V.tooLong }),
  pictureIds: z.array(idSchema).max(STAY_REVIEW_PICTURES_MAX, { error: V.tooBig }).default([]),
});
export type StayReviewCreate = z.input<typeof stayReviewCreateSchema>;

export const reviewPictureSchema = z.object({
  pictureId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const reviewPicturesSchema = z.object({ pictures: z.array(reviewPictureSchema) });

export const stayReviewSchema = z.object({
  reviewId: z.string(),
  hotelCode: z.string(),
  /** The reviewer's name, masked. */
  author: z.string(),
  /** The language the review was written in. */
  language: languageSchema,
  /** The month of the stay, yyyy-MM. */
  stayMonth: z.string(),
  overall: z.number().int(),
  cleanliness: z.number().int(),
  service: z.number().int(),
  location: z.number().int(),
  value: z.number().int(),
  /** Plain text as written (shown as text, never as markup). */
  content: z.string(),
  pictures: z.array(reviewPictureSchema),
  reply: z.object({ content: z.string(), at: z.string() }).nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type StayReview = z.infer<typeof stayReviewSchema>;

/** Averages of a hotel's shown reviews, to one decimal; null while it has none. */
export const hotelRatingSchema = z.object({
  hotelCode: z.string(),
  count: z.number().int(),
  overall: z.number().nullable(),
  cleanliness: z.number().nullable(),
  service: z.number().nullable(),
  location: z.number().nullable(),
  value: z.number().nullable(),
});
export type HotelRating = z.infer<typeof hotelRatingSchema>;
export const hotelRatingListSchema = z.array(hotelRatingSchema);

export const hotelReviewQuerySchema = z.object({
  page: countSchema(1, 1000).default(1),
  size: countSchema(1, 50).default(10),
});
export const hotelReviewPageSchema = pagedSchema(stayReviewSchema).extend({ rating: hotelRatingSchema });
export type HotelReviewPage = z.infer<typeof hotelReviewPageSchema>;

/** `GET /admin/stay-reviews`: the staff's hotels' reviews, newest first. */
export const adminStayReviewQuerySchema = z.object({
  hotelCode: z.string().trim().max(32).optional(),
  hidden: z.enum(['true', 'false'], { error: V.invalid }).optional(),
  page: countSchema(1, 10_000).default(1),
  size: countSchema(1, 100).default(20),
});
export const adminStayReviewPageSchema = pagedSchema(stayReviewSchema.extend({ confirmationNumber: z.string() }));

/** `PUT /admin/stay-reviews/{reviewId}`: show or hide it, and the hotel's reply (empty removes it). */
export const stayReviewModerationSchema = z.object({
  hidden: z.boolean().optional(),
  reply: z.string().trim().max(STAY_REVIEW_MAX_LENGTH, { error: V.tooLong }).optional(),
});

// --- what the order page offers after the stay --------------------------------------------------------

/** `GET /{lang}/orders/{id}/invoice`: the receipt, and the invoice request made or possible. */
export const invoiceStatusSchema = z.object({
  receiptAvailable: z.boolean(),
  canRequestInvoice: z.boolean(),
  invoice: invoiceRequestSchema.nullable(),
});
export type InvoiceStatusAnswer = z.infer<typeof invoiceStatusSchema>;

/** `GET /{lang}/orders/{id}/review`: the guest's review of the stay, or whether one may be written. */
export const reviewStatusSchema = z.object({
  canReview: z.boolean(),
  review: stayReviewSchema.nullable(),
});
export type ReviewStatusAnswer = z.infer<typeof reviewStatusSchema>;
