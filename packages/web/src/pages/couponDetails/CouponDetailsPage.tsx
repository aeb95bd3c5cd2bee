import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CouponCard } from '../../features/member/center/CouponCard.tsx';
import { couponDetailQuery } from '../../features/member/memberApi.ts';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSessionGuard } from '../../features/member/useSessionGuard.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';

function Detail({ couponId }: { couponId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({ ...couponDetailQuery(language, couponId), enabled: couponId !== '' });
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const coupon = query.data;
  if (!coupon) return <p role="alert">{t('member.couponDetail.notFound')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul>
        <CouponCard coupon={coupon} />
      </ul>
      <section className="flex flex-col gap-2 text-sm">
        <p className="leading-relaxed">{coupon.terms}</p>
        <p className="text-muted">
          {coupon.hotelCodes.length ? t('member.vouchers.hotels') : t('member.vouchers.allHotels')}
        </p>
        {coupon.transactionId ? (
          <p>
            {t('member.vouchers.usedOn')}:{' '}
            <LocaleLink to={pagePaths.order(coupon.transactionId)} className="text-main underline">
              {t('member.orders.view')}
            </LocaleLink>
          </p>
        ) : (
          <p className="text-muted">{t('member.vouchers.useHint')}</p>
        )}
      </section>
    </div>
  );
}

/** One of the member's coupons (`/couponDetails?couponId=`): value, conditions, code and where it was used. */
export function CouponDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const couponId = params.get('couponId') ?? '';
  return (
    <RequireMember>
      {() => (
        <section aria-labelledby="coupon-title" className="mx-auto flex max-w-xl flex-col gap-4">
          <h1 id="coupon-title" className="text-3xl font-semibold">
            {t('ui.pageTitle.couponDetails')}
          </h1>
          {couponId ? <Detail couponId={couponId} /> : <p role="alert">{t('member.couponDetail.notFound')}</p>}
          <LocaleLink to={pagePaths.personalCenter({ tab: 'vouchers' })} className="text-sm text-main underline">
            {t('member.couponDetail.back')}
          </LocaleLink>
        </section>
      )}
    </RequireMember>
  );
}
