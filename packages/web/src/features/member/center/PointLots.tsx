import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { pointLotsQuery } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

/** The points held, lot by lot, with the day each lot expires (soonest first). */
export function PointLots() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const query = useQuery(pointLotsQuery(language));
  useSessionGuard(query.error);
  const lots = query.data ?? [];
  if (lots.length === 0) return null;
  return (
    <section aria-labelledby="point-lots-title" className="flex flex-col gap-2" data-testid="point-lots">
      <h2 id="point-lots-title" className="text-base font-semibold">
        {t('member.lots.title')}
      </h2>
      <p className="text-sm text-muted">{t('member.lots.rule', { months: 24 })}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {lots.map((lot) => (
          <li key={lot.earnedAt} className="flex flex-wrap justify-between gap-2 border-b border-border/60 py-1">
            <span className="font-semibold tabular-nums" data-testid="lot-points">
              {t('member.lots.points', { points: format.number(lot.points) })}
            </span>
            <span className="text-muted" data-testid="lot-expiry">
              {t('member.lots.expires', { date: format.date(lot.expiresAt), earned: format.date(lot.earnedAt) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
