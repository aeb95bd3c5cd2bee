import type { FieldError } from '@hotel/contract/envelope';
import { ErrorCode, errorMessageKey } from '@hotel/contract/errors';
import { formatMoneyText } from '@hotel/contract/money';
import { validationKeyOf } from '@hotel/contract/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodError, z } from 'zod';
import { AppError } from './errors.ts';

/** Wraps a result in the success envelope. */
export function ok<T>(data: T) {
  return { errorCode: 0 as const, data, message: '' };
}

/** A route's success answer: the envelope around the contract's schema of its data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ errorCode: z.literal(0), data, message: z.string() });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Where the schema's reading of an answer first differs from the answer as JSON will write it
 * (`['data', 'list', 0, 'name']`), or null when they agree. A Date reads as its ISO text, and a key
 * whose value is undefined as no key, as JSON.stringify has them.
 */
function firstDifference(described: unknown, sent: unknown): PropertyKey[] | null {
  if (sent instanceof Date) return described === sent.toISOString() ? null : [];
  if (Object.is(described, sent)) return null;
  if (!isObject(described) || !isObject(sent) || Array.isArray(described) !== Array.isArray(sent)) return [];
  for (const key in described) {
    if (described[key] !== undefined && sent[key] === undefined) return [key];
  }
  for (const key in sent) {
    const inner = sent[key] === undefined ? null : firstDifference(described[key], sent[key]);
    if (inner) return [key, ...inner];
  }
  return null;
}

/**
 * Serializes the answers of routes that declare a contract schema. The text sent is the handler's own
 * JSON, as without a schema. With `check` (development and tests) the schema checks every answer and
 * refuses one it does not describe exactly: it must parse, and describe every key and value (zod would
 * otherwise drop a key it does not know, or change a value through a transform). Production does not
 * pay for the check (docs/decisions/0008-answers-checked-in-development-and-tests.md).
 */
export function contractSerializer(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  if (!options.check) return () => (data) => JSON.stringify(data);
  return ({ schema, method, url }) =>
    (data) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const difference = firstDifference(parsed.data, data);
      if (difference) {
        const message = 'the contract schema does not describe this part of the answer';
        const cause = new z.ZodError([{ code: 'custom', path: difference, message, input: undefined }]);
        throw new ResponseSerializationError(method, url, { cause });
      }
      return JSON.stringify(data);
    };
}

function send(reply: FastifyReply, status: number, errorCode: string | number, message: string, data: unknown) {
  return reply.status(status).send({ errorCode, data, message });
}

/** Turns schema issues into `{field, message}` with the message in the request's language. */
export function fieldErrors(
  issues: ReadonlyArray<{
    path?: ReadonlyArray<PropertyKey>;
    instancePath?: string;
    message: string;
    code?: string;
    input?: unknown;
  }>,
  request: FastifyRequest,
): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path?.length
      ? issue.path.map(String).join('.')
      : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { field, message: request.t(validationKeyOf(issue)) };
  });
}

export function sendValidationError(request: FastifyRequest, reply: FastifyReply, fields: FieldError[]) {
  const first = fields[0];
  // The field's name stays in `data.fields`; people read the message, in their language.
  const message = first ? first.message : request.t(errorMessageKey(ErrorCode.validationError));
  return send(reply, 400, ErrorCode.validationError, message, { fields });
}

export function zodIssuesToFields(error: ZodError, request: FastifyRequest) {
  return fieldErrors(error.issues, request);
}

/** An error's amounts as the reader writes money ("CNY 1,280.00"). */
function moneyValues(money: AppError['money'], lang: string): Record<string, string> {
  if (!money) return {};
  return Object.fromEntries(
    Object.entries(money).map(([name, value]) => [name, formatMoneyText(value.amount, value.currency, lang, true)]),
  );
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError && error.codeName === 'validationError') {
    const { fields } = error.data as { fields: { field: string; message: string }[] };
    return sendValidationError(
      request,
      reply,
      fields.map((field) => ({ ...field, message: request.t(field.message) })),
    );
  }
  if (error instanceof AppError) {
    const values = { ...error.values, ...moneyValues(error.money, request.lang) };
    return send(reply, error.statusCode, error.code, request.t(errorMessageKey(error.code), values), error.data);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = fieldErrors(
      error.validation.map((item) => ({
        instancePath: item.instancePath,
        message: item.message ?? '',
        code: item.keyword,
        input: (item.params as { input?: unknown }).input,
      })),
      request,
    );
    return sendValidationError(request, reply, fields);
  }
  const status = error.statusCode ?? 500;
  if (status === 429)
    return send(reply, 429, ErrorCode.tooManyRequests, request.t(errorMessageKey(ErrorCode.tooManyRequests)), null);
  if (status >= 400 && status < 500) {
    return send(reply, status, ErrorCode.illegalRequest, request.t(errorMessageKey(ErrorCode.illegalRequest)), null);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, ErrorCode.systemError, request.t(errorMessageKey(ErrorCode.systemError)), null);
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
});

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, ErrorCode.notFound, request.t(errorMessageKey(ErrorCode.notFound)), null);
}
