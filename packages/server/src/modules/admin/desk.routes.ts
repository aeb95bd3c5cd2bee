import { minorUnitsOf } from '@hotel/contract/money';
import {
  deskPaymentInputSchema,
  type Folio,
  folioChargeInputSchema,
  folioEntryParamsSchema,
  folioSchema,
} from '@hotel/contract/schemas/admin-desk';
import { reservationParamsSchema } from '@hotel/contract/schemas/admin-reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { Tx } from '../../platform/transactions.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { assertHotel, STAFF_AREAS, type StaffPrincipal } from './staff-access.ts';

type Account = Awaited<ReturnType<AdminDeps['bookingAdmin']['folioOf']>>;
type Entry = Account['entries'][number];

/** The desk's folio of a stay: extras charged, payments taken at the hotel, voids; every change audited. */
export const adminDeskRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = deps.access.guard(STAFF_AREAS.reservations);

    async function reservationFor(principal: StaffPrincipal, transactionId: string) {
      const order = await deps.bookingAdmin.findReservation(transactionId);
      assertHotel(principal, order.hotelCode);
      return order;
    }

    async function shown(account: Account): Promise<Folio> {
      const ids = account.entries.flatMap((entry) => [entry.staffId, entry.voidedBy ?? '']).filter(Boolean);
      const names = await deps.records.staffNamesOf(ids);
      const { entries, ...totals } = account;
      return {
        ...totals,
        entries: entries.map((entry) => ({
          id: entry.id,
          kind: entry.kind,
          description: entry.description,
          method: entry.method,
          amount: entry.amount,
          currency: entry.currency,
          staffName: names.get(entry.staffId) ?? '',
          createdAt: entry.createdAt.toISOString(),
          voidedAt: entry.voidedAt?.toISOString() ?? null,
          voidedByName: entry.voidedBy ? (names.get(entry.voidedBy) ?? '') : null,
        })),
      };
    }

    const audit =
      (principal: StaffPrincipal, action: string, hotelCode: string, confirmationNumber: string) =>
      (tx: Tx, before: Account, after: Account, entry: Entry) =>
        recordAudit(tx, {
          staff: principal,
          action,
          entityType: 'reservation',
          entityId: before.transactionId,
          hotelCode,
          before: { balance: before.balance, charges: before.charges, payments: before.payments },
          after: {
            confirmationNumber,
            balance: after.balance,
            charges: after.charges,
            payments: after.payments,
            entry: { id: entry.id, kind: entry.kind, description: entry.description, method: entry.method },
            amount: entry.amount,
            currency: entry.currency,
          },
        });

    const who = (principal: StaffPrincipal) => ({
      staffId: principal.staff.staffId,
      actor: `staff:${principal.staff.staffId}`,
      now: deps.now(),
    });

    app.get(
      '/reservations/:transactionId/folio',
      { onRequest: guard, schema: { params: reservationParamsSchema, response: { 200: envelope(folioSchema) } } },
      async (request) => {
        const order = await reservationFor(deps.access.staffOf(request), request.params.transactionId);
        return ok(await shown(await deps.bookingAdmin.folioOf(order)));
      },
    );

    app.post(
      '/reservations/:transactionId/folio/charges',
      {
        onRequest: guard,
        schema: {
          params: reservationParamsSchema,
          body: folioChargeInputSchema,
          response: { 200: envelope(folioSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const order = await reservationFor(principal, request.params.transactionId);
        const { description, amount, currency } = request.body;
        const account = await deps.bookingAdmin.postToFolio(
          order.transactionId,
          { kind: 'charge', description, method: null, amount: minorUnitsOf(amount, currency)!, currency },
          who(principal),
          audit(principal, 'folio.charge', order.hotelCode, order.confirmationNumber),
        );
        return ok(await shown(account));
      },
    );

    app.post(
      '/reservations/:transactionId/folio/payments',
      {
        onRequest: guard,
        schema: {
          params: reservationParamsSchema,
          body: deskPaymentInputSchema,
          response: { 200: envelope(folioSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const order = await reservationFor(principal, request.params.transactionId);
        const { method, amount, currency, note } = request.body;
        const account = await deps.bookingAdmin.postToFolio(
          order.transactionId,
          { kind: 'payment', description: note ?? '', method, amount: minorUnitsOf(amount, currency)!, currency },
          who(principal),
          audit(principal, 'folio.payment', order.hotelCode, order.confirmationNumber),
        );
        return ok(await shown(account));
      },
    );

    app.post(
      '/reservations/:transactionId/folio/:entryId/void',
      { onRequest: guard, schema: { params: folioEntryParamsSchema, response: { 200: envelope(folioSchema) } } },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const order = await reservationFor(principal, request.params.transactionId);
        const account = await deps.bookingAdmin.voidFolioEntry(
          order.transactionId,
          request.params.entryId,
          who(principal),
          audit(principal, 'folio.void', order.hotelCode, order.confirmationNumber),
        );
        return ok(await shown(account));
      },
    );
  };
