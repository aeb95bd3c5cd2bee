import type { ErrorCodeName } from '@hotel/contract/errors';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type {
  AddonCreate,
  AddonFields,
  AdminCity,
  HotelCreate,
  HotelFields,
  RatePlanCreate,
  RatePlanFields,
  RoomTypeCreate,
  RoomTypeFields,
} from '@hotel/contract/schemas/admin-catalog';
import { V } from '@hotel/contract/validation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { inTransaction, type Tx } from '../../platform/transactions.ts';
import {
  addons,
  cities,
  exchangeRates,
  hotelGroups,
  hotels,
  nightlyPrices,
  ratePlans,
  roomTypes,
} from './catalog.schema.ts';
import { checkDerivation, recomputeDerivedPrices } from './derived-rates.ts';
import { isOnSale } from './plans-on-sale.ts';

/** Reads the row for update; `missing` when there is none. */
async function existing<T>(rows: Promise<T[]>, missing: ErrorCodeName): Promise<T> {
  const [row] = await rows;
  if (!row) throw new AppError(missing);
  return row;
}

// Hotels -------------------------------------------------------------------------------------------

export type AdminHotelRow = typeof hotels.$inferSelect;

export function listHotelsForAdmin(db: Db, scope: string[] | null) {
  const where = scope ? inArray(hotels.hotelCode, scope.length ? scope : ['']) : undefined;
  return db.select().from(hotels).where(where).orderBy(asc(hotels.sortOrder), asc(hotels.hotelCode));
}

export async function listCitiesForAdmin(db: Db, lang: Language): Promise<AdminCity[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.cityCode));
  return rows.map((city) => ({
    cityCode: city.cityCode,
    countryCode: city.countryCode,
    name: inLanguage(city.name, lang),
  }));
}

/** Guests' prices are converted and shown through the exchange rates: a hotel's currency needs one. */
async function checkCurrencyHasRate(tx: Tx, currency: string) {
  const [rate] = await tx.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
  if (!rate) throw fieldError('currency', V.currencyWithoutRate);
}

export async function createHotel(db: Db, input: HotelCreate, audit: AuditWriter<AdminHotelRow>) {
  return saveAudited(
    db,
    async (tx) => {
      await checkCurrencyHasRate(tx, input.currency);
      const [group] = await tx.select().from(hotelGroups).limit(1);
      if (!group) throw new AppError('platformNotFound');
      const [after] = await tx
        .insert(hotels)
        .values({ ...input, groupCode: group.groupCode })
        .returning();
      return { before: null, after: after! };
    },
    audit,
    'cityCode',
  );
}

export async function updateHotel(db: Db, hotelCode: string, fields: HotelFields, audit: AuditWriter<AdminHotelRow>) {
  return saveAudited(
    db,
    async (tx) => {
      const before = await existing(
        tx.select().from(hotels).where(eq(hotels.hotelCode, hotelCode)).for('update'),
        'hotelNotFound',
      );
      await checkCurrencyHasRate(tx, fields.currency);
      const [after] = await tx.update(hotels).set(fields).where(eq(hotels.hotelCode, hotelCode)).returning();
      return { before, after: after! };
    },
    audit,
    'cityCode',
  );
}

// Room types ---------------------------------------------------------------------------------------

export type AdminRoomTypeRow = typeof roomTypes.$inferSelect;

export function listRoomTypesForAdmin(db: Db, hotelCode: string) {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelCode, hotelCode))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.roomTypeCode));
}

export async function createRoomType(
  db: Db,
  hotelCode: string,
  input: RoomTypeCreate,
  audit: AuditWriter<AdminRoomTypeRow>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const [after] = await tx
        .insert(roomTypes)
        .values({ ...input, hotelCode })
        .returning();
      return { before: null, after: after! };
    },
    audit,
  );
}

export async function updateRoomType(
  db: Db,
  hotelCode: string,
  roomTypeCode: string,
  fields: RoomTypeFields,
  audit: AuditWriter<AdminRoomTypeRow>,
) {
  const key = and(eq(roomTypes.hotelCode, hotelCode), eq(roomTypes.roomTypeCode, roomTypeCode));
  return saveAudited(
    db,
    async (tx) => {
      const before = await existing(tx.select().from(roomTypes).where(key).for('update'), 'roomTypeNotFound');
      const [after] = await tx.update(roomTypes).set(fields).where(key).returning();
      return { before, after: after! };
    },
    audit,
  );
}

// Rate plans ---------------------------------------------------------------------------------------

export type AdminRatePlanRow = typeof ratePlans.$inferSelect;

export function listRatePlansForAdmin(db: Db, hotelCode: string) {
  return db
    .select()
    .from(ratePlans)
    .where(eq(ratePlans.hotelCode, hotelCode))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.ratePlanCode));
}

export async function createRatePlan(
  db: Db,
  hotelCode: string,
  input: RatePlanCreate,
  audit: AuditWriter<AdminRatePlanRow>,
) {
  return saveAudited(
    db,
    async (tx) => {
      const derivation = await checkDerivation(tx, hotelCode, input.ratePlanCode, input);
      const [after] = await tx
        .insert(ratePlans)
        .values({ ...input, ...derivation, hotelCode })
        .returning();
      // A derived plan's prices are its base's moved by the percent, at once.
      if (after!.derivedFromRatePlanCode) await recomputeDerivedPrices(tx, hotelCode, [after!.derivedFromRatePlanCode]);
      return { before: null, after: after! };
    },
    audit,
  );
}

export async function updateRatePlan(
  db: Db,
  hotelCode: string,
  ratePlanCode: string,
  fields: RatePlanFields,
  audit: AuditWriter<AdminRatePlanRow>,
) {
  const key = and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, ratePlanCode));
  return saveAudited(
    db,
    async (tx) => {
      const before = await existing(tx.select().from(ratePlans).where(key).for('update'), 'ratePlanNotFound');
      const derivation = await checkDerivation(tx, hotelCode, ratePlanCode, fields);
      const [after] = await tx
        .update(ratePlans)
        .set({ ...fields, ...derivation })
        .where(key)
        .returning();
      // A derived plan's prices are its base's moved by the percent, at once (cleared: its prices stay, its own).
      if (after!.derivedFromRatePlanCode) await recomputeDerivedPrices(tx, hotelCode, [after!.derivedFromRatePlanCode]);
      return { before, after: after! };
    },
    audit,
  );
}

/** How many reservations name a rate plan: the booking module's count, inside the removal's transaction. */
export type RatePlanReservations = (tx: Db, hotelCode: string, ratePlanCode: string) => Promise<number>;
/** Writes the removal's audit row (`outcome` names the action) inside its transaction. */
export type RatePlanRemovalAudit = (
  tx: Db,
  outcome: 'deleted' | 'archived',
  before: AdminRatePlanRow,
  after: AdminRatePlanRow | null,
) => Promise<void>;

/**
 * Removes a rate plan (ADR 0026). Refused while other plans derive from it (`ratePlanHasDerived`, naming
 * them). Without reservations the plan and its nightly prices are deleted; with reservations it is archived:
 * no longer sold, priced or offered for new rates, kept for its reservations, mails and reports.
 */
export async function removeRatePlan(
  db: Db,
  hotelCode: string,
  ratePlanCode: string,
  now: Date,
  reservationsOf: RatePlanReservations,
  audit: RatePlanRemovalAudit,
) {
  const key = and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, ratePlanCode));
  return inTransaction(db, async (tx) => {
    const before = await existing(tx.select().from(ratePlans).where(key).for('update'), 'ratePlanNotFound');
    const followers = await tx
      .select({ ratePlanCode: ratePlans.ratePlanCode })
      .from(ratePlans)
      .where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.derivedFromRatePlanCode, ratePlanCode)))
      .orderBy(asc(ratePlans.ratePlanCode));
    if (followers.length) {
      throw new AppError(
        'ratePlanHasDerived',
        { ratePlanCodes: followers.map((row) => row.ratePlanCode) },
        {
          plans: followers.map((row) => row.ratePlanCode).join(', '),
        },
      );
    }
    const reservations = await reservationsOf(tx, hotelCode, ratePlanCode);
    if (reservations === 0) {
      await tx
        .delete(nightlyPrices)
        .where(and(eq(nightlyPrices.hotelCode, hotelCode), eq(nightlyPrices.ratePlanCode, ratePlanCode)));
      await tx.delete(ratePlans).where(key);
      await audit(tx, 'deleted', before, null);
      return { outcome: 'deleted' as const, ratePlanCode, reservations };
    }
    const [after] = await tx
      .update(ratePlans)
      .set({ archivedAt: before.archivedAt ?? now })
      .where(key)
      .returning();
    await audit(tx, 'archived', before, after!);
    return { outcome: 'archived' as const, ratePlanCode, reservations };
  });
}

/**
 * Puts an archived rate plan on sale again (ADR 0027), audited in the same transaction; refused (90251) when it is on
 * sale already. A derived plan takes its base plan's prices again, as they are now.
 */
export async function restoreRatePlan(
  db: Db,
  hotelCode: string,
  ratePlanCode: string,
  audit: AuditWriter<AdminRatePlanRow>,
) {
  const key = and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, ratePlanCode));
  return saveAudited(
    db,
    async (tx) => {
      const before = await existing(tx.select().from(ratePlans).where(key).for('update'), 'ratePlanNotFound');
      if (isOnSale(before)) throw new AppError('ratePlanOnSale');
      const [after] = await tx.update(ratePlans).set({ archivedAt: null }).where(key).returning();
      if (after!.derivedFromRatePlanCode) await recomputeDerivedPrices(tx, hotelCode, [after!.derivedFromRatePlanCode]);
      return { before, after: after! };
    },
    audit,
  );
}

// Add-ons ------------------------------------------------------------------------------------------

export type AdminAddonRow = typeof addons.$inferSelect;

export function listAddonsForAdmin(db: Db, hotelCode: string) {
  return db
    .select()
    .from(addons)
    .where(eq(addons.hotelCode, hotelCode))
    .orderBy(asc(addons.sortOrder), asc(addons.addonCode));
}

export async function createAddon(db: Db, hotelCode: string, input: AddonCreate, audit: AuditWriter<AdminAddonRow>) {
  return saveAudited(
    db,
    async (tx) => {
      const [after] = await tx
        .insert(addons)
        .values({ ...input, hotelCode })
        .returning();
      return { before: null, after: after! };
    },
    audit,
  );
}

export async function updateAddon(
  db: Db,
  hotelCode: string,
  addonCode: string,
  fields: AddonFields,
  audit: AuditWriter<AdminAddonRow>,
) {
  const key = and(eq(addons.hotelCode, hotelCode), eq(addons.addonCode, addonCode));
  return saveAudited(
    db,
    async (tx) => {
      const before = await existing(tx.select().from(addons).where(key).for('update'), 'noRecordFound');
      const [after] = await tx.update(addons).set(fields).where(key).returning();
      return { before, after: after! };
    },
    audit,
  );
}
