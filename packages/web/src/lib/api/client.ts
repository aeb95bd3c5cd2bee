import { type Envelope, isSuccess } from '@hotel/contract/envelope';
import type { Language } from '@hotel/contract/languages';
import { API_PREFIX } from '@hotel/contract/routes';

/**
 * A failed API call: HTTP status (0 when the network failed), the envelope's errorCode, its translated
 * message and its `data` (refused fields of pc1009, new totals of 90021, an unlock time...).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number | string | null;
  readonly data: unknown;

  constructor(status: number, errorCode: number | string | null, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.data = data;
  }
}

/** The `data` of a failed call as an object, or null. */
export function errorDataOf(error: unknown): Record<string, unknown> | null {
  return error instanceof ApiError && error.data && typeof error.data === 'object'
    ? (error.data as Record<string, unknown>)
    : null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Sent as Accept-Language: the server answers (and words its errors) in it. */
  language: Language;
  /** The API prefix; `/api/v1/booking` unless told (the back office: `/api/v1/admin`; the hotel filter: `/api/v1`). */
  base?: string;
  query?: Query;
  signal?: AbortSignal;
}

/** The contract's envelope as it may arrive (a proxy's error page may have only part of it). */
type EnvelopeBody = Partial<Envelope<unknown>>;

function isEnvelope(body: unknown): body is EnvelopeBody {
  return typeof body === 'object' && body !== null && ('errorCode' in body || 'data' in body);
}

export function buildUrl(path: string, query: Query = {}, base: string = API_PREFIX): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

export interface SendOptions extends RequestOptions {
  method: Method;
  /** Sent as JSON; a FormData (file uploads) goes as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
}

function requestBody(body: unknown): { body?: BodyInit; type?: Record<string, string> } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  return { body: JSON.stringify(body), type: { 'Content-Type': 'application/json' } };
}

/**
 * Calls an API path (the guest site's and the back office's alike: JSON in and out, the staff or member
 * cookie) and unwraps the `{ errorCode, data, message }` envelope; throws ApiError on any failure.
 */
export async function apiRequest<T>(path: string, options: SendOptions): Promise<T> {
  const { body: payload, type } = requestBody(options.body);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query, options.base), {
      method: options.method,
      headers: { Accept: 'application/json', 'Accept-Language': options.language, ...type, ...options.headers },
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, '');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new ApiError(response.ok ? 502 : response.status, null, '');
  if (response.ok && isSuccess(body)) return body.data as T;
  const status = response.ok ? 400 : response.status;
  throw new ApiError(status, body.errorCode ?? null, body.message ?? '', body.data ?? null);
}

/** GETs an API path and unwraps the envelope; throws ApiError on any failure. */
export function apiGet<T>(path: string, options: RequestOptions): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}
