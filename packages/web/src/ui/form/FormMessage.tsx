import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { messageText } from './messages.ts';

const COLORS = { error: 'text-danger', success: 'text-success', info: 'text-text' } as const;

/**
 * A form-wide message, announced to screen readers: the given text, else (for errors inside a `Form`)
 * the server's answer that `applyServerErrors` put on the form.
 */
export function FormMessage({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
}) {
  const form = useFormContext();
  const { t } = useTranslation();
  const fromForm = tone === 'error' ? messageText(form?.formState.errors.root?.server?.message, t) : undefined;
  const shown = children || fromForm;
  if (!shown) return null;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`text-sm ${COLORS[tone]}`} data-testid={`form-${tone}`}>
      {shown}
    </p>
  );
}
