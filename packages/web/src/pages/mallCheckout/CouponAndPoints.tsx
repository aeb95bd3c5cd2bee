import { MALL_COUPON_SCOPE } from '@hotel/contract/constants';
import { CouponType } from '@hotel/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { couponsQuery } from '../../features/member/memberApi.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass } from '../../ui/Field.tsx';
import { PlainSelectField } from '../../ui/form/PlainFields.tsx';

/** The member's coupons that may apply in the mall, and points to spend (up to what the quote allows). */
export function CouponAndPoints({
  couponCode,
  onCoupon,
  points,
  maxPoints,
  onPoints,
  error,
  busy,
}: {
  couponCode: string;
  onCoupon: (code: string) => void;
  points: number;
  maxPoints: number;
  onPoints: (points: number) => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const coupons = useQuery({ ...couponsQuery(language, 'unused'), meta: { silent: true } });
  const usable = (coupons.data ?? []).filter(
    (coupon) => coupon.hotelCodes.length === 0 || coupon.hotelCodes.includes(MALL_COUPON_SCOPE),
  );
  const [draft, setDraft] = useState(String(points || ''));
  useEffect(() => setDraft(points ? String(points) : ''), [points]);
  const pointsId = useId();
  const apply = () => {
    const value = Math.max(0, Math.min(maxPoints, Math.trunc(Number(draft) || 0)));
    onPoints(value);
  };
  return (
    <fieldset className="flex flex-col gap-4" data-testid="coupon-points">
      <legend className="mb-2 text-lg font-semibold">{t('mall.checkout.discounts')}</legend>
      <PlainSelectField
        name="coupon"
        label={t('mall.checkout.coupon')}
        value={couponCode}
        onChange={onCoupon}
        error={couponCode && error ? error : undefined}
      >
        <option value="">{usable.length > 0 ? t('mall.checkout.noCoupon') : t('mall.checkout.noCoupons')}</option>
        {usable.map((coupon) => (
          <option key={coupon.couponCode} value={coupon.couponCode}>
            {coupon.couponType === CouponType.cash
              ? t('mall.checkout.cashCoupon', {
                  name: coupon.name,
                  amount: format.money(coupon.amount, coupon.currency),
                })
              : t('mall.checkout.percentCoupon', { name: coupon.name, percent: coupon.discountPercent })}
          </option>
        ))}
      </PlainSelectField>
      <div className="flex flex-col gap-1">
        <label htmlFor={pointsId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mall.checkout.points')}
        </label>
        <div className="flex gap-2">
          <input
            id={pointsId}
            type="number"
            inputMode="numeric"
            min={0}
            max={maxPoints}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={`${pointsId}-hint`}
            className={`${controlClass} max-w-40`}
            data-testid="points-input"
          />
          <Button variant="secondary" onClick={apply} disabled={busy} data-testid="points-apply">
            {t('mall.checkout.applyPoints')}
          </Button>
        </div>
        <p id={`${pointsId}-hint`} className="text-xs text-muted">
          {t('mall.checkout.pointsHint', { max: format.number(maxPoints) })}
        </p>
      </div>
      {error && !couponCode ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
