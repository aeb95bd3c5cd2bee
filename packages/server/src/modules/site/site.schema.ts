import {
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_CURRENCY,
  DEFAULT_LOCKOUT_THRESHOLD,
  DEFAULT_MAIN_COLOR,
  LOCKOUT_THRESHOLDS,
} from '@hotel/contract/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { localized } from '../../db/columns.ts';

/** One site of the group (group site, brand site or single-hotel site), chosen by host name. */
export const siteConfigs = pgTable(
  'site_configs',
  {
    siteCode: text('site_code').primaryKey(),
    hostNames: text('host_names').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    title: localized('title'),
    language: text('language').notNull(),
    languages: text('languages').array().notNull(),
    isUsedBulletin: boolean('is_used_bulletin').notNull().default(false),
    customStyles: text('custom_styles').notNull().default(''),
    minPersonNum: smallint('min_person_num').notNull().default(1),
    defaultAdultsNum: smallint('default_adults_num').notNull().default(1),
    hotelCompanyType: smallint('hotel_company_type').notNull().default(1),
    hotelCompanyCode: text('hotel_company_code').notNull(),
    hotelCode: text('hotel_code'),
    isFilterByCity: boolean('is_filter_by_city').notNull().default(true),
    siteType: smallint('site_type').notNull(),
    siteModel: smallint('site_model').notNull().default(1),
    shopId: text('shop_id'),
    themeId: text('theme_id').notNull().default('classic'),
    mobileThemeId: text('mobile_theme_id').notNull().default('classic'),
    lpsName: text('lps_name').notNull().default(''),
    hasDiscountCode: boolean('has_discount_code').notNull().default(true),
    recommendEnabled: boolean('recommend_enabled').notNull().default(true),
    reservationNotice: localized('reservation_notice'),
    isFloat: boolean('is_float').notNull().default(false),
    /** Lists show prices including service charges and taxes. */
    pricesIncludeCharges: boolean('prices_include_charges').notNull().default(false),
    checkSceneType: smallint('check_scene_type').notNull().default(0),
    lockoutThreshold: smallint('lockout_threshold').notNull().default(DEFAULT_LOCKOUT_THRESHOLD),
    maskFirstName: boolean('mask_first_name').notNull().default(false),
    childFreeBedAge: smallint('child_free_bed_age').notNull().default(6),
    paymentDeadlineMinutes: integer('payment_deadline_minutes').notNull().default(15),
    /** The online channels the site's mall takes (within its accounts and the order's currency); empty: all of those. */
    mallChannels: jsonb('mall_channels').$type<number[]>().notNull().default([]),
    /** What a hotel manager may adjust alone: one adjustment, and the total in 24 hours (above: approval). */
    staffPointsAdjustmentCap: integer('staff_points_adjustment_cap').notNull().default(5000),
    staffPointsDailyCap: integer('staff_points_daily_cap').notNull().default(20000),
    staffGrowthAdjustmentCap: integer('staff_growth_adjustment_cap').notNull().default(2000),
    staffGrowthDailyCap: integer('staff_growth_daily_cap').notNull().default(5000),
    mainColor: text('main_color').notNull().default(DEFAULT_MAIN_COLOR),
    backgroundColor: text('background_color').notNull().default(DEFAULT_BACKGROUND_COLOR),
    currency: text('currency').notNull().default(DEFAULT_CURRENCY),
    /** The site's own font (spec section 3, font settings): its code and files under /media/fonts/; null: system fonts. */
    fontSettings: jsonb('font_settings').$type<{ code: string; fontFiles: string[] }>(),
  },
  (table) => [
    check('site_configs_lockout', sql`${table.lockoutThreshold} in (${sql.raw(LOCKOUT_THRESHOLDS.join(', '))})`),
    check('site_configs_site_type', sql`${table.siteType} between 1 and 3`),
  ],
);
