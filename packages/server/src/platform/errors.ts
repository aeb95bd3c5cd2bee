import { ErrorCode, type ErrorCodeName, httpStatusOf } from '@hotel/contract/errors';

/** A failure a user can cause or must be told about, carrying a code of the spec's catalogue. */
export class AppError extends Error {
  readonly code: (typeof ErrorCode)[ErrorCodeName];
  readonly statusCode: number;

  constructor(
    readonly codeName: ErrorCodeName,
    readonly data: unknown = null,
    readonly values?: Record<string, string | number>,
  ) {
    super(codeName);
    this.code = ErrorCode[codeName];
    this.statusCode = httpStatusOf(codeName);
  }
}
