import { ErrorCode, type ErrorCodeName, httpStatusOf } from '@hotel/contract/errors';
import type { ValidationKey } from '@hotel/contract/validation';

/** A failure a user can cause or must be told about, carrying a code of the spec's catalogue. */
export class AppError extends Error {
  readonly code: (typeof ErrorCode)[ErrorCodeName];
  readonly statusCode: number;

  constructor(
    readonly codeName: ErrorCodeName,
    readonly data: unknown = null,
    readonly values?: Record<string, string | number>,
    /** Amounts the message names, formatted in the reader's language when it is translated (`{amount}`). */
    readonly money?: Record<string, { amount: number; currency: string }>,
  ) {
    super(codeName);
    this.code = ErrorCode[codeName];
    this.statusCode = httpStatusOf(codeName);
  }
}

/** A validation failure found past the schema (e.g. against the hotel's calendar), for one field. */
export function fieldError(field: string, key: ValidationKey): AppError {
  return new AppError('validationError', { fields: [{ field, message: key }] });
}
