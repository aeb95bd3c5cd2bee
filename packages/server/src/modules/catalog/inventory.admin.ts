import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type {
  Calendar,
  CalendarBulkEdit,
  CalendarBulkEditResult,
  CalendarCell,
  RefusedNight,
} from '@hotel/contract/schemas/admin-inventory';
import type { OccupancyReportRow } from '@hotel/contract/schemas/admin-reports';
import { addDays } from '@hotel/contract/schemas/common';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { listRoomTypes } from './catalog.repo.ts';
import { hotels, inventory, nightlyPrices } from './catalog.schema.ts';
import { followersOf, recomputeDerivedPrices, refuseDerivedPriceEdit } from './derived-rates.ts';
import { isOnSale, listPlansOnSale } from './plans-on-sale.ts';
import { listRatePlans } from './rooms.repo.ts';

async function hotelOf(db: Db, hotelCode: string) {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.hotelCode, hotelCode));
  if (!hotel) throw new AppError('hotelNotFound');
  return hotel;
}

/** Every night from `from` to `to` (both included) whose weekday (0 Sunday) is chosen. */
export function nightsOnWeekdays(from: string, to: string, weekdays: readonly number[]): string[] {
  const nights: string[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) {
    if (weekdays.includes(new Date(`${night}T00:00:00Z`).getUTCDay())) nights.push(night);
  }
  return nights;
}

/** The grid of room types x nights with rooms total, held, sold, closed, min stay and each rate plan's price. */
export async function inventoryCalendar(
  db: Db,
  hotelCode: string,
  range: { from: string; to: string },
  lang: Language,
): Promise<Calendar> {
  const hotel = await hotelOf(db, hotelCode);
  const [rooms, plans, stock, prices] = await Promise.all([
    listRoomTypes(db, hotelCode),
    listPlansOnSale(db, hotelCode),
    db
      .select()
      .from(inventory)
      .where(and(eq(inventory.hotelCode, hotelCode), gte(inventory.night, range.from), lte(inventory.night, range.to))),
    db
      .select()
      .from(nightlyPrices)
      .where(
        and(
          eq(nightlyPrices.hotelCode, hotelCode),
          gte(nightlyPrices.night, range.from),
          lte(nightlyPrices.night, range.to),
        ),
      ),
  ]);
  const stockMap = new Map(stock.map((row) => [`${row.roomTypeCode}|${row.night}`, row]));
  const priceMap = new Map(prices.map((row) => [`${row.roomTypeCode}|${row.ratePlanCode}|${row.night}`, row.amount]));
  const restricted = prices.filter((row) => row.stopSell || row.closedToArrival || row.closedToDeparture);
  const restrictionMap = new Map<string, NonNullable<CalendarCell['restrictions']>>();
  for (const row of restricted) {
    const key = `${row.roomTypeCode}|${row.night}`;
    const cell = restrictionMap.get(key) ?? {};
    cell[row.ratePlanCode] = {
      stopSell: row.stopSell,
      closedToArrival: row.closedToArrival,
      closedToDeparture: row.closedToDeparture,
    };
    restrictionMap.set(key, cell);
  }
  const nights = nightsOnWeekdays(range.from, range.to, [0, 1, 2, 3, 4, 5, 6]);
  return {
    hotelCode,
    currency: hotel.currency,
    from: range.from,
    to: range.to,
    ratePlans: plans.map((plan) => ({
      ratePlanCode: plan.ratePlanCode,
      name: inLanguage(plan.name, lang),
      derivedFrom:
        plan.derivedFromRatePlanCode && plan.derivedPercent !== null
          ? { ratePlanCode: plan.derivedFromRatePlanCode, percent: plan.derivedPercent }
          : null,
    })),
    roomTypes: rooms.map((room) => ({
      roomTypeCode: room.roomTypeCode,
      name: inLanguage(room.name, lang),
      nights: nights.map((night): CalendarCell => {
        const row = stockMap.get(`${room.roomTypeCode}|${night}`);
        return {
          night,
          total: row?.total ?? 0,
          held: row?.held ?? 0,
          sold: row?.sold ?? 0,
          closed: row?.closed ?? false,
          minStay: row?.minStay ?? 1,
          prices: Object.fromEntries(
            plans.map((plan) => [
              plan.ratePlanCode,
              priceMap.get(`${room.roomTypeCode}|${plan.ratePlanCode}|${night}`) ?? null,
            ]),
          ),
          restrictions: restrictionMap.get(`${room.roomTypeCode}|${night}`) ?? {},
        };
      }),
    })),
  };
}

export type CellSnapshot = {
  roomTypeCode: string;
  night: string;
  total: number;
  closed: boolean;
  minStay: number;
  prices: Record<string, number>;
  /** The rate plans' restrictions on the night (kept since issue 21 item 8; older audit rows have none). */
  flags?: Record<string, PriceFlags>;
};

/** The restrictions of one rate plan's price on one night. */
export type PriceFlags = { stopSell: boolean; closedToArrival: boolean; closedToDeparture: boolean };

/**
 * What the edited cells hold (for the audit log's before and after, and an undo). A price on a night with no
 * inventory row is kept too, on a cell that shows the night as the calendar does (0 rooms, open).
 */
export async function snapshotCells(
  tx: Db,
  hotelCode: string,
  roomTypeCodes: string[],
  nights: string[],
  planCodes: string[],
) {
  const stock = await tx
    .select()
    .from(inventory)
    .where(
      and(
        eq(inventory.hotelCode, hotelCode),
        inArray(inventory.roomTypeCode, roomTypeCodes),
        inArray(inventory.night, nights),
      ),
    );
  const prices = planCodes.length
    ? await tx
        .select()
        .from(nightlyPrices)
        .where(
          and(
            eq(nightlyPrices.hotelCode, hotelCode),
            inArray(nightlyPrices.roomTypeCode, roomTypeCodes),
            inArray(nightlyPrices.ratePlanCode, planCodes),
            inArray(nightlyPrices.night, nights),
          ),
        )
    : [];
  const cells = new Map<string, CellSnapshot>();
  for (const row of stock) {
    cells.set(`${row.roomTypeCode}|${row.night}`, {
      roomTypeCode: row.roomTypeCode,
      night: row.night,
      total: row.total,
      closed: row.closed,
      minStay: row.minStay,
      prices: {},
    });
  }
  for (const row of prices) {
    const key = `${row.roomTypeCode}|${row.night}`;
    const cell = cells.get(key) ?? {
      roomTypeCode: row.roomTypeCode,
      night: row.night,
      total: 0,
      closed: false,
      minStay: 1,
      prices: {},
    };
    cell.prices[row.ratePlanCode] = row.amount;
    cell.flags = {
      ...cell.flags,
      [row.ratePlanCode]: {
        stopSell: row.stopSell,
        closedToArrival: row.closedToArrival,
        closedToDeparture: row.closedToDeparture,
      },
    };
    cells.set(key, cell);
  }
  return [...cells.values()].sort(
    (a, b) => a.roomTypeCode.localeCompare(b.roomTypeCode) || a.night.localeCompare(b.night),
  );
}

const CHUNK = 2_000;
async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** Sets rooms (total) on the nights, refusing (and rolling back) when any night's held + sold exceed it. */
async function setTotal(tx: Db, hotelCode: string, roomTypeCodes: string[], nights: string[], total: number) {
  const cells = roomTypeCodes.flatMap((roomTypeCode) =>
    nights.map((night) => ({ hotelCode, roomTypeCode, night, total })),
  );
  await inChunks(cells, (chunk) => tx.insert(inventory).values(chunk).onConflictDoNothing());
  const where = and(
    eq(inventory.hotelCode, hotelCode),
    inArray(inventory.roomTypeCode, roomTypeCodes),
    inArray(inventory.night, nights),
  );
  const refused: RefusedNight[] = await tx
    .select({
      roomTypeCode: inventory.roomTypeCode,
      night: inventory.night,
      held: inventory.held,
      sold: inventory.sold,
    })
    .from(inventory)
    .where(and(where, sql`${inventory.held} + ${inventory.sold} > ${total}`))
    .orderBy(inventory.night, inventory.roomTypeCode);
  if (refused.length) throw new AppError('inventoryBelowCommitted', { nights: refused, total });
  // Conditional as well: a booking between the check and the update cannot be undercut (CHECK as backstop).
  await tx
    .update(inventory)
    .set({ total })
    .where(and(where, sql`${inventory.held} + ${inventory.sold} <= ${total}`));
}

/**
 * Moves the nights' prices of one rate plan by `percent`, each rounded to a whole minor unit and never
 * below one; a night without a price keeps none.
 */
async function movePrices(
  tx: Db,
  where: { hotelCode: string; roomTypeCodes: string[]; nights: string[]; ratePlanCode: string },
  percent: number,
) {
  await tx
    .update(nightlyPrices)
    .set({ amount: sql`greatest(1, round(${nightlyPrices.amount} * (100 + ${percent}::int) / 100.0))::int` })
    .where(
      and(
        eq(nightlyPrices.hotelCode, where.hotelCode),
        inArray(nightlyPrices.roomTypeCode, where.roomTypeCodes),
        eq(nightlyPrices.ratePlanCode, where.ratePlanCode),
        inArray(nightlyPrices.night, where.nights),
      ),
    );
}

/** Sets a rate plan's restrictions (only those given) on the nights' existing prices. */
async function setRestrictions(
  tx: Db,
  where: { hotelCode: string; roomTypeCodes: string[]; nights: string[]; ratePlanCode: string },
  restriction: Partial<PriceFlags>,
) {
  const set = {
    ...(restriction.stopSell === undefined ? {} : { stopSell: restriction.stopSell }),
    ...(restriction.closedToArrival === undefined ? {} : { closedToArrival: restriction.closedToArrival }),
    ...(restriction.closedToDeparture === undefined ? {} : { closedToDeparture: restriction.closedToDeparture }),
  };
  if (!Object.keys(set).length) return;
  await tx
    .update(nightlyPrices)
    .set(set)
    .where(
      and(
        eq(nightlyPrices.hotelCode, where.hotelCode),
        inArray(nightlyPrices.roomTypeCode, where.roomTypeCodes),
        eq(nightlyPrices.ratePlanCode, where.ratePlanCode),
        inArray(nightlyPrices.night, where.nights),
      ),
    );
}

/**
 * Applies a bulk edit over the chosen nights and room types in one transaction and writes the audit row
 * in it (`audit`); nothing changes when any part is refused.
 */
export async function bulkEditInventory(
  db: Db,
  hotelCode: string,
  edit: CalendarBulkEdit,
  audit: (tx: Db, before: unknown, after: unknown) => Promise<void>,
): Promise<CalendarBulkEditResult> {
  await hotelOf(db, hotelCode);
  const roomTypeCodes = [...new Set(edit.roomTypeCodes)];
  const known = new Set((await listRoomTypes(db, hotelCode)).map((room) => room.roomTypeCode));
  if (roomTypeCodes.some((code) => !known.has(code))) throw new AppError('roomTypeNotFound');
  const allPlans = await listRatePlans(db, hotelCode);
  const plans = new Set(allPlans.map((plan) => plan.ratePlanCode));
  const archived = new Set(allPlans.filter((plan) => !isOnSale(plan)).map((plan) => plan.ratePlanCode));
  const prices = edit.prices ?? [];
  const priceChanges = edit.priceChanges ?? [];
  const restrictions = edit.restrictions ?? [];
  if ([...prices, ...priceChanges, ...restrictions].some((price) => !plans.has(price.ratePlanCode))) {
    throw new AppError('ratePlanNotFound');
  }
  if ([...prices, ...priceChanges, ...restrictions].some((price) => archived.has(price.ratePlanCode))) {
    throw new AppError('ratePlanArchived');
  }
  const nights = nightsOnWeekdays(edit.from, edit.to, edit.weekdays);
  if (!nights.length) throw new AppError('noNightsSelected');
  const pricedPlans = [...new Set([...prices, ...priceChanges].map((price) => price.ratePlanCode))];
  // A derived plan's prices follow its base's: they are not set here (its restrictions are).
  await refuseDerivedPriceEdit(db, hotelCode, pricedPlans);
  const followers = await followersOf(db, hotelCode, pricedPlans);
  const planCodes = [
    ...new Set([...[...prices, ...priceChanges, ...restrictions].map((price) => price.ratePlanCode), ...followers]),
  ];
  try {
    return await inTransaction(db, async (tx) => {
      // One change of a hotel's calendar at a time: an undo never interleaves with an edit.
      await tx
        .select({ hotelCode: hotels.hotelCode })
        .from(hotels)
        .where(eq(hotels.hotelCode, hotelCode))
        .for('update');
      const before = await snapshotCells(tx, hotelCode, roomTypeCodes, nights, planCodes);
      if (edit.total !== undefined) await setTotal(tx, hotelCode, roomTypeCodes, nights, edit.total);
      const flags = {
        ...(edit.closed === undefined ? {} : { closed: edit.closed }),
        ...(edit.minStay === undefined ? {} : { minStay: edit.minStay }),
      };
      if (Object.keys(flags).length) {
        await tx
          .update(inventory)
          .set(flags)
          .where(
            and(
              eq(inventory.hotelCode, hotelCode),
              inArray(inventory.roomTypeCode, roomTypeCodes),
              inArray(inventory.night, nights),
            ),
          );
      }
      const priceRows = prices.flatMap((price) =>
        roomTypeCodes.flatMap((roomTypeCode) =>
          nights.map((night) => ({
            hotelCode,
            roomTypeCode,
            ratePlanCode: price.ratePlanCode,
            night,
            amount: price.amount,
          })),
        ),
      );
      await inChunks(priceRows, (chunk) =>
        tx
          .insert(nightlyPrices)
          .values(chunk)
          .onConflictDoUpdate({
            target: [
              nightlyPrices.hotelCode,
              nightlyPrices.roomTypeCode,
              nightlyPrices.ratePlanCode,
              nightlyPrices.night,
            ],
            set: { amount: sql`excluded.amount` },
          }),
      );
      for (const change of priceChanges) {
        await movePrices(tx, { hotelCode, roomTypeCodes, nights, ratePlanCode: change.ratePlanCode }, change.percent);
      }
      // The derived plans follow the base prices just written, in the same transaction.
      if (pricedPlans.length) await recomputeDerivedPrices(tx, hotelCode, pricedPlans, { roomTypeCodes, nights });
      for (const restriction of restrictions) {
        await setRestrictions(
          tx,
          { hotelCode, roomTypeCodes, nights, ratePlanCode: restriction.ratePlanCode },
          restriction,
        );
      }
      const after = await snapshotCells(tx, hotelCode, roomTypeCodes, nights, planCodes);
      await audit(tx, { edit, cells: before }, { edit, cells: after });
      return { changedNights: roomTypeCodes.length * nights.length, nights };
    });
  } catch (error) {
    // The CHECK caught a booking that slipped in between: refuse the same way, listing nothing new.
    if (pgErrorCode(error) === '23514')
      throw new AppError('inventoryBelowCommitted', { nights: [], total: edit.total });
    throw error;
  }
}

/** Rooms sold / rooms total per day over `from`..`to` (included), for the hotels in scope (null: all). */
export async function occupancyReport(
  db: Db,
  range: { from: string; to: string; hotelCode?: string },
  hotelScope: string[] | null,
): Promise<Omit<OccupancyReportRow, 'fromReservations' | 'otherChannels'>[]> {
  const filters = [gte(inventory.night, range.from), lte(inventory.night, range.to)];
  if (hotelScope) filters.push(inArray(inventory.hotelCode, hotelScope.length ? hotelScope : ['']));
  if (range.hotelCode) filters.push(eq(inventory.hotelCode, range.hotelCode));
  const rows = await db
    .select({
      day: inventory.night,
      sold: sql<number>`sum(${inventory.sold})::int`,
      total: sql<number>`sum(${inventory.total})::int`,
    })
    .from(inventory)
    .where(and(...filters))
    .groupBy(inventory.night)
    .orderBy(inventory.night);
  return rows.map((row) => ({
    day: row.day,
    sold: Number(row.sold),
    total: Number(row.total),
    occupancyPercent: Number(row.total) ? Math.round((Number(row.sold) / Number(row.total)) * 1000) / 10 : 0,
  }));
}
