import {
  PAYMENT_PROVIDER_NAMES,
  type PaymentAccountList,
  type PaymentProviderName,
  paymentAccountInputSchemas,
  paymentAccountListSchema,
  paymentAccountRecordSchema,
  SITE_ACCOUNT,
} from '@hotel/contract/schemas/admin-payments';
import { validationKeyOf } from '@hotel/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit, STAFF_AREAS, type StaffAccess } from '../admin/admin.module.ts';
import type { AccountAudit, PaymentAccounts } from './accounts.ts';

const providerParams = z.object({ provider: z.enum(PAYMENT_PROVIDER_NAMES) });
const hotelParams = z.object({ hotelCode: z.string().trim().min(1).max(32) });
const body = z.record(z.string().max(40), z.string().max(8000));

/** The provider's own form of the body, or a validation error naming the field. */
function inputOf(provider: PaymentProviderName, given: unknown) {
  const parsed = paymentAccountInputSchemas[provider].safeParse(given);
  if (parsed.success) return parsed.data as Record<string, string | undefined>;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'provider',
    message: validationKeyOf(issue),
  }));
  throw new AppError('validationError', { fields });
}

/**
 * The back office's payment accounts: the site's (group administrators) and a hotel's own (its managers
 * too). Secrets are written, never read back: a saved account shows which secrets are set.
 */
export const paymentAccountAdminRoutes =
  (deps: {
    accounts: PaymentAccounts;
    access: StaffAccess;
    mode: PaymentAccountList['mode'];
    hotelExists(hotelCode: string): Promise<boolean>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { accounts, access } = deps;
    access.enforceOn(app);
    const group = { onRequest: access.guard(STAFF_AREAS.group) };
    const catalogue = { onRequest: access.guard(STAFF_AREAS.catalogue) };
    const listOf = async (scope: string): Promise<PaymentAccountList> => ({
      mode: deps.mode,
      canSave: accounts.canSave,
      accounts: await accounts.list(scope),
    });
    const hotelScope = async (hotelCode: string) => {
      if (!(await deps.hotelExists(hotelCode))) throw new AppError('hotelNotFound');
      return hotelCode;
    };
    const auditOf =
      (request: FastifyRequest, scope: string, provider: string): AccountAudit =>
      (tx, entry) =>
        recordAudit(tx, {
          staff: access.staffOf(request),
          entityType: 'paymentAccount',
          entityId: `${scope}/${provider}`,
          hotelCode: scope === SITE_ACCOUNT ? null : scope,
          ...entry,
        });
    const save = (request: FastifyRequest, scope: string, provider: PaymentProviderName) =>
      accounts.save(scope, provider, inputOf(provider, request.body), auditOf(request, scope, provider));
    const remove = async (request: FastifyRequest, scope: string, provider: PaymentProviderName) => {
      await accounts.remove(scope, provider, auditOf(request, scope, provider));
      return listOf(scope);
    };

    app.get(
      '/payment-accounts',
      { ...group, schema: { response: { 200: envelope(paymentAccountListSchema) } } },
      async () => ok(await listOf(SITE_ACCOUNT)),
    );
    app.put(
      '/payment-accounts/:provider',
      { ...group, schema: { params: providerParams, body, response: { 200: envelope(paymentAccountRecordSchema) } } },
      async (request) => ok(await save(request, SITE_ACCOUNT, request.params.provider)),
    );
    app.delete(
      '/payment-accounts/:provider',
      { ...group, schema: { params: providerParams, response: { 200: envelope(paymentAccountListSchema) } } },
      async (request) => ok(await remove(request, SITE_ACCOUNT, request.params.provider)),
    );
    app.get(
      '/hotels/:hotelCode/payment-accounts',
      { ...catalogue, schema: { params: hotelParams, response: { 200: envelope(paymentAccountListSchema) } } },
      async (request) => ok(await listOf(await hotelScope(request.params.hotelCode))),
    );
    app.put(
      '/hotels/:hotelCode/payment-accounts/:provider',
      {
        ...catalogue,
        schema: {
          params: hotelParams.extend(providerParams.shape),
          body,
          response: { 200: envelope(paymentAccountRecordSchema) },
        },
      },
      async (request) => ok(await save(request, await hotelScope(request.params.hotelCode), request.params.provider)),
    );
    app.delete(
      '/hotels/:hotelCode/payment-accounts/:provider',
      {
        ...catalogue,
        schema: {
          params: hotelParams.extend(providerParams.shape),
          response: { 200: envelope(paymentAccountListSchema) },
        },
      },
      async (request) => ok(await remove(request, await hotelScope(request.params.hotelCode), request.params.provider)),
    );
  };
