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
  memberCheckScense: z.object({ checkSceneType: z.number().int() }),
  lockoutThreshold: z.number().int(),
  maskFirstName: z.boolean(),
  childFreeBedAge: z.number().int(),
  paymentDeadlineMinutes: z.number().int(),
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
