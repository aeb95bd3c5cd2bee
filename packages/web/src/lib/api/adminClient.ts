import { ADMIN_API_PREFIX } from '@hotel/contract/schemas/admin';
import { i18n } from '../i18n/i18n.ts';

/**
 * A failed admin call: HTTP status (0 when the network failed), the envelope's errorCode, its message
 * (translated by the server in the request's language) and its `data` (refused fields, per-night
 * refusals...).
 */
export class AdminApiError extends Error {
  readonly status: number;
  readonly errorCode: number | string | null;
  readonly data: unknown;

  constructor(status: number, errorCode: number | string | null, message: string, data: unknown = null) {
    super(message);
    this.name = 'AdminApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.data = data;
  }
}

export function isAdminApiError(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError;
}

export type AdminQueryValue = string | number | boolean | null | undefined;
export type AdminQuery = Record<string, AdminQueryValue>;
export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `/api/v1/admin` + path + the query without empty values. */
export function adminUrl(path: string, query: AdminQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${ADMIN_API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

interface Envelope {
  errorCode?: number | string;
  data?: unknown;
  message?: string;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && ('errorCode' in body || 'data' in body);

/**
 * Calls an admin API path with the staff cookie, in the active language, and unwraps the
 * `{ errorCode, data, message }` envelope; throws AdminApiError on any failure.
 */
export async function adminRequest<T>(
  method: AdminMethod,
  path: string,
  options: { query?: AdminQuery; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(adminUrl(path, options.query), {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.language,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AdminApiError(0, null, '');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new AdminApiError(response.ok ? 502 : response.status, null, '');
  if (response.ok && (body.errorCode === undefined || body.errorCode === 0)) return body.data as T;
  throw new AdminApiError(
    response.ok ? 400 : response.status,
    body.errorCode ?? null,
    body.message ?? '',
    body.data ?? null,
  );
}

export const adminGet = <T>(path: string, query?: AdminQuery, signal?: AbortSignal) =>
  adminRequest<T>('GET', path, { query, signal });
