import { z } from 'zod';
import type { ErrorCodeValue } from './errors.ts';

/** The response envelope of every API call: `{ errorCode, data, message }`. */
export interface Envelope<T> {
  errorCode: ErrorCodeValue;
  data: T;
  message: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    errorCode: z.union([z.number(), z.string()]),
    data,
    message: z.string(),
  });
}

export function isSuccess(envelope: { errorCode?: unknown }): boolean {
  return envelope.errorCode === undefined || envelope.errorCode === 0 || envelope.errorCode === 507;
}
