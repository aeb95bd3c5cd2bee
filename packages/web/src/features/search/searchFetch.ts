import { ApiError, buildUrl, type RequestOptions } from '../api/client.ts';
import type { SearchErrorField, SearchFieldErrors } from './searchErrors.ts';

/** A failed search call that keeps the envelope's `data` (`{ field }` or `{ fields: [...] }`). */
export class SearchApiError extends ApiError {
  readonly data: unknown;

  constructor(status: number, errorCode: number | string | null, message: string, data: unknown) {
    super(status, errorCode, message);
    this.name = 'SearchApiError';
    this.data = data;
  }
}

interface Envelope {
  errorCode?: number | string;
  data?: unknown;
  message?: string;
}

/**
 * `apiGet` for searches whose failures name form fields (a wrong promotion code, an arrival in the
 * past): the same request and envelope rules (success on errorCode 0, 507 or none), but a failure
 * keeps the envelope's `data` so the search form can show each message beside its field.
 */
export async function searchGet<T>(path: string, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.base), {
      headers: { Accept: 'application/json', 'Accept-Language': options.language },
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, '');
  }
  const body = (await response.json().catch(() => null)) as Envelope | null;
  if (typeof body !== 'object' || body === null || !('errorCode' in body || 'data' in body)) {
    throw new ApiError(response.ok ? 502 : response.status, null, '');
  }
  const code = body.errorCode;
  if (response.ok && (code === undefined || code === 0 || code === 507)) return body.data as T;
  throw new SearchApiError(response.ok ? 400 : response.status, code ?? null, body.message ?? '', body.data ?? null);
}

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
  if (!(error instanceof SearchApiError) || typeof error.data !== 'object' || error.data === null) return {};
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
