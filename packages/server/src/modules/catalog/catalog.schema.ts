import type { PricingUnit } from '@hotel/contract/schemas/orderFlow';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { localized, money, pictures } from '../../db/columns.ts';

export const hotelGroups = pgTable('hotel_groups', {
  groupCode: text('group_code').primaryKey(),
  name: localized('name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cities = pgTable('cities', {
  cityCode: text('city_code').primaryKey(),
  countryCode: text('country_code').notNull(),
  countryName: localized('country_name'),
  name: localized('name'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const hotels = pgTable(
  'hotels',
  {
    hotelCode: text('hotel_code').primaryKey(),
    groupCode: text('group_code')
      .notNull()
      .references(() => hotelGroups.groupCode),
    brand: text('brand').notNull(),
    cityCode: text('city_code')
      .notNull()
      .references(() => cities.cityCode),
    name: localized('name'),
    shortDescription: localized('short_description'),
    description: localized('description'),
    address: localized('address'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    starRating: smallint('star_rating').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    checkInTime: text('check_in_time').notNull(),
    checkOutTime: text('check_out_time').notNull(),
    facilities: text('facilities').array().notNull().default(sql`'{}'::text[]`),
    pictures: pictures('pictures'),
    reservationNotice: localized('reservation_notice'),
    policyDisplayType: smallint('policy_display_type').notNull().default(1),
    /** Basis points of the room amount. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    serviceChargeBp: integer('service_charge_bp').notNull().default(0),
    /** Online payment channels the hotel accepts (spec section 9 values). */
    paymentChannels: smallint('payment_channels').array().notNull().default(sql`'{1,2,10}'::smallint[]`),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('hotels_city_idx').on(table.cityCode),
    check('hotels_star_rating', sql`${table.starRating} between 1 and 5`),
  ],
);

export const roomTypes = pgTable(
  'room_types',
  {
    hotelCode: text('hotel_code')
      .notNull()
      .references(() => hotels.hotelCode),
    roomTypeCode: text('room_type_code').notNull(),
    name: localized('name'),
    description: localized('description'),
    sizeSqm: real('size_sqm').notNull(),
    floor: text('floor').notNull(),
    window: text('window').notNull(),
    smokingPolicy: text('smoking_policy').notNull(),
    bedType: text('bed_type').notNull(),
    maxAdults: smallint('max_adults').notNull(),
    maxChildren: smallint('max_children').notNull(),
    /** Adults and children together; null: max adults plus max children. */
    maxOccupancy: smallint('max_occupancy'),
    pictures: pictures('pictures'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.hotelCode, table.roomTypeCode] }),
    check('room_types_occupancy', sql`${table.maxAdults} >= 1 and ${table.maxChildren} >= 0`),
    check(
      'room_types_max_occupancy',
      sql`${table.maxOccupancy} is null or ${table.maxOccupancy} >= ${table.maxAdults}`,
    ),
  ],
);

export const ratePlans = pgTable(
  'rate_plans',
  {
    hotelCode: text('hotel_code')
      .notNull()
      .references(() => hotels.hotelCode),
    ratePlanCode: text('rate_plan_code').notNull(),
    name: localized('name'),
    description: localized('description'),
    paymentType: smallint('payment_type').notNull(),
    cancellationFlag: smallint('cancellation_flag').notNull(),
    /** For limited-time cancellation: hours before the check-in day (hotel-local midnight). */
    cancellationDeadlineHours: integer('cancellation_deadline_hours'),
    mealPlan: text('meal_plan').notNull(),
    memberOnly: boolean('member_only').notNull().default(false),
    /** Offered only with a promotion or corporate code. */
    codeOnly: boolean('code_only').notNull().default(false),
    minStay: smallint('min_stay').notNull().default(1),
    maxStay: smallint('max_stay').notNull().default(30),
    /** Per night for each child at or over the site's free-bed age (who counts as an adult), in minor units. */
    childPricePerNight: money('child_price_per_night').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * A derived plan's nightly prices follow this plan's (same hotel, itself not derived) moved by `derivedPercent`
     * (ADR 0024); null: the plan's prices are its own.
     */
    derivedFromRatePlanCode: text('derived_from_rate_plan_code'),
    /** Whole percent, -90..+300 and never 0; set exactly when `derivedFromRatePlanCode` is. */
    derivedPercent: smallint('derived_percent'),
    /**
     * Set when staff removed a plan that has reservations (ADR 0026): no longer sold, given prices or listed for
     * new rates; kept for its reservations and reports. Null: the plan is on sale.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.hotelCode, table.ratePlanCode] }),
    check(
      'rate_plans_derived',
      sql`(${table.derivedFromRatePlanCode} is null) = (${table.derivedPercent} is null) and (${table.derivedPercent} is null or (${table.derivedPercent} between -90 and 300 and ${table.derivedPercent} <> 0 and ${table.derivedFromRatePlanCode} <> ${table.ratePlanCode}))`,
    ),
    check('rate_plans_payment_type', sql`${table.paymentType} between 1 and 5`),
    check('rate_plans_cancellation_flag', sql`${table.cancellationFlag} between 0 and 2`),
    check('rate_plans_child_price', sql`${table.childPricePerNight} >= 0`),
    check('rate_plans_stay', sql`${table.minStay} >= 1 and ${table.maxStay} >= ${table.minStay}`),
  ],
);

/** The price of one night of a room type under a rate plan, in the hotel's currency minor units. */
export const nightlyPrices = pgTable(
  'nightly_prices',
  {
    hotelCode: text('hotel_code').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    ratePlanCode: text('rate_plan_code').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    /** Stop-sell: this rate plan is not sold on this night (a stay over it is not offered at this rate). */
    stopSell: boolean('stop_sell').notNull().default(false),
    /** Closed to departure: a stay at this rate may not check out on this date (its checkout day). */
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.hotelCode, table.roomTypeCode, table.ratePlanCode, table.night] }),
    // A hotel's nights side by side with the price columns: a stay's prices of every room type and rate
    // plan of a hotel are one range of the index, read from the index alone (search pages, room list).
    index('nightly_prices_by_hotel_night').on(
      table.hotelCode,
      table.night,
      table.roomTypeCode,
      table.ratePlanCode,
      table.amount,
      table.closedToArrival,
      table.stopSell,
      table.closedToDeparture,
    ),
    check('nightly_prices_amount', sql`${table.amount} > 0`),
  ],
);

/** Rooms of a type for one night. The CHECK is the last guard against overselling. */
export const inventory = pgTable(
  'inventory',
  {
    hotelCode: text('hotel_code').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    /** Fewest nights a stay arriving on this night must last (set in the back office). */
    minStay: smallint('min_stay').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.hotelCode, table.roomTypeCode, table.night] }),
    // Everything a search or a room list reads of a hotel's nights is in the index (read without the table).
    index('inventory_by_hotel_night').on(
      table.hotelCode,
      table.night,
      table.roomTypeCode,
      table.total,
      table.held,
      table.sold,
      table.closed,
      table.minStay,
    ),
    check('inventory_min_stay', sql`${table.minStay} between 1 and 30`),
    check(
      'inventory_never_oversold',
      sql`${table.held} >= 0 and ${table.sold} >= 0 and ${table.held} + ${table.sold} <= ${table.total}`,
    ),
  ],
);

export const addons = pgTable(
  'addons',
  {
    hotelCode: text('hotel_code')
      .notNull()
      .references(() => hotels.hotelCode),
    addonCode: text('addon_code').notNull(),
    addonType: smallint('addon_type').notNull(),
    name: localized('name'),
    description: localized('description'),
    price: money('price').notNull(),
    /** perStay, perNight, perPerson or perPersonPerNight. */
    pricingUnit: text('pricing_unit').$type<PricingUnit>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.hotelCode, table.addonCode] }),
    check('addons_type', sql`${table.addonType} in (1, 2)`),
    check('addons_price', sql`${table.price} >= 0`),
  ],
);

/** How many units of `currency` one unit of the base currency buys, times one million. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  baseCurrency: text('base_currency').notNull(),
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
  name: localized('name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
