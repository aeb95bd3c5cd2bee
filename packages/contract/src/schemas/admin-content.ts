import { z } from 'zod';
import { LOCKOUT_THRESHOLDS } from '../constants.ts';
import { OnlineChannel } from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { V } from '../validation.ts';
import { localizedTextSchema } from './admin.ts';
import { codeSchema, languageSchema } from './common.ts';

/**
 * Content and site in the back office. Rich text (`body` fields) is sanitised on save. Content editors
 * and group administrators edit content; site settings, languages, currencies are the group's; payment
 * methods belong to each hotel.
 */

const int = (min: number, max: number) =>
  z
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(min, { error: V.tooSmall })
    .max(max, { error: V.tooBig });
const richText = localizedTextSchema(100_000, false);
/** The most a rich text of one language may hold (characters of HTML). */
export const RICH_TEXT_MAX = 100_000;
const link = z.string().trim().max(500, { error: V.tooLong }).nullable();

/** The visual themes named in the texts. */
export const THEME_IDS = ['classic', 'ocean', 'garden', 'sakura', 'midnight'] as const;
export const themeIdSchema = z.enum(THEME_IDS, { error: V.invalid });

export const homeBlockFieldsSchema = z.object({
  siteCode: z.string().trim().min(1, { error: V.required }).max(32, { error: V.tooLong }),
  /** 0 carousel, 1 content, 2 text, 3 graphic, 4 short graphic, 5 placeholder, 6 articles. */
  blockType: int(0, 6),
  blockLevel: int(0, 10_000),
  isPublish: z.boolean({ error: V.invalid }),
  contentKind: z.string().trim().max(40, { error: V.tooLong }).nullable(),
  title: localizedTextSchema(200, false),
  body: richText,
  link,
});
export type HomeBlockFields = z.infer<typeof homeBlockFieldsSchema>;
export const homeBlockParamsSchema = z.object({
  id: z.coerce.number({ error: V.invalid }).int({ error: V.notInteger }).min(1, { error: V.tooSmall }),
});

export const articleFieldsSchema = z.object({
  typeCode: codeSchema,
  title: localizedTextSchema(200),
  summary: localizedTextSchema(1000, false),
  body: richText,
  isPublish: z.boolean({ error: V.invalid }),
});
export const articleCreateSchema = articleFieldsSchema.extend({ articleCode: codeSchema });
export type ArticleFields = z.infer<typeof articleFieldsSchema>;
export type ArticleCreate = z.infer<typeof articleCreateSchema>;
export const articleParamsSchema = z.object({ articleCode: codeSchema });

export const pageFieldsSchema = z.object({
  title: localizedTextSchema(200),
  description: localizedTextSchema(1000, false),
  body: richText,
  isPublish: z.boolean({ error: V.invalid }),
});
export const pageCreateSchema = pageFieldsSchema.extend({ pageId: codeSchema });
export type PageFields = z.infer<typeof pageFieldsSchema>;
export type PageCreate = z.infer<typeof pageCreateSchema>;
export const pageParamsSchema = z.object({ pageId: codeSchema });
/** `GET /api/v1/admin/content/pages/:pageId/preview?lang=`: the page as a guest would see it, published or not. */
export const pagePreviewQuerySchema = z.object({ lang: languageSchema.default('en-US') });
export const pagePreviewSchema = z.object({
  pageId: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  isPublish: z.boolean(),
  /** The guest-site path that shows this page in preview (`/page/{pageId}/{preview}`). */
  previewPath: z.string(),
});
export type PagePreview = z.infer<typeof pagePreviewSchema>;

/**
 * The rich-text editor's preview (`POST /api/v1/admin/content/preview`): the HTML as guests would get it,
 * through the same sanitiser and picture resizing the guest pages are served with.
 */
export const richTextPreviewBodySchema = z.object({
  html: z.string({ error: V.required }).max(RICH_TEXT_MAX, { error: V.tooLong }),
});
export const richTextPreviewSchema = z.object({ html: z.string() });
export type RichTextPreview = z.infer<typeof richTextPreviewSchema>;

/** A picture put in rich text (`POST /api/v1/admin/content/pictures`, one file, checked by content). */
export const CONTENT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const contentPictureSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ContentPicture = z.infer<typeof contentPictureSchema>;

export const galleryPictureFieldsSchema = z.object({
  dir: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
  url: z
    .string()
    .trim()
    .min(1, { error: V.required })
    .max(500, { error: V.tooLong })
    .regex(/^(\/|https:\/\/)/, { error: V.invalid }),
  alt: localizedTextSchema(200, false),
  sortOrder: int(0, 100_000),
});
export type GalleryPictureFields = z.infer<typeof galleryPictureFieldsSchema>;
export const galleryParamsSchema = homeBlockParamsSchema;

export const agreementFieldsSchema = z.object({ title: localizedTextSchema(200), body: richText });
export const agreementCreateSchema = agreementFieldsSchema.extend({ code: codeSchema });
export type AgreementFields = z.infer<typeof agreementFieldsSchema>;
export type AgreementCreate = z.infer<typeof agreementCreateSchema>;
export const agreementParamsSchema = z.object({ code: codeSchema });

export const siteParamsSchema = z.object({
  siteCode: z.string().trim().min(1, { error: V.required }).max(32, { error: V.tooLong }),
});

/** Bulletin and footer of a site (`PUT /api/v1/admin/sites/:siteCode/texts`). */
export const siteTextsFieldsSchema = z.object({
  bulletinTitle: localizedTextSchema(200, false),
  bulletinBody: richText,
  footerText: localizedTextSchema(2000, false),
  footerLinks: z
    .array(
      z.object({
        label: localizedTextSchema(100),
        href: z.string().trim().min(1, { error: V.required }).max(500, { error: V.tooLong }),
      }),
    )
    .max(20, { error: V.tooBig }),
});
export type SiteTextsFields = z.infer<typeof siteTextsFieldsSchema>;

const color = z.string({ error: V.required }).regex(/^#[0-9a-fA-F]{6}$/, { error: V.invalid });
/** Themes and custom styles (`PUT /api/v1/admin/sites/:siteCode/appearance`): content editors may change them. */
export const siteAppearanceSchema = z.object({
  themeId: themeIdSchema,
  mobileThemeId: themeIdSchema,
  mainColor: color,
  backgroundColor: color,
  /** CSS added to the site; no markup. */
  customStyles: z
    .string()
    .max(20_000, { error: V.tooLong })
    .refine((css) => !/[<>]/.test(css), { error: V.invalid }),
});
export type SiteAppearance = z.infer<typeof siteAppearanceSchema>;

/** Site settings (`PUT /api/v1/admin/sites/:siteCode/settings`): group administrators only. */
export const siteSettingsSchema = z
  .object({
    /** Languages on offer and the default among them. */
    languages: z.array(languageSchema).min(1, { error: V.required }).max(LANGUAGES.length, { error: V.tooBig }),
    language: languageSchema,
    currency: z.string({ error: V.required }).regex(/^[A-Z]{3}$/, { error: V.invalid }),
    isUsedBulletin: z.boolean({ error: V.invalid }),
    /**
     * Lists and room lists show totals with taxes and fees included (what the booking then charges); kept
     * as stored when left out.
     */
    pricesIncludeCharges: z.boolean({ error: V.invalid }).optional(),
    /** Forced login: 1 members must sign in before browsing, 0 not. */
    checkSceneType: int(0, 1),
    /** Wrong passwords before an account locks. */
    lockoutThreshold: z.literal(LOCKOUT_THRESHOLDS, { error: V.invalid }),
    paymentDeadlineMinutes: int(5, 24 * 60),
    /**
     * The online channels the mall takes (codes of `OnlineChannel`); empty: every channel its accounts and
     * currency allow; left out: kept as stored.
     */
    mallChannels: z
      .array(z.literal(Object.values(OnlineChannel), { error: V.invalid }))
      .max(Object.values(OnlineChannel).length, { error: V.tooBig })
      .refine((list) => new Set(list).size === list.length, { error: V.invalid })
      .optional(),
    /** Growth from which tiers 1-4 start; the first is 0, each above the one before. */
    tierThresholds: z.array(int(0, 100_000_000)).length(4, { error: V.invalid }),
    /** Qualifying nights in a calendar year from which tiers 1-4 start (kept as stored when left out). */
    tierNightThresholds: z.array(int(0, 366)).length(4, { error: V.invalid }).optional(),
    /**
     * What a hotel manager may adjust alone (points, growth): the size of one adjustment and the total
     * in 24 hours; above either, a group administrator approves it first.
     */
    staffPointsAdjustmentCap: int(0, 1_000_000),
    staffPointsDailyCap: int(0, 10_000_000),
    staffGrowthAdjustmentCap: int(0, 1_000_000),
    staffGrowthDailyCap: int(0, 10_000_000),
  })
  .superRefine((settings, ctx) => {
    if (!settings.languages.includes(settings.language))
      ctx.addIssue({ code: 'custom', path: ['language'], message: V.invalid });
    for (const key of ['tierThresholds', 'tierNightThresholds'] as const) {
      const thresholds = settings[key];
      if (!thresholds) continue;
      const [first, ...rest] = thresholds;
      if (first !== 0 || rest.some((value, i) => value <= thresholds[i]!)) {
        ctx.addIssue({ code: 'custom', path: [key], message: V.invalid });
      }
    }
  });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const adminSiteSchema = z.object({
  siteCode: z.string(),
  title: z.record(z.string(), z.string()),
  hostNames: z.array(z.string()),
  languages: z.array(z.string()),
  language: z.string(),
  currency: z.string(),
  isUsedBulletin: z.boolean(),
  pricesIncludeCharges: z.boolean(),
  checkSceneType: z.number().int(),
  lockoutThreshold: z.number().int(),
  paymentDeadlineMinutes: z.number().int(),
  mallChannels: z.array(z.number().int()),
  staffPointsAdjustmentCap: z.number().int(),
  staffPointsDailyCap: z.number().int(),
  staffGrowthAdjustmentCap: z.number().int(),
  staffGrowthDailyCap: z.number().int(),
  tierThresholds: z.array(z.number().int()),
  tierNightThresholds: z.array(z.number().int()),
  themeId: z.string(),
  mobileThemeId: z.string(),
  mainColor: z.string(),
  backgroundColor: z.string(),
  customStyles: z.string(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

/** `PUT /api/v1/admin/exchange-rates/:currency`: units of `currency` per unit of the base currency, times a million. */
export const exchangeRateFieldsSchema = z.object({
  rateMicros: int(1, 1_000_000_000_000),
  name: localizedTextSchema(100),
});
export type ExchangeRateFields = z.infer<typeof exchangeRateFieldsSchema>;
export const currencyParamsSchema = z.object({ currency: z.string().regex(/^[A-Z]{3}$/, { error: V.invalid }) });

/** `PUT /api/v1/admin/hotels/:hotelCode/payment-methods`: online channels (spec section 9 values) a hotel accepts. */
export const paymentMethodsSchema = z.object({
  paymentChannels: z.array(int(1, 11)).max(11, { error: V.tooBig }),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
