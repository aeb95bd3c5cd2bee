import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { LocaleLink } from '../../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { Card } from '../../../ui/Card.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { pointsQuery } from '../memberApi.ts';
import { TierProgress } from '../TierProgress.tsx';
import { tierCardId } from '../tierCards.ts';
import { useMemberName } from '../useDisplayName.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

/** Tier, points, growth to the next tier, total saved: the top of the personal center. */
export function Overview({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  // A new member has no name yet: welcome them rather than greet "My account".
  const name = useMemberName(member);
  const points = useQuery(pointsQuery(language));
  useSessionGuard(points.error);
  const standing = points.data;
  const tier = standing?.tier ?? member.tier;
  return (
    <div className="flex flex-col gap-4" data-testid="member-overview">
      <h2 className="text-2xl font-semibold" data-testid="member-greeting">
        {name ? t('member.overview.greeting', { name }) : t('member.overview.welcome')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('member.overview.tier')}</span>
          <span className="text-2xl font-bold text-main" data-testid="member-tier">
            {t(`enums.tier.${tier}`)}
          </span>
          <span className="text-sm text-muted">
            {t('member.overview.tierBenefit', { percent: standing?.tierDiscountPercent ?? 0 })}
          </span>
        </Card>
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('member.overview.points')}
          </span>
          <span className="text-2xl font-bold" data-testid="member-points">
            {format.number(standing?.points ?? member.points)}
          </span>
          {standing ? (
            <span className="text-sm text-muted">
              {t('member.overview.pointValue', {
                points: format.number(100),
                value: format.money(100 * standing.pointValue, standing.pointCurrency),
              })}
            </span>
          ) : null}
        </Card>
        <Card className="flex flex-col gap-1 p-4">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('member.overview.growth')}
          </span>
          <span className="text-2xl font-bold" data-testid="member-growth">
            {format.number(standing?.growth ?? member.growth)}
          </span>
          <span className="text-sm text-muted">
            {standing ? t('member.overview.nightsThisYear', { nights: standing.qualifyingNights }) : null}
          </span>
        </Card>
      </div>
      {standing ? <TierProgress standing={standing} /> : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-muted">{t('member.overview.totalSaved')}</dt>
          <dd className="font-semibold">
            {format.money(member.totalSaved, member.spendCurrency)}{' '}
            <span className="font-normal text-muted">
              {t('member.overview.savingsSince', { date: format.date(member.savingsSince) })}
            </span>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{t('member.overview.currentSpend')}</dt>
          <dd className="font-semibold">{format.money(member.currentSpend, member.spendCurrency)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{t('member.profile.fields.cardNumber')}</dt>
          <dd className="font-mono" data-testid="member-card-number">
            {member.cardNumber}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-muted">{t('member.profile.fields.joinDate')}</dt>
          <dd>{format.date(member.joinDate)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <LocaleLink to={pagePaths.card(tierCardId(tier))} className={buttonClass('primary')}>
          {t('member.overview.viewCard')}
        </LocaleLink>
        <LocaleLink to={pagePaths.orderList()} className={buttonClass('secondary')}>
          {t('member.nav.orders')}
        </LocaleLink>
        <LocaleLink to={pagePaths.couponCollection()} className={buttonClass('secondary')}>
          {t('member.nav.collect')}
        </LocaleLink>
      </div>
    </div>
  );
}
