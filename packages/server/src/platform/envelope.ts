import type { FieldError } from '@hotel/contract/envelope';
import { ErrorCode, errorMessageKey } from '@hotel/contract/errors';
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

/** Where two JSON values first differ (`['data', 'list', 0, 'name']`), or null when they are the same. */
function firstDifference(described: unknown, sent: unknown, path: string[] = []): string[] | null {
  if (Object.is(described, sent)) return null;
  if (typeof described !== 'object' || typeof sent !== 'object' || described === null || sent === null) return path;
  if (Array.isArray(described) !== Array.isArray(sent)) return path;
  const describedKeys = Object.keys(described);
  const sentKeys = Object.keys(sent);
  const unequal = sentKeys.find((key) => !(key in described)) ?? describedKeys.find((key) => !(key in sent));
  if (unequal !== undefined) return [...path, unequal];
  for (const key of sentKeys) {
    const inner = firstDifference(
      (described as Record<string, unknown>)[key],
      (sent as Record<string, unknown>)[key],
      [...path, key],
    );
    if (inner) return inner;
  }
  return null;
}

/**
 * Serializes answers that declare a contract schema. The text sent is the handler's own JSON, as
 * without a schema; the schema checks it: it must parse, and describe every key and value of it
 * (zod would silently drop a key it does not know, or change a value through a transform).
 */
export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const sent = JSON.stringify(data);
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
    const difference = firstDifference(JSON.parse(JSON.stringify(parsed.data)), JSON.parse(sent));
    if (difference) {
      const message = 'the contract schema does not describe this part of the answer';
      const cause = new z.ZodError([{ code: 'custom', path: difference, message, input: undefined }]);
      throw new ResponseSerializationError(method, url, { cause });
    }
    return sent;
  };

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
  const message = first
    ? `${first.field ? `${first.field}: ` : ''}${first.message}`
    : request.t(errorMessageKey(ErrorCode.validationError));
  return send(reply, 400, ErrorCode.validationError, message, { fields });
}

export function zodIssuesToFields(error: ZodError, request: FastifyRequest) {
  return fieldErrors(error.issues, request);
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
    return send(reply, error.statusCode, error.code, request.t(errorMessageKey(error.code), error.values), error.data);
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
