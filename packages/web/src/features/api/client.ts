import type { Language } from '@hotel/contract/languages';

export const API_BASE = '/api/v1/booking';

/** A failed API call: HTTP status (0 when the network failed), the envelope's errorCode and its translated message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number | string | null;

  constructor(status: number, errorCode: number | string | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  language: Language;
  /** The API prefix; `/api/v1/booking` unless told (the hotel filter lives under `/api/v1`). */
  base?: string;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

interface EnvelopeBody {
  errorCode?: number | string;
  data?: unknown;
  message?: string;
}

function isEnvelope(body: unknown): body is EnvelopeBody {
  return typeof body === 'object' && body !== null && ('errorCode' in body || 'data' in body);
}

function isSuccessCode(code: unknown): boolean {
  return code === undefined || code === 0 || code === 507;
}

export function buildUrl(path: string, query: Record<string, QueryValue> = {}, base: string = API_BASE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** GETs an API path and unwraps the `{ errorCode, data, message }` envelope; throws ApiError on any failure. */
export async function apiGet<T>(path: string, options: RequestOptions): Promise<T> {
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
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new ApiError(response.ok ? 502 : response.status, null, '');
  if (response.ok && isSuccessCode(body.errorCode)) return body.data as T;
  const status = response.ok ? 400 : response.status;
  throw new ApiError(status, body.errorCode ?? null, body.message ?? '');
}
