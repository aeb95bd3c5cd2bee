import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { TapeChart } from '@hotel/contract/schemas/admin-inventory';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { listRoomTypes } from './catalog.repo.ts';
import { hotels, inventory } from './catalog.schema.ts';
import { nightsOnWeekdays } from './inventory.admin.ts';

/**
 * The tape chart of a hotel: its room types by nights, each cell the inventory row's rooms total, held and
 * sold and what is left free (a night without a row shows 0 rooms). One read of the rows in range.
 */
export async function tapeChart(
  db: Db,
  hotelCode: string,
  range: { from: string; to: string },
  lang: Language,
): Promise<TapeChart> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.hotelCode, hotelCode));
  if (!hotel) throw new AppError('hotelNotFound');
  const [rooms, stock] = await Promise.all([
    listRoomTypes(db, hotelCode),
    db
      .select()
      .from(inventory)
      .where(and(eq(inventory.hotelCode, hotelCode), gte(inventory.night, range.from), lte(inventory.night, range.to))),
  ]);
  const rows = new Map(stock.map((row) => [`${row.roomTypeCode}|${row.night}`, row]));
  const nights = nightsOnWeekdays(range.from, range.to, [0, 1, 2, 3, 4, 5, 6]);
  return {
    hotelCode,
    hotelName: inLanguage(hotel.name, lang),
    from: range.from,
    to: range.to,
    nights,
    roomTypes: rooms.map((room) => ({
      roomTypeCode: room.roomTypeCode,
      name: inLanguage(room.name, lang),
      cells: nights.map((night) => {
        const row = rows.get(`${room.roomTypeCode}|${night}`);
        const total = row?.total ?? 0;
        const held = row?.held ?? 0;
        const sold = row?.sold ?? 0;
        return { night, total, held, sold, free: Math.max(0, total - held - sold), closed: row?.closed ?? false };
      }),
    })),
  };
}
