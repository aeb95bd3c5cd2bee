import type { BookingsReportQuery, BookingsReportRow } from '@hotel/contract/schemas/admin-reports';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** Statuses that count as business: reserved, checked in, completed. */
export const REVENUE_STATUSES = [1, 5, 2] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Bookings, room nights, room revenue and average daily rate by stay night, per day or per hotel, over
 * `from`..`to` (included), in each hotel's currency. `hotelScope` null: every hotel.
 */
export async function bookingsReport(db: Db, query: BookingsReportQuery, hotelScope: string[] | null) {
  const key = query.by === 'day' ? sql`to_char(n.night, 'YYYY-MM-DD')` : sql`o.hotel_code`;
  const rows = await queryRows<{
    key: string;
    currency: string;
    bookings: number;
    room_nights: number;
    revenue: string;
  }>(
    db,
    sql`select ${key} as key, o.currency, count(distinct o.transaction_id)::int as bookings,
          sum(o.room_count)::int as room_nights, sum(n.amount * o.room_count)::bigint as revenue
        from order_nights n join orders o on o.transaction_id = n.transaction_id
        where n.night >= ${query.from}::date and n.night <= ${query.to}::date
          and o.status in (${sql.join(
            REVENUE_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
          ${hotelScope ? sql`and o.hotel_code = any(${textArray(hotelScope.length ? hotelScope : [''])})` : sql``}
          ${query.hotelCode ? sql`and o.hotel_code = ${query.hotelCode}` : sql``}
        group by 1, 2 order by 1, 2`,
  );
  return rows.map(
    (row): BookingsReportRow => ({
      key: row.key,
      currency: row.currency,
      bookings: Number(row.bookings),
      roomNights: Number(row.room_nights),
      revenue: Number(row.revenue),
      averageDailyRate: Number(row.room_nights) ? Math.round(Number(row.revenue) / Number(row.room_nights)) : 0,
    }),
  );
}
