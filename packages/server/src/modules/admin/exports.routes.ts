import { OrderStatus, PaymentType } from '@hotel/contract/enums';
import { ADMIN_EXPORT_ROW_LIMIT, type AdminPageQuery } from '@hotel/contract/schemas/admin';
import { memberSearchSchema } from '@hotel/contract/schemas/admin-members';
import { reservationSearchSchema } from '@hotel/contract/schemas/admin-reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from './admin.routes.ts';
import { csvMoney, sendCsv, toCsv } from './csv.ts';
import { assertHotel, hotelScopeOf, STAFF_AREAS } from './staff-access.ts';

const PAGE = 100;

/** Every row a paged search finds, in its order, up to `limit`. */
export async function allRows<Row>(
  search: (paging: AdminPageQuery) => Promise<{ list: Row[]; total: number }>,
  limit = ADMIN_EXPORT_ROW_LIMIT,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; rows.length < limit; page += 1) {
    const found = await search({ page, pageSize: PAGE });
    rows.push(...found.list);
    if (found.list.length < PAGE || rows.length >= found.total) break;
  }
  return rows.slice(0, limit);
}

const nameOf = <T extends Record<string, number>>(values: T) => {
  const names = new Map(Object.entries(values).map(([name, value]) => [value, name]));
  return (value: number) => names.get(value) ?? String(value);
};
const statusName = nameOf(OrderStatus);
const paymentTypeName = nameOf(PaymentType);
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * CSV downloads of the reservations and members lists, with the same filters and hotel scope as the lists
 * (issue 21, 7). Each export is a row of the audit log: it takes guests' personal data out of the system.
 */
export const adminExportRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reservations/export',
      { onRequest: deps.access.guard(STAFF_AREAS.reservations), schema: { querystring: reservationSearchSchema } },
      async (request, reply) => {
        const principal = deps.access.staffOf(request);
        const { page: _page, pageSize: _size, ...filters } = request.query;
        if (filters.hotelCode) assertHotel(principal, filters.hotelCode);
        const scope = hotelScopeOf(principal);
        const rows = await allRows((paging) => deps.bookingAdmin.searchReservations({ ...filters, ...paging }, scope));
        const csv = toCsv(
          [
            { header: 'confirmationNumber', value: (row) => row.confirmationNumber },
            { header: 'hotelCode', value: (row) => row.hotelCode },
            { header: 'roomTypeCode', value: (row) => row.roomTypeCode },
            { header: 'ratePlanCode', value: (row) => row.ratePlanCode },
            { header: 'checkInDate', value: (row) => row.checkInDate },
            { header: 'checkOutDate', value: (row) => row.checkOutDate },
            { header: 'nights', value: (row) => row.nights },
            { header: 'rooms', value: (row) => row.roomCount },
            { header: 'status', value: (row) => statusName(row.status) },
            { header: 'guests', value: (row) => row.guestNames.join('; ') },
            { header: 'bookerName', value: (row) => row.bookerName },
            { header: 'bookerEmail', value: (row) => row.bookerEmail },
            { header: 'bookerMobile', value: (row) => row.bookerMobile },
            { header: 'memberId', value: (row) => row.memberId },
            { header: 'paymentType', value: (row) => paymentTypeName(row.paymentType) },
            { header: 'currency', value: (row) => row.currency },
            { header: 'totalAmount', value: (row) => csvMoney(row.totalAmount, row.currency) },
            { header: 'payAmount', value: (row) => csvMoney(row.payAmount, row.currency) },
            { header: 'bookedAt', value: (row) => row.createdAt },
          ],
          rows,
        );
        await deps.records.recordAudit({
          staff: principal,
          action: 'reservation.export',
          entityType: 'reservation',
          entityId: 'export',
          hotelCode: filters.hotelCode ?? null,
          before: null,
          after: { filters, rows: rows.length },
        });
        return sendCsv(reply, `reservations-${dayOf(deps.now())}.csv`, csv);
      },
    );

    app.get(
      '/members/export',
      { onRequest: deps.access.guard(STAFF_AREAS.members), schema: { querystring: memberSearchSchema } },
      async (request, reply) => {
        const principal = deps.access.staffOf(request);
        const { page: _page, pageSize: _size, ...filters } = request.query;
        const scope = hotelScopeOf(principal);
        const rows = await allRows((paging) =>
          deps.memberAdmin.searchMembers({ ...filters, ...paging }, deps.now(), scope),
        );
        const csv = toCsv(
          [
            { header: 'cardNumber', value: (row) => row.cardNumber },
            { header: 'firstName', value: (row) => row.firstName },
            { header: 'lastName', value: (row) => row.lastName },
            { header: 'email', value: (row) => row.email },
            { header: 'mobileCountryNumber', value: (row) => row.mobileCountryNumber },
            { header: 'phone', value: (row) => row.phone },
            { header: 'username', value: (row) => row.username },
            { header: 'points', value: (row) => row.points },
            { header: 'locked', value: (row) => (row.locked ? 'yes' : 'no') },
            { header: 'memberSince', value: (row) => row.createdAt },
          ],
          rows,
        );
        await deps.records.recordAudit({
          staff: principal,
          action: 'member.export',
          entityType: 'member',
          entityId: 'export',
          before: null,
          after: { filters, rows: rows.length },
        });
        return sendCsv(reply, `members-${dayOf(deps.now())}.csv`, csv);
      },
    );
  };
