import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { displayCurrency, useDisplayCurrency } from './displayCurrency.ts';
import { exchangeQuery } from './exchangeApi.ts';

/** Chooses the currency prices are shown in; the first choice keeps each hotel's own currency. */
export function CurrencySwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const selected = useDisplayCurrency();
  const currencies = useQuery(exchangeQuery(language)).data ?? [];
  const options =
    selected && !currencies.some((item) => item.currency === selected)
      ? [{ currency: selected, name: selected }, ...currencies]
      : currencies;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('ui.header.currency')}
      </label>
      <select
        id={id}
        data-testid="currency-switcher"
        value={selected ?? ''}
        onChange={(event) => displayCurrency.set(event.target.value || undefined)}
        className="h-9 w-36 rounded-md border border-border bg-background px-2 text-sm"
      >
        <option value="">{t('ui.header.hotelCurrency')}</option>
        {options.map((item) => (
          <option key={item.currency} value={item.currency}>
            {`${item.currency} · ${item.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
