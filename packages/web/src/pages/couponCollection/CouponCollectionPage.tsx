import { pagePaths } from '@hotel/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCouponTexts } from '../../features/member/center/CouponCard.tsx';
import { activitiesQuery, MEMBER_KEY, memberCalls } from '../../features/member/memberApi.ts';
import { useMember } from '../../features/member/useMember.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { serverMessage } from '../../ui/form/messages.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** Coupon collection activities: what each gives, how many are left, and a collect button per member limit. */
export function CouponCollectionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const { member } = useMember();
  const texts = useCouponTexts();
  const query = useQuery(activitiesQuery(language));
  const [busy, setBusy] = useState<string | null>(null);

  async function collect(code: string) {
    setBusy(code);
    try {
      await memberCalls.collect(language, code);
      notices.notify(t('member.collect.success'), 'success');
      await client.invalidateQueries({ queryKey: MEMBER_KEY });
    } catch (error) {
      notices.notify(serverMessage(error, t), 'error');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="collect-title" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="collect-title" className="text-3xl font-semibold">
            {t('ui.pageTitle.couponCollection')}
          </h1>
          <p className="text-muted">{t('member.collect.intro')}</p>
        </div>
        {member ? (
          <LocaleLink to={pagePaths.personalCenter({ tab: 'vouchers' })} className={buttonClass('secondary')}>
            {t('member.collect.myCoupons')}
          </LocaleLink>
        ) : null}
      </header>
      {query.isLoading ? (
        <Spinner label={t('ui.common.loading')} />
      ) : (query.data ?? []).length === 0 ? (
        <p className="text-muted">{t('member.collect.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="activities">
          {(query.data ?? []).map((activity) => {
            const face = texts(activity.coupon);
            const full = activity.collected >= activity.perMemberLimit;
            const gone = activity.remaining !== null && activity.remaining <= 0;
            return (
              <Card as="li" key={activity.activityCode} className="flex flex-col gap-2 p-5" data-testid="activity">
                <p className="text-2xl font-bold text-main">{face.value}</p>
                <h2 className="text-lg font-semibold">{activity.name}</h2>
                <p className="text-sm">{activity.description}</p>
                <p className="text-sm text-muted">
                  {face.minimum} · {t('member.collect.validDays', { days: activity.coupon.validDays })}
                </p>
                <p className="text-xs text-muted">
                  {t('member.collect.period', {
                    from: format.date(activity.startDate),
                    to: format.date(activity.endDate),
                  })}
                  {activity.remaining !== null
                    ? ` · ${t('member.collect.remaining', { count: activity.remaining })}`
                    : ''}
                  {member
                    ? ` · ${t('member.collect.collected', { count: activity.collected, limit: activity.perMemberLimit })}`
                    : ''}
                </p>
                <div className="mt-2">
                  {!member ? (
                    <LocaleLink
                      to={`${pagePaths.login()}?redirect=${encodeURIComponent(pagePaths.couponCollection())}`}
                      className={buttonClass('secondary')}
                    >
                      {t('member.collect.signIn')}
                    </LocaleLink>
                  ) : (
                    <Button
                      onClick={() => collect(activity.activityCode)}
                      disabled={full || gone || busy !== null}
                      data-testid="collect"
                    >
                      {full
                        ? t('member.collect.limitReached')
                        : gone
                          ? t('member.collect.soldOut')
                          : t('member.collect.collect')}
                    </Button>
                  )}
                </div>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
