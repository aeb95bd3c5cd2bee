import { type ErrorOption, type FieldValues, get } from 'react-hook-form';
import { errorDataOf, isApiError } from '../../lib/api/client.ts';

type MessageValues = Record<string, string | number>;
type Translate = (key: string, values?: MessageValues) => string;

/** A catalogue key (`validation.required`), as opposed to a text the server already translated. */
const isMessageKey = (message: string) => /^[a-zA-Z]+(\.[\w-]+)+$/.test(message);

/** The text of an error message: keys are translated, the server's own texts are shown as they are. */
export function messageText(message: unknown, t: Translate, values?: MessageValues): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  return isMessageKey(message) ? t(message, values) : message;
}

/** The fields the server refused (pc1009 `data.fields`), by field path. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = errorDataOf(error)?.fields;
  if (!Array.isArray(fields)) return {};
  return Object.fromEntries(
    fields
      .filter((item): item is { field: string; message: string } => typeof item?.field === 'string')
      .map((item) => [item.field, item.message]),
  );
}

/** What a failed call says to the whole form: its translated message, else the generic or network one. */
export function serverMessage(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('ui.error.generic');
  return (
    error.message.trim() ||
    (error.errorCode !== null ? t(`errors.${error.errorCode}`) : '') ||
    (error.status === 0 ? t('ui.error.network') : t('ui.error.generic'))
  );
}

/** The part of any react-hook-form form that server errors are put on. */
export interface ErrorTarget {
  setError: (name: never, error: ErrorOption) => void;
  getValues: () => FieldValues;
}

/** The form-level error set by `applyServerErrors` (shown by `<FormMessage />`). */
export const SERVER_ERROR = 'root.server' as const;

/**
 * Puts a failed call's answer on the form: each field the server refused (pc1009) on that field
 * (`rename` maps the server's field names to the form's), the field it names in `data.field`, and
 * anything the form has no field for as the form's message. Returns the form's message ('' if none).
 */
export function applyServerErrors(
  form: ErrorTarget,
  error: unknown,
  t: Translate,
  rename: Record<string, string> = {},
): string {
  const values = form.getValues();
  const onForm = (field: string) => field !== '' && get(values, field) !== undefined;
  const refused = Object.entries(serverFieldErrors(error)).map(([field, message]) => [rename[field] ?? field, message]);
  const named = errorDataOf(error)?.field;
  const message = refused.length > 0 ? '' : serverMessage(error, t);
  if (typeof named === 'string') refused.push([rename[named] ?? named, message]);
  const elsewhere: string[] = [];
  for (const [field = '', text = ''] of refused) {
    if (onForm(field)) form.setError(field as never, { type: 'server', message: text });
    else elsewhere.push(text);
  }
  const formMessage = message || [...new Set(elsewhere)].join(' ');
  if (formMessage) form.setError(SERVER_ERROR as never, { type: 'server', message: formMessage });
  return formMessage;
}
