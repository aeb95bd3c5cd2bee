import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass, fieldLabelClass } from '../../ui/Field.tsx';

/** A price range in whole currency units (the address keeps `min` and `max`; the API takes minor units). */
export function PriceRange({
  min,
  max,
  currency,
  onApply,
}: {
  min: string;
  max: string;
  currency: string;
  onApply: (min: string, max: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  useEffect(() => {
    setLow(min);
    setHigh(max);
  }, [min, max]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(low.trim(), high.trim());
  };
  const input = controlClass.replace('w-full', 'w-24');
  return (
    <form onSubmit={apply} className="flex flex-col gap-1" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={fieldLabelClass}>
        {t('mall.filters.price', { currency })}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`${id}-min`}>
          {t('mall.filters.minPrice')}
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          value={low}
          placeholder={t('mall.filters.minPrice')}
          onChange={(event) => setLow(event.target.value)}
          className={input}
        />
        <span aria-hidden="true">–</span>
        <label className="sr-only" htmlFor={`${id}-max`}>
          {t('mall.filters.maxPrice')}
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          value={high}
          placeholder={t('mall.filters.maxPrice')}
          onChange={(event) => setHigh(event.target.value)}
          className={input}
        />
        <Button type="submit" variant="secondary">
          {t('mall.filters.apply')}
        </Button>
      </div>
    </form>
  );
}
