import type { FieldError } from '@hotel/contract/envelope';
import { ErrorCode, errorMessageKey } from '@hotel/contract/errors';
import { validationKeyOf } from '@hotel/contract/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { AppError } from './errors.ts';

/** Wraps a result in the success envelope. */
export function ok<T>(data: T) {
  return { errorCode: 0 as const, data, message: '' };
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
