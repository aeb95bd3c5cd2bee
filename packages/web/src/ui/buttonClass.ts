export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-main text-on-main hover:bg-main-strong',
  secondary: 'border border-main text-main bg-background hover:bg-main-soft',
  ghost: 'text-main hover:bg-main-soft',
};

/** The classes of a button, for <button> and for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** The back office's small secondary button (tables, pagers, inline actions). */
export const smallButtonClass =
  'inline-flex items-center rounded-md border border-border bg-background px-3 py-1.5 text-sm font-medium hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50';
