import type { Sku } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** A specification's member prices by tier; the signed-in member's own tier price is marked as theirs. */
export function TierPrices({ sku, currency, memberTier }: { sku: Sku; currency: string; memberTier: number | null }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="tier-prices">
      <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('mall.tierPrice.list')}</span>
      <ul className="flex flex-wrap gap-2">
        {sku.tierPrices.map((entry) => {
          const tier = t(`enums.tier.${entry.tier}`);
          const price = format.money(entry.price, currency);
          const mine = entry.tier === memberTier;
          return (
            <li
              key={entry.tier}
              className={`rounded-md px-2 py-1 ${mine ? 'bg-accent/10 font-semibold text-accent' : 'bg-surface text-muted'}`}
              data-testid={mine ? 'own-tier-price' : undefined}
            >
              {mine ? `${t('mall.tierPrice.yours', { tier })}: ${price}` : t('mall.tierPrice.entry', { tier, price })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
