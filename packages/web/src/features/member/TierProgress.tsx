import type { MemberPoints } from '@hotel/contract/schemas/loyalty';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';

/** One bar from where the current tier starts to where the next one does. */
function Bar(props: { label: string; from: number; to: number; value: number; testId: string }) {
  const format = useSiteFormat();
  const span = Math.max(1, props.to - props.from);
  const done = Math.min(span, Math.max(0, props.value - props.from));
  return (
    <div className="flex flex-col gap-1" data-testid={props.testId}>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span>{props.label}</span>
        <span className="tabular-nums text-muted">
          {format.number(props.value)} / {format.number(props.to)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={props.label}
        aria-valuemin={props.from}
        aria-valuemax={props.to}
        aria-valuenow={props.value}
        className="h-2 w-full overflow-hidden rounded-full bg-main-soft"
      >
        <div className="h-full rounded-full bg-main" style={{ width: `${(done / span) * 100}%` }} />
      </div>
    </div>
  );
}

/**
 * How far the member is from the next tier, both ways the tier rule allows: growth (kept for good) or
 * qualifying nights this calendar year, and when the qualifying period ends.
 */
export function TierProgress({ standing }: { standing: MemberPoints }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const periodEnds = (
    <span className="text-xs text-muted" data-testid="qualifying-period">
      {t('member.overview.periodEnds', { date: format.date(standing.qualifyingPeriodEnd) })}
    </span>
  );
  if (standing.nextTier === null || standing.nextTierThreshold === null || standing.nextTierNights === null) {
    return (
      <div className="flex flex-col gap-1" data-testid="tier-progress">
        <p className="text-sm font-medium text-main">{t('member.overview.topTier')}</p>
        <span className="text-sm" data-testid="qualifying-nights">
          {t('member.overview.nightsThisYear', { nights: standing.qualifyingNights })}
        </span>
        {periodEnds}
      </div>
    );
  }
  const next = t(`enums.tier.${standing.nextTier}`);
  return (
    <div className="flex flex-col gap-2" data-testid="tier-progress">
      <span className="text-sm font-medium">{t('member.overview.progressTo', { tier: next })}</span>
      <div className="grid gap-3 sm:grid-cols-2">
        <Bar
          label={t('member.overview.growthBar')}
          from={standing.tierThreshold}
          to={standing.nextTierThreshold}
          value={standing.growth}
          testId="tier-progress-growth"
        />
        <Bar
          label={t('member.overview.nightsBar')}
          from={0}
          to={standing.nextTierNights}
          value={standing.qualifyingNights}
          testId="tier-progress-nights"
        />
      </div>
      <span className="text-sm" data-testid="tier-progress-left">
        {t('member.overview.toNextTier', {
          nights: standing.nightsToNextTier,
          growth: format.number(standing.growthToNextTier),
          tier: next,
        })}
      </span>
      {periodEnds}
      <span className="text-xs text-muted">
        {t('member.overview.growthRule')} {t('member.overview.nightsRule')}
      </span>
    </div>
  );
}
