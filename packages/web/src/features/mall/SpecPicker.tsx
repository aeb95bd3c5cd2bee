import type { Sku } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { valueAvailable } from './purchaseLimits.ts';

/** One radio group per specification (e.g. size, colour); values that cannot be had are disabled. */
export function SpecPicker({
  specs,
  skus,
  chosen,
  onChoose,
}: {
  specs: readonly { name: string; values: readonly string[] }[];
  skus: readonly Sku[];
  chosen: Readonly<Record<string, string>>;
  onChoose: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="spec-picker">
      {specs.map((spec) => (
        <fieldset key={spec.name} className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{spec.name}</legend>
          <div className="flex flex-wrap gap-2">
            {spec.values.map((value) => {
              const available = valueAvailable(skus, chosen, spec.name, value);
              const checked = chosen[spec.name] === value;
              return (
                <label
                  key={value}
                  className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus ${
                    checked ? 'border-main bg-main-soft font-semibold text-main' : 'border-border'
                  } ${available ? '' : 'cursor-not-allowed opacity-50 line-through'}`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`spec-${spec.name}`}
                    value={value}
                    checked={checked}
                    disabled={!available}
                    onChange={() => onChoose(spec.name, value)}
                    data-testid="spec-option"
                  />
                  {value}
                  {available ? null : <span className="sr-only">{t('mall.goods.unavailableOption')}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
