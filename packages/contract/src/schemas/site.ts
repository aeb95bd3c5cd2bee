import { z } from 'zod';
import { languageSchema } from './common.ts';

/** The site configuration fields of spec section 3, as `GET /hotel-configs` returns them. */
export const siteConfigSchema = z.object({
  siteCode: z.string(),
  isUsedBulletin: z.boolean(),
  /** The default language of the site. */
  language: languageSchema,
  /** The languages this site offers (some sites offer four). */
  languages: z.array(languageSchema),
  title: z.string(),
  customStyles: z.string(),
  minPersonNum: z.number().int(),
  defaultAdultsNum: z.number().int(),
  hotelCompanyType: z.number().int(),
  hotelCompanyCode: z.string(),
  hotelCode: z.string().nullable(),
  isFilterByCity: z.boolean(),
  siteType: z.number().int(),
  siteModel: z.number().int(),
  shopId: z.string().nullable(),
  themeID: z.string(),
  mobileThemeID: z.string(),
  lpsName: z.string(),
  hasDiscountCode: z.boolean(),
  recommendSetting: z.object({ isUse: z.boolean() }),
  reservationNotice: z.string(),
  isFloat: z.boolean(),
  /** Lists and room lists show prices including the hotels' service charges and taxes (as the booking totals them). */
  pricesIncludeCharges: z.boolean(),
  memberCheckScense: z.object({ checkSceneType: z.number().int() }),
  lockoutThreshold: z.number().int(),
  maskFirstName: z.boolean(),
  childFreeBedAge: z.number().int(),
  paymentDeadlineMinutes: z.number().int(),
  /** The online channels the site's mall takes; empty: every channel its accounts and the currency allow. */
  mallChannels: z.array(z.number().int()),
  mainColor: z.string(),
  backgroundColor: z.string(),
  currency: z.string(),
  /** Font settings (spec section 3): the font's code (CSS family name) and its files; null: system fonts. */
  fontSettings: z.object({ code: z.string(), fontFiles: z.array(z.string()) }).nullable(),
  /** Whether online payment is offered at all (an online payment provider is configured). */
  onlinePayments: z.boolean(),
  /** A production server: testing aids (such as the QR login's link to the phone page) are not shown. */
  production: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/*
 * The content calls of spec section 7. Texts come in the asked language; rich text (`body`,
 * `description` of cards) is HTML the server sanitised when it was saved and again when it was served.
 */

export const contentPictureSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ContentPicture = z.infer<typeof contentPictureSchema>;

/** `GET /hotel-configs/bulletin`: the site's notice, or null when it has none. */
export const bulletinSchema = z.object({ title: z.string(), body: z.string() });
export type Bulletin = z.infer<typeof bulletinSchema>;

/** `GET /hotel-configs/footer`. */
export const siteFooterSchema = z.object({
  text: z.string(),
  links: z.array(z.object({ label: z.string(), href: z.string() })),
});
export type SiteFooter = z.infer<typeof siteFooterSchema>;

/** A home page block (spec section 3): type 0-6, shown in `blockLevel` order. */
export const homeBlockSchema = z.object({
  id: z.number().int(),
  blockType: z.number().int(),
  blockLevel: z.number().int(),
  isPublish: z.boolean(),
  contentKind: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  pictures: z.array(contentPictureSchema),
  link: z.string().nullable(),
});
export type HomeBlock = z.infer<typeof homeBlockSchema>;
/** `GET /{lang}/home-blocks` and `/{lang}/shortgraphics`. */
export const homeBlockListSchema = z.array(homeBlockSchema);

export const articleSummarySchema = z.object({
  articleCode: z.string(),
  typeCode: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.array(contentPictureSchema),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `GET /{lang}/articles/{code}`. */
export const articleSchema = articleSummarySchema.extend({ body: z.string() });
export type Article = z.infer<typeof articleSchema>;

/** `GET /{lang}/articles`: the article types and a page of articles. */
export const articlePageSchema = z.object({
  types: z.array(z.object({ typeCode: z.string(), name: z.string() })),
  list: z.array(articleSummarySchema),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** `GET /{lang}/pages/{pageId}`. */
export const contentPageSchema = z.object({
  pageId: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  isPublish: z.boolean(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** `GET /pictures`: a gallery picture with its intrinsic size (null when the server does not know it). */
export const galleryPictureSchema = z.object({
  dir: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;
export const galleryPictureListSchema = z.array(galleryPictureSchema);

/** `GET /cards/{cardId}`: a membership tier's card. */
export const tierCardSchema = z.object({
  cardId: z.string(),
  tier: z.number().int(),
  name: z.string(),
  description: z.string(),
  pictures: z.array(contentPictureSchema),
});
export type TierCard = z.infer<typeof tierCardSchema>;

/** `GET /{lang}/protocol`: the agreements a guest accepts. */
export const agreementSchema = z.object({
  code: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementListSchema = z.array(agreementSchema);

/** `GET /{lang}/digital-dict/{dictKey}`: a dictionary's items, labelled in the asked language. */
export const dictionarySchema = z.array(z.object({ code: z.string(), label: z.string() }));

export const WEATHER_CONDITIONS = ['sunny', 'cloudy', 'rain', 'snow'] as const;

/** `GET /weather`: a hotel's forecast for a day. */
export const weatherSchema = z.object({
  date: z.string(),
  condition: z.enum(WEATHER_CONDITIONS),
  highC: z.number(),
  lowC: z.number(),
});

/** `GET /{lang}/hotels/{hotelCode}/suggestion`: what the suggestion form shows. */
export const suggestionFormSchema = z.object({ hotelCode: z.string(), hotelName: z.string(), maxLength: z.number() });

/** `POST /{lang}/hotels/{hotelCode}/suggestion`. */
export const suggestionReceivedSchema = z.object({ received: z.literal(true) });

/** `GET /oss/fontfile`: a font file of the site's font settings, inline. */
export const fontFileSchema = z.object({
  fontCode: z.string(),
  fontFileUrl: z.string(),
  mimeType: z.string(),
  fileDataBase64: z.string(),
});

/** `GET /livez`: the process answers. */
export const livenessSchema = z.object({ status: z.literal('alive') });

/** `GET /readyz` and `/healthz` when the server can serve (503 with `unavailable` otherwise). */
export const readinessSchema = z.object({ status: z.literal('ok'), database: z.string(), redis: z.string() });
