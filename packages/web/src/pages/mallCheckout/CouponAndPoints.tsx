import type { CheckoutCoupon } from '@hotel/contract/schemas/mall';
import { useEffect, useId, useState } from 'react';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { controlClass } from '../../ui/Field.tsx';
import { PlainSelectField } from '../../ui/form/PlainFields.tsx';

/**
 * The member's coupons as the server priced them for this order: usable ones can be chosen (with what
 * they take off), the others are greyed with the reason; and points to spend (up to what the quote allows).
 */
export function CouponAndPoints({
  coupons,
  currency,
  couponCode,
  onCoupon,
  points,
  maxPoints,
  onPoints,
  error,
  busy,
}: {
  coupons: readonly CheckoutCoupon[];
  currency: string;
  couponCode: string;
  onCoupon: (code: string) => void;
  points: number;
  maxPoints: number;
  onPoints: (points: number) => void;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const usable = coupons.filter((coupon) => coupon.usable);
  const label = (coupon: CheckoutCoupon) =>
    coupon.usable
      ? t('mall.checkout.couponSaves', { name: coupon.name, amount: format.money(coupon.discount, currency) })
      : t('mall.checkout.couponRefused', {
          name: coupon.name,
          reason: t(`mall.checkout.couponRefusal.${coupon.refusal ?? 'unavailable'}`, {
            amount: format.money(coupon.minSpend ?? 0, currency),
          }),
        });
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
        {coupons.map((coupon) => (
          <option
            key={coupon.couponCode}
            value={coupon.couponCode}
            disabled={!coupon.usable && coupon.couponCode !== couponCode}
            data-testid={`coupon-${coupon.couponCode}`}
          >
            {label(coupon)}
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
