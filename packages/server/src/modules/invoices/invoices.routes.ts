import { deletedSchema, languageSchema } from '@hotel/contract/schemas/common';
import {
  folioSchema,
  invoiceRequestInputSchema,
  invoiceRequestSchema,
  invoiceStatusSchema,
  invoiceTitleInputSchema,
  invoiceTitleListSchema,
  invoiceTitleSchema,
} from '@hotel/contract/schemas/stay';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import type { StayReads } from '../booking/booking.module.ts';
import type { MemberAuth } from '../member/member.module.ts';
import type { Invoices } from './invoices.service.ts';
import type { InvoiceTitles } from './titles.service.ts';

const orderParams = z.object({ lang: languageSchema, id: z.string().trim().min(1).max(64) });

/** Receipts and invoice requests on the order page; the member's saved invoice titles. */
export const invoiceRoutes =
  (deps: { invoices: Invoices; titles: InvoiceTitles; stays: StayReads; session: MemberAuth }): FastifyPluginAsyncZod =>
  async (app) => {
    const memberIdOf = async (request: FastifyRequest) => (await deps.session.memberOf(request))?.memberId ?? null;
    const orderOf = async (request: FastifyRequest & { params: { id: string } }) =>
      deps.stays.accessibleOrder(request.params.id, await memberIdOf(request));

    app.get(
      '/:lang/orders/:id/invoice',
      { schema: { params: orderParams, response: { 200: envelope(invoiceStatusSchema) } } },
      async (request) => ok(await deps.invoices.status(await orderOf(request))),
    );
    app.post(
      '/:lang/orders/:id/invoice',
      {
        schema: {
          params: orderParams,
          body: invoiceRequestInputSchema,
          response: { 200: envelope(invoiceRequestSchema) },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const memberId = await memberIdOf(request);
        const order = await deps.stays.accessibleOrder(request.params.id, memberId);
        return ok(await deps.invoices.request(order, memberId, request.body));
      },
    );
    app.get(
      '/:lang/orders/:id/folio',
      { schema: { params: orderParams, response: { 200: envelope(folioSchema) } } },
      async (request) => ok(await deps.invoices.folio(await orderOf(request), request.params.lang)),
    );
    app.get(
      '/:lang/orders/:id/receipt.pdf',
      { schema: { params: orderParams }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const order = await orderOf(request);
        const pdf = await deps.invoices.receipt(order, request.params.lang);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${order.confirmationNumber}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/member/invoice-titles',
      { schema: { response: { 200: envelope(invoiceTitleListSchema) } } },
      async (request) => ok(await deps.titles.list((await deps.session.requireMember(request)).member.memberId)),
    );
    app.post(
      '/member/invoice-titles',
      { schema: { body: invoiceTitleInputSchema, response: { 200: envelope(invoiceTitleSchema) } } },
      async (request) =>
        ok(await deps.titles.add((await deps.session.requireMember(request)).member.memberId, request.body)),
    );
    app.delete(
      '/member/invoice-titles/:titleId',
      {
        schema: {
          params: z.object({ titleId: z.string().trim().min(1).max(64) }),
          response: { 200: envelope(deletedSchema) },
        },
      },
      async (request) =>
        ok(
          await deps.titles.remove((await deps.session.requireMember(request)).member.memberId, request.params.titleId),
        ),
    );
  };
