import { useId } from 'react';

/** A labelled whole number with − and + buttons (their accessible names are given translated). */
export function Stepper({
  label,
  value,
  min,
  max,
  decreaseLabel,
  increaseLabel,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  testId?: string;
}) {
  const id = useId();
  const button =
    'flex size-9 items-center justify-center rounded-full border border-main text-lg leading-none text-main hover:bg-main-soft disabled:cursor-not-allowed disabled:border-border disabled:text-border disabled:hover:bg-transparent';
  return (
    <fieldset className="m-0 flex min-w-0 items-center justify-between gap-4 border-0 p-0" data-testid={testId}>
      <legend className="sr-only">{label}</legend>
      <span id={id} aria-hidden="true" className="text-sm font-medium">
        {label}
      </span>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={button}
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output aria-live="polite" aria-labelledby={id} className="w-6 text-center font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className={button}
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fieldset>
  );
}
