import type { CalendarBulkEdit, CalendarBulkEditResult, RefusedNight } from '@hotel/contract/schemas/admin-inventory';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgErrorCode } from '../../platform/audited.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { hotels, inventory, nightlyPrices } from './catalog.schema.ts';
import { basesAfter, followersOf, recomputeDerivedPrices } from './derived-rates.ts';
import { type CellSnapshot, nightsOnWeekdays, type PriceFlags, snapshotCells } from './inventory.admin.ts';

/** A bulk edit as its audit row keeps it: what was asked and the cells it found. */
export interface RecordedBulkEdit {
  edit: CalendarBulkEdit;
  cells: CellSnapshot[];
}

/** What a night held when the edit found no row for it: the calendar shows such a night as 0 rooms, open. */
const EMPTY_CELL = { total: 0, closed: false, minStay: 1, prices: {} };

/** The rate plans whose prices an edit set or moved by a percentage. */
function pricedPlansOf(edit: Pick<CalendarBulkEdit, 'prices' | 'priceChanges'>): string[] {
  return [...new Set([...(edit.prices ?? []), ...(edit.priceChanges ?? [])].map((price) => price.ratePlanCode))];
}

type Fields = { total?: number; closed?: boolean; minStay?: number };

/** The fields the edit changed, at their value before it. */
function restoredFields(edit: CalendarBulkEdit, cell: Pick<CellSnapshot, 'total' | 'closed' | 'minStay'>): Fields {
  return {
    ...(edit.total === undefined ? {} : { total: cell.total }),
    ...(edit.closed === undefined ? {} : { closed: cell.closed }),
    ...(edit.minStay === undefined ? {} : { minStay: cell.minStay }),
  };
}

/** Nights of one room type grouped by the values to restore, so each group is one UPDATE. */
function groupsOf(roomTypeCode: string, nights: string[], edit: CalendarBulkEdit, before: Map<string, CellSnapshot>) {
  const groups = new Map<string, { fields: Fields; nights: string[] }>();
  for (const night of nights) {
    const fields = restoredFields(edit, before.get(`${roomTypeCode}|${night}`) ?? EMPTY_CELL);
    const key = JSON.stringify(fields);
    const group = groups.get(key) ?? { fields, nights: [] };
    group.nights.push(night);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Nights whose rooms held and sold exceed the total to restore (the restore would oversell them). */
async function overCommitted(
  tx: Db,
  hotelCode: string,
  roomTypeCode: string,
  nights: string[],
  total: number,
): Promise<RefusedNight[]> {
  return tx
    .select({
      roomTypeCode: inventory.roomTypeCode,
      night: inventory.night,
      held: inventory.held,
      sold: inventory.sold,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.hotelCode, hotelCode),
        eq(inventory.roomTypeCode, roomTypeCode),
        inArray(inventory.night, nights),
        sql`${inventory.held} + ${inventory.sold} > ${total}`,
      ),
    );
}

/** Puts back the prices the edit replaced: its rate plans' prices on its nights become what they were. */
async function restorePrices(tx: Db, hotelCode: string, recorded: RecordedBulkEdit, nights: string[]) {
  const planCodes = pricedPlansOf(recorded.edit);
  if (!planCodes.length) return;
  const roomTypeCodes = [...new Set(recorded.edit.roomTypeCodes)];
  await tx
    .delete(nightlyPrices)
    .where(
      and(
        eq(nightlyPrices.hotelCode, hotelCode),
        inArray(nightlyPrices.roomTypeCode, roomTypeCodes),
        inArray(nightlyPrices.ratePlanCode, planCodes),
        inArray(nightlyPrices.night, nights),
      ),
    );
  // With the restrictions the rows had (audit rows from before they were kept: none).
  const rows = recorded.cells.flatMap((cell) =>
    Object.entries(cell.prices)
      .filter(([plan]) => planCodes.includes(plan))
      .map(([ratePlanCode, amount]) => ({
        hotelCode,
        roomTypeCode: cell.roomTypeCode,
        ratePlanCode,
        night: cell.night,
        amount,
        ...cell.flags?.[ratePlanCode],
      })),
  );
  for (let start = 0; start < rows.length; start += 2_000) {
    await tx.insert(nightlyPrices).values(rows.slice(start, start + 2_000));
  }
}

/**
 * Puts back the restrictions the edit set (those of plans whose prices it did not replace: those rows came back
 * whole): per room type and rate plan, the nights grouped by the values to restore, one UPDATE each.
 */
async function restoreRestrictions(tx: Db, hotelCode: string, recorded: RecordedBulkEdit, nights: string[]) {
  const priced = pricedPlansOf(recorded.edit);
  const before = new Map(recorded.cells.map((cell) => [`${cell.roomTypeCode}|${cell.night}`, cell]));
  for (const restriction of recorded.edit.restrictions ?? []) {
    if (priced.includes(restriction.ratePlanCode)) continue;
    const names = (['stopSell', 'closedToArrival', 'closedToDeparture'] as const).filter(
      (name) => restriction[name] !== undefined,
    );
    for (const roomTypeCode of [...new Set(recorded.edit.roomTypeCodes)]) {
      const groups = new Map<string, { set: Partial<PriceFlags>; nights: string[] }>();
      for (const night of nights) {
        const flags = before.get(`${roomTypeCode}|${night}`)?.flags?.[restriction.ratePlanCode];
        // No price row before the edit: none now either (restrictions only change existing prices).
        if (!flags) continue;
        const set = Object.fromEntries(names.map((name) => [name, flags[name]])) as Partial<PriceFlags>;
        const key = JSON.stringify(set);
        const group = groups.get(key) ?? { set, nights: [] };
        group.nights.push(night);
        groups.set(key, group);
      }
      for (const group of groups.values()) {
        await tx
          .update(nightlyPrices)
          .set(group.set)
          .where(
            and(
              eq(nightlyPrices.hotelCode, hotelCode),
              eq(nightlyPrices.roomTypeCode, roomTypeCode),
              eq(nightlyPrices.ratePlanCode, restriction.ratePlanCode),
              inArray(nightlyPrices.night, group.nights),
            ),
          );
      }
    }
  }
}

/**
 * Undoes a bulk edit from the values its audit row kept, in one transaction with its own audit row: the fields and
 * prices it changed go back to what they were. `pick` finds the edit inside the transaction, after the hotel is locked
 * (so two undos, or an undo and a new edit, never interleave). Nothing changes when a night now holds more rooms held
 * and sold than the total to restore (90205).
 */
export async function undoBulkEdit(
  db: Db,
  hotelCode: string,
  pick: (tx: Db) => Promise<RecordedBulkEdit>,
  audit: (tx: Db, before: unknown, after: unknown) => Promise<void>,
): Promise<CalendarBulkEditResult> {
  try {
    return await restoreInTransaction(db, hotelCode, pick, audit);
  } catch (error) {
    // The CHECK caught a booking that slipped in between: refuse the same way, listing nothing new.
    if (pgErrorCode(error) === '23514') throw new AppError('inventoryBelowCommitted', { nights: [], total: 0 });
    throw error;
  }
}

function restoreInTransaction(
  db: Db,
  hotelCode: string,
  pick: (tx: Db) => Promise<RecordedBulkEdit>,
  audit: (tx: Db, before: unknown, after: unknown) => Promise<void>,
): Promise<CalendarBulkEditResult> {
  return inTransaction(db, async (tx) => {
    const [hotel] = await tx.select().from(hotels).where(eq(hotels.hotelCode, hotelCode)).for('update');
    if (!hotel) throw new AppError('hotelNotFound');
    const recorded = await pick(tx);
    const { edit } = recorded;
    const roomTypeCodes = [...new Set(edit.roomTypeCodes)];
    const nights = nightsOnWeekdays(edit.from, edit.to, edit.weekdays);
    // The derived plans follow the restored base prices (a plan derived since the edit follows its base again).
    const bases = await basesAfter(tx, hotelCode, pricedPlansOf(edit));
    const followers = await followersOf(tx, hotelCode, bases);
    const planCodes = [
      ...new Set([...pricedPlansOf(edit), ...(edit.restrictions ?? []).map((r) => r.ratePlanCode), ...followers]),
    ];
    const current = await snapshotCells(tx, hotelCode, roomTypeCodes, nights, planCodes);
    const before = new Map(recorded.cells.map((cell) => [`${cell.roomTypeCode}|${cell.night}`, cell]));
    for (const roomTypeCode of roomTypeCodes) {
      for (const { fields, nights: group } of groupsOf(roomTypeCode, nights, edit, before)) {
        if (!Object.keys(fields).length) continue;
        if (fields.total !== undefined) {
          const refused = await overCommitted(tx, hotelCode, roomTypeCode, group, fields.total);
          if (refused.length) throw new AppError('inventoryBelowCommitted', { nights: refused, total: fields.total });
        }
        await tx
          .update(inventory)
          .set(fields)
          .where(
            and(
              eq(inventory.hotelCode, hotelCode),
              eq(inventory.roomTypeCode, roomTypeCode),
              inArray(inventory.night, group),
            ),
          );
      }
    }
    await restorePrices(tx, hotelCode, recorded, nights);
    if (bases.length) await recomputeDerivedPrices(tx, hotelCode, bases, { roomTypeCodes, nights });
    await restoreRestrictions(tx, hotelCode, recorded, nights);
    const after = await snapshotCells(tx, hotelCode, roomTypeCodes, nights, planCodes);
    await audit(tx, { edit, cells: current }, { edit, cells: after });
    return { changedNights: roomTypeCodes.length * nights.length, nights };
  });
}
