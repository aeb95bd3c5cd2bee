import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass } from '../../ui/Field.tsx';
import { clampQuantity } from './purchaseLimits.ts';

/** A quantity with minus and plus buttons; typed values are kept within `min` and `max`. */
export function QuantityInput({
  value,
  min,
  max,
  onChange,
  itemName,
  disabled = false,
  testId = 'quantity',
  onCapped,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The item it counts, named to screen readers (the visible label stays "Quantity"). */
  itemName?: string;
  disabled?: boolean;
  testId?: string;
  /** Told when a typed quantity was above `max` and lowered to it (to say why). */
  onCapped?: (max: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const off = disabled || max === 0;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const set = (next: number) => {
    const clamped = clampQuantity(next, { min, max });
    setDraft(String(clamped));
    if (Number.isFinite(next) && next > max && max > 0) onCapped?.(max);
    if (clamped !== value) onChange(clamped);
  };
  const step = 'size-10 rounded-md border border-border text-lg font-semibold disabled:opacity-40';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {t('mall.quantity.label')}
        {itemName ? <span className="sr-only">{`: ${itemName}`}</span> : null}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={step}
          onClick={() => set(value - 1)}
          disabled={off || value <= min}
          aria-label={t('mall.quantity.decrease')}
          aria-controls={id}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={draft}
          disabled={off}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => set(Number(draft))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set(Number(draft));
          }}
          className={`${controlClass.replace('w-full', 'w-20')} text-center`}
          data-testid={testId}
        />
        <button
          type="button"
          className={step}
          onClick={() => set(value + 1)}
          disabled={off || value >= max}
          aria-label={t('mall.quantity.increase')}
          aria-controls={id}
        >
          +
        </button>
      </div>
    </div>
  );
}
