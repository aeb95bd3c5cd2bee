import { ApiError } from '../../lib/api/client.ts';
import type { SearchErrorField, SearchFieldErrors } from './searchErrors.ts';

const FIELDS: readonly SearchErrorField[] = [
  'hotelCode',
  'checkInDate',
  'checkOutDate',
  'discountType',
  'discountCode',
];
const ALIASES: Record<string, SearchErrorField> = { hotelCodes: 'hotelCode', cityCode: 'hotelCode' };

/**
 * The form fields a failed call names, with their (already translated) messages: `{ field }` (e.g. a
 * wrong promotion code, 90025) or `{ fields: [{ field, message }] }` (validation, pc1009). A
 * `querystring.` prefix is dropped; fields the search form does not have are left out.
 */
export function apiErrorFields(error: unknown): SearchFieldErrors {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return {};
  const data = error.data as { field?: unknown; fields?: unknown };
  const errors: SearchFieldErrors = {};
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string') return;
    const name = field.replace(/^(querystring|body|params)\./, '');
    const key = ALIASES[name] ?? (FIELDS as readonly string[]).find((candidate) => candidate === name);
    if (!key || errors[key as SearchErrorField]) return;
    const text = typeof message === 'string' && message ? message : error.message;
    errors[key as SearchErrorField] = text.replace(/^[\w.]+: /, '');
  };
  if (Array.isArray(data.fields)) {
    for (const item of data.fields as { field?: unknown; message?: unknown }[]) add(item?.field, item?.message);
  }
  add(data.field, error.message);
  return errors;
}
