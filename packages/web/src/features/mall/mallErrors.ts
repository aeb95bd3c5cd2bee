import type { Cart } from '@hotel/contract/schemas/mall';
import { errorDataOf, isApiError } from '../../lib/api/client.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The message of a failed mall call: the envelope's message (translated by the server in the
 * request's language), else `errors.<code>`, else the network or generic text. A refusal about one
 * item (limits, stock, sale window) names it: the server sends the item's name in `data.name`.
 */
export function mallErrorMessage(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('ui.error.generic');
  const code = error.errorCode === null ? '' : String(error.errorCode);
  const fromCode = code ? t(`errors.${code}`) : '';
  const message =
    error.message.trim() ||
    (fromCode && fromCode !== `errors.${code}` ? fromCode : '') ||
    (error.status === 0 ? t('ui.error.network') : t('ui.error.generic'));
  const name = errorDataOf(error)?.name;
  return typeof name === 'string' && name ? t('mall.itemRefused', { name, message }) : message;
}

/** What the cart says when it lowered a quantity to what may be bought, naming the item. */
export function cappedMessage(capped: NonNullable<Cart['capped']>, t: Translate): string {
  return t(`mall.cart.capped.${capped.reason}`, { name: capped.name, count: capped.quantity });
}
