import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { instantSchema as instant } from './common.ts';
import { limitRuleSchema } from './mall.ts';

/**
 * What the admin API answers with for stored records (content, site, currencies, mall goods, issued
 * vouchers). Each schema has two types: `Stored*` (z.input: what a server handler may hand to the JSON
 * encoder, dates as Date) and the plain name (z.output: what the client receives, dates as ISO text).
 */

/** A stored text in all six languages, as saved. */
export const localizedRecordSchema = z.object(
  Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string()])) as Record<(typeof LANGUAGES)[number], z.ZodString>,
);
const localized = localizedRecordSchema;
/** A picture as stored: its address, its text in every language and its size. */
export const storedPictureSchema = z.object({ url: z.string(), alt: localized, width: z.number(), height: z.number() });
const storedPicture = storedPictureSchema;

export const homeBlockRecordSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  blockType: z.number().int(),
  blockLevel: z.number().int(),
  isPublish: z.boolean(),
  contentKind: z.string().nullable(),
  title: localized,
  body: localized,
  pictures: z.array(storedPicture),
  link: z.string().nullable(),
});
export type HomeBlockRecord = z.output<typeof homeBlockRecordSchema>;
export type StoredHomeBlockRecord = z.input<typeof homeBlockRecordSchema>;
export const homeBlockRecordListSchema = z.array(homeBlockRecordSchema);

export const articleTypeRecordSchema = z.object({ typeCode: z.string(), name: localized, sortOrder: z.number().int() });
export const articleRecordSchema = z.object({
  articleCode: z.string(),
  typeCode: z.string(),
  title: localized,
  summary: localized,
  body: localized,
  cover: z.array(storedPicture),
  isPublish: z.boolean(),
  publishedAt: instant,
});
export type ArticleRecord = z.output<typeof articleRecordSchema>;
export type StoredArticleRecord = z.input<typeof articleRecordSchema>;
/** `GET /content/articles`: the article types and every article. */
export const articleListSchema = z.object({
  types: z.array(articleTypeRecordSchema),
  list: z.array(articleRecordSchema),
});
export type ArticleList = z.output<typeof articleListSchema>;
export type StoredArticleList = z.input<typeof articleListSchema>;

export const pageRecordSchema = z.object({
  pageId: z.string(),
  title: localized,
  description: localized,
  body: localized,
  isPublish: z.boolean(),
  updatedAt: instant,
});
export type PageRecord = z.output<typeof pageRecordSchema>;
export type StoredPageRecord = z.input<typeof pageRecordSchema>;
export const pageRecordListSchema = z.array(pageRecordSchema);

export const galleryPictureRecordSchema = z.object({
  id: z.number().int(),
  dir: z.string(),
  url: z.string(),
  alt: localized,
  sortOrder: z.number().int(),
});
export type GalleryPictureRecord = z.output<typeof galleryPictureRecordSchema>;
export type StoredGalleryPictureRecord = z.input<typeof galleryPictureRecordSchema>;
export const galleryPictureRecordListSchema = z.array(galleryPictureRecordSchema);

export const agreementRecordSchema = z.object({
  code: z.string(),
  version: z.number().int(),
  title: localized,
  body: localized,
  updatedAt: instant,
});
export type AgreementRecord = z.output<typeof agreementRecordSchema>;
export type StoredAgreementRecord = z.input<typeof agreementRecordSchema>;
export const agreementRecordListSchema = z.array(agreementRecordSchema);

export const siteTextsRecordSchema = z.object({
  siteCode: z.string(),
  bulletinTitle: localized,
  bulletinBody: localized,
  footerText: localized,
  footerLinks: z.array(z.object({ label: z.record(z.string(), z.string()), href: z.string() })),
});
export type SiteTextsRecord = z.output<typeof siteTextsRecordSchema>;
export type StoredSiteTextsRecord = z.input<typeof siteTextsRecordSchema>;

/** A site's configuration row, as the appearance and settings changes answer. */
export const siteRecordSchema = z.object({
  siteCode: z.string(),
  hostNames: z.array(z.string()),
  isDefault: z.boolean(),
  title: localized,
  language: z.string(),
  languages: z.array(z.string()),
  isUsedBulletin: z.boolean(),
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
  themeId: z.string(),
  mobileThemeId: z.string(),
  lpsName: z.string(),
  hasDiscountCode: z.boolean(),
  recommendEnabled: z.boolean(),
  reservationNotice: localized,
  isFloat: z.boolean(),
  pricesIncludeCharges: z.boolean(),
  checkSceneType: z.number().int(),
  lockoutThreshold: z.number().int(),
  maskFirstName: z.boolean(),
  childFreeBedAge: z.number().int(),
  paymentDeadlineMinutes: z.number().int(),
  mallChannels: z.array(z.number().int()),
  staffPointsAdjustmentCap: z.number().int(),
  staffPointsDailyCap: z.number().int(),
  staffGrowthAdjustmentCap: z.number().int(),
  staffGrowthDailyCap: z.number().int(),
  mainColor: z.string(),
  backgroundColor: z.string(),
  currency: z.string(),
  fontSettings: z.object({ code: z.string(), fontFiles: z.array(z.string()) }).nullable(),
});
export type SiteRecord = z.output<typeof siteRecordSchema>;
export type StoredSiteRecord = z.input<typeof siteRecordSchema>;
/** `GET /sites`: each site with its tier thresholds and its bulletin and footer (null before any is saved). */
export const adminSiteRecordSchema = siteRecordSchema.extend({
  tierThresholds: z.array(z.number().int()),
  tierNightThresholds: z.array(z.number().int()),
  texts: siteTextsRecordSchema.nullable(),
});
export type AdminSiteRecord = z.output<typeof adminSiteRecordSchema>;
export type StoredAdminSiteRecord = z.input<typeof adminSiteRecordSchema>;
export const adminSiteRecordListSchema = z.array(adminSiteRecordSchema);
/** `PUT /sites/:siteCode/settings`: the site row with the tier thresholds stored. */
export const siteSettingsRecordSchema = siteRecordSchema.extend({
  tierThresholds: z.array(z.number().int()),
  tierNightThresholds: z.array(z.number().int()),
});
export type StoredSiteSettingsRecord = z.input<typeof siteSettingsRecordSchema>;

export const exchangeRateRecordSchema = z.object({
  currency: z.string(),
  baseCurrency: z.string(),
  rateMicros: z.number().int(),
  name: localized,
  updatedAt: instant,
});
export type ExchangeRateRecord = z.output<typeof exchangeRateRecordSchema>;
export type StoredExchangeRateRecord = z.input<typeof exchangeRateRecordSchema>;
export const exchangeRateRecordListSchema = z.array(exchangeRateRecordSchema);
export const paymentMethodsRecordSchema = z.object({ paymentChannels: z.array(z.number().int()) });
export type PaymentMethodsRecord = z.output<typeof paymentMethodsRecordSchema>;

// Mall: one goods with its SKUs (`GET /mall/goods/:goodsCode`) --------------------------------------
const storedSpec = z.object({ spec: localized, value: localized });
export const mallGoodsRecordSchema = z.object({
  goodsCode: z.string(),
  categoryCode: z.string(),
  kind: z.string(),
  name: localized,
  subtitle: localized,
  description: localized,
  pictures: z.array(storedPicture),
  currency: z.string(),
  saleStartsAt: instant.nullable(),
  saleEndsAt: instant.nullable(),
  flashDiscountPercent: z.number().int().nullable(),
  flashStartsAt: instant.nullable(),
  flashEndsAt: instant.nullable(),
  minPurchase: z.number().int(),
  limits: z.array(limitRuleSchema),
  voucher: z
    .object({
      serviceName: localized,
      uses: z.number().int(),
      validDays: z.number().int(),
      hotelCodes: z.array(z.string()),
    })
    .nullable(),
  refundable: z.boolean(),
  commissionRateBp: z.number().int(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  sales: z.number().int(),
  ratingSum: z.number().int(),
  ratingCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export const mallSkuRecordSchema = z.object({
  skuCode: z.string(),
  goodsCode: z.string(),
  specs: z.array(storedSpec),
  price: z.number().int(),
  points: z.number().int(),
  tierPrices: z.array(z.object({ tier: z.number().int(), price: z.number().int() })),
  stock: z.number().int(),
  pictures: z.array(storedPicture),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type MallSkuRecord = z.output<typeof mallSkuRecordSchema>;
export const mallGoodsItemSchema = z.object({ goods: mallGoodsRecordSchema, skus: z.array(mallSkuRecordSchema) });
export type MallGoodsItem = z.output<typeof mallGoodsItemSchema>;
export type StoredMallGoodsItem = z.input<typeof mallGoodsItemSchema>;

// Vouchers issued from a coupon template (`POST /coupon-templates/:templateCode/vouchers`) ----------
export const issuedVoucherSchema = z.object({
  couponId: z.string(),
  couponCode: z.string(),
  templateCode: z.string(),
  memberId: z.string().nullable(),
  source: z.string(),
  activityCode: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.string(),
  transactionId: z.string().nullable(),
  usedAt: instant.nullable(),
  issuedAt: instant,
  /** The issue to a segment that gave it (its idempotency key); null for vouchers issued otherwise. */
  requestKey: z.string().nullable(),
});
export type IssuedVoucher = z.output<typeof issuedVoucherSchema>;
export type StoredIssuedVoucher = z.input<typeof issuedVoucherSchema>;
export const issuedVoucherListSchema = z.array(issuedVoucherSchema);

/** `POST /mall/redemptions/use`: the code after use and its order's status. */
export const redemptionUseAnswerSchema = z.object({
  code: z.string(),
  orderId: z.string(),
  usesTotal: z.number().int(),
  usesUsed: z.number().int(),
  status: z.string(),
  orderStatus: z.number().int(),
});
export type RedemptionUseAnswer = z.output<typeof redemptionUseAnswerSchema>;
