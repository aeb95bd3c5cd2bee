import type { ReactNode } from 'react';

/** A label, a control and its error message, wired for screen readers through `id`. */
export function Field({
  id,
  label,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look of a field's label (for fields that label a group rather than one control). */
export const fieldLabelClass = 'text-xs font-semibold uppercase tracking-wide text-muted';

export const controlClass =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-text aria-invalid:border-danger';
