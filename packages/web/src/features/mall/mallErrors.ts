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
