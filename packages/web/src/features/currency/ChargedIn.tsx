import { convertMinor } from '@hotel/contract/exchange';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { useDisplayCurrency } from './displayCurrency.ts';
import { exchangeQuery } from './exchangeApi.ts';

/**
 * "Charged in JPY (about USD 2,345)": when the guest browses in another currency than the hotel
 * charges, the booking says which currency is charged and about how much that is in theirs.
 */
export function ChargedIn({ amount, currency }: { amount: number; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const shown = useDisplayCurrency();
  const rates = useQuery({ ...exchangeQuery(language), enabled: Boolean(shown && shown !== currency) }).data;
  if (!shown || shown === currency || !rates) return null;
  const from = rates.find((rate) => rate.currency === currency);
  const to = rates.find((rate) => rate.currency === shown);
  if (!from || !to) return null;
  const about = format.money(convertMinor(amount, from.rateMicros, to.rateMicros, currency, shown), shown);
  return (
    <p className="text-xs text-muted" data-testid="charged-in">
      {t('booking.price.chargedIn', { currency, about })}
    </p>
  );
}
