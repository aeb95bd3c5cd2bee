import type { ErrorCode } from '@hotel/contract/errors';
import { pagePaths } from '@hotel/contract/routes';
import { isApiError } from './client.ts';

/** Kept as a typed literal so the error catalogue module stays out of the entry chunk. */
const REJECTED_SILENTLY: typeof ErrorCode.rejectedSilently = 21;

export type ErrorAction = { kind: 'redirect'; to: string } | { kind: 'notice'; message: string } | { kind: 'none' };

export interface ErrorContext {
  /** The failed call loads the page's main resource: its 404 is shown by the page itself. */
  mainResource?: boolean;
  /** The caller shows its own message (e.g. a form): no notice. */
  silent?: boolean;
  /** Translates a key; returns undefined when the key has no message. */
  translate: (key: string) => string | undefined;
}

/**
 * What the app does with a failed API call (spec section 8): 403 goes to /403, 5xx to /500, a 404 of
 * the page's main resource is left to the page, anything else shows a translated notice.
 */
export function decideErrorAction(error: unknown, context: ErrorContext): ErrorAction {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'none' };
  const generic = () => context.translate('ui.error.generic') ?? '';
  if (!isApiError(error)) return context.silent ? { kind: 'none' } : { kind: 'notice', message: generic() };
  if (error.status === 403) return { kind: 'redirect', to: pagePaths.forbidden() };
  if (error.status >= 500) return { kind: 'redirect', to: pagePaths.serverError() };
  if (context.silent || error.errorCode === REJECTED_SILENTLY) return { kind: 'none' };
  if (error.status === 404 && context.mainResource) return { kind: 'none' };
  if (error.status === 0) return { kind: 'notice', message: context.translate('ui.error.network') ?? generic() };
  const message =
    error.message.trim() ||
    (error.errorCode !== null ? context.translate(`errors.${error.errorCode}`) : undefined) ||
    generic();
  return { kind: 'notice', message };
}
