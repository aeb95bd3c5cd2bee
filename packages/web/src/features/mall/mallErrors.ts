import { isApiError } from '../../lib/api/client.ts';

/**
 * The message of a failed mall call: the envelope's message (translated by the server in the
 * request's language), else `errors.<code>`, else the network or generic text.
 */
export function mallErrorMessage(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('ui.error.generic');
  const code = error.errorCode === null ? '' : String(error.errorCode);
  const fromCode = code ? t(`errors.${code}`) : '';
  return (
    error.message.trim() ||
    (fromCode && fromCode !== `errors.${code}` ? fromCode : '') ||
    (error.status === 0 ? t('ui.error.network') : t('ui.error.generic'))
  );
}

/** The refused fields of a pc1009 answer, `{ field: message }` (messages come translated). */
export function mallFieldErrors(error: unknown): Record<string, string> {
  const fields = isApiError(error) ? (error.data as { fields?: unknown } | null)?.fields : undefined;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    fields
      .filter((item): item is { field: string; message: string } => typeof item?.field === 'string')
      .map((item) => [item.field, String(item.message ?? '')]),
  );
}
