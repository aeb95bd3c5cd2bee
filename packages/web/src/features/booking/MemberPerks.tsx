import { CouponType } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import { VOUCHER_SOURCES } from '@hotel/contract/schemas/loyalty';
import type { OrderQuote } from '@hotel/contract/schemas/orderFlow';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { controlClass, Field } from '../../ui/Field.tsx';
import { describedControl } from '../../ui/form/useFieldError.ts';
import { couponsQuery, pointsQuery } from '../member/memberApi.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import type { PerkProblem } from './bookingErrors.ts';
import { type BookingPerks, pointsLimit, readPoints } from './bookingForm.ts';

/** Visitors: a link to sign in and come back to this booking. */
export function PerksSignIn() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <p className="text-sm" data-testid="perks-sign-in">
      <LocaleLink
        to={`${pagePaths.login()}?redirect=${encodeURIComponent(back)}`}
        className="font-semibold text-main underline underline-offset-2"
      >
        {t('booking.perks.signIn')}
      </LocaleLink>
    </p>
  );
}

/**
 * A signed-in member's points and coupons on the payment step: the points balance and how many to
 * use (only on rates paid online; 0 up to the balance and the quote's maxPoints), one of the member's
 * available coupons, or a gift voucher code with its source. Each change is quoted again by the
 * page (`onApply`); refusals (90102, 90103, 90014) are shown next to their field.
 */
export function MemberPerks({
  quote,
  perks,
  pointsAllowed,
  busy,
  problem,
  onApply,
}: {
  quote: OrderQuote;
  perks: BookingPerks;
  /** The rate is paid online, so points may pay for it. */
  pointsAllowed: boolean;
  busy: boolean;
  problem: PerkProblem | null;
  onApply: (perks: BookingPerks) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const id = useId();
  const points = useQuery({ ...pointsQuery(language), meta: { silent: true } });
  const coupons = useQuery({ ...couponsQuery(language, 'unused'), meta: { silent: true } });
  const balance = points.data?.points ?? 0;
  const limit = pointsLimit(balance, quote.maxPoints);
  const [pointsText, setPointsText] = useState(String(perks.point || ''));
  const [pointsError, setPointsError] = useState<string | null>(null);
  const couponList = coupons.data ?? [];
  const chosenCoupon = couponList.find((coupon) => coupon.couponCode === perks.voucherCode);
  const giftApplied = perks.voucherCode !== '' && !chosenCoupon;
  const [giftCode, setGiftCode] = useState(giftApplied ? perks.voucherCode : '');
  const [giftSource, setGiftSource] = useState(giftApplied && perks.voucherSource ? perks.voucherSource : 'gift');
  /** Which voucher field the last change came from, where a refusal is shown. */
  const [voucherKind, setVoucherKind] = useState<'coupon' | 'gift'>(giftApplied ? 'gift' : 'coupon');
  const giftError = voucherKind === 'gift';

  useEffect(() => {
    setPointsText(perks.point ? String(perks.point) : '');
  }, [perks.point]);

  const applyPoints = () => {
    const read = readPoints(pointsText, limit);
    if (!read.ok) {
      setPointsError(
        read.error === 'tooMany'
          ? t('booking.perks.pointsTooMany', { max: limit })
          : t('booking.perks.pointsInvalid', { max: limit }),
      );
      return;
    }
    setPointsError(null);
    onApply({ ...perks, point: read.value });
  };

  const pointsId = `${id}-points`;
  const couponId = `${id}-coupon`;
  const giftId = `${id}-gift`;
  const sourceId = `${id}-source`;
  const pointsMessage = pointsError ?? (problem?.field === 'point' ? problem.message : undefined);
  const voucherMessage = problem?.field === 'voucher' ? problem.message : undefined;
  const couponLabel = (coupon: (typeof couponList)[number]) =>
    coupon.couponType === CouponType.discount
      ? t('booking.perks.couponPercent', { name: coupon.name, percent: coupon.discountPercent })
      : t('booking.perks.couponCash', { name: coupon.name, amount: format.money(coupon.amount, coupon.currency) });

  return (
    <Card
      as="section"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 p-4 sm:p-6"
      data-testid="member-perks"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('booking.perks.title')}
      </h2>
      {pointsAllowed ? (
        <div className="flex flex-col gap-2" data-testid="perks-points">
          <p className="text-sm" data-testid="points-balance">
            {t('booking.perks.balance', { points: balance })}{' '}
            {points.data ? (
              <span className="text-muted">
                {t('booking.perks.pointValue', {
                  amount: format.money(points.data.pointValue, points.data.pointCurrency),
                })}
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <Field id={pointsId} label={t('booking.perks.pointsLabel', { max: limit })} className="w-48">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={limit}
                step={1}
                value={pointsText}
                disabled={busy || limit === 0}
                className={controlClass}
                data-testid="points-input"
                onChange={(event) => setPointsText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyPoints();
                  }
                }}
                {...describedControl(pointsId, pointsMessage)}
              />
            </Field>
            <Button variant="secondary" disabled={busy || limit === 0} onClick={applyPoints} data-testid="points-apply">
              {t('booking.perks.apply')}
            </Button>
          </div>
          {pointsMessage ? (
            <p id={`${pointsId}-error`} role="alert" className="text-xs text-danger" data-testid="points-error">
              {pointsMessage}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted" data-testid="points-unavailable">
          {t('booking.perks.pointsUnavailable')}
        </p>
      )}
      <div className="flex flex-col gap-3 border-t border-border pt-4">
        <Field id={couponId} label={t('booking.perks.coupon')}>
          <select
            className={controlClass}
            value={chosenCoupon ? chosenCoupon.couponCode : ''}
            disabled={busy}
            data-testid="coupon-select"
            onChange={(event) => {
              setVoucherKind('coupon');
              const coupon = couponList.find((item) => item.couponCode === event.target.value);
              onApply({
                ...perks,
                voucherCode: coupon?.couponCode ?? '',
                voucherSource: coupon?.source ?? '',
              });
            }}
            {...describedControl(couponId, giftError ? undefined : voucherMessage)}
          >
            <option value="">
              {couponList.length > 0 ? t('booking.perks.noCoupon') : t('booking.perks.noCoupons')}
            </option>
            {couponList.map((coupon) => (
              <option key={coupon.couponId} value={coupon.couponCode}>
                {couponLabel(coupon)}
              </option>
            ))}
          </select>
        </Field>
        {chosenCoupon && chosenCoupon.minSpend > 0 ? (
          <p className="text-xs text-muted">
            {t('booking.perks.minSpend', { amount: format.money(chosenCoupon.minSpend, chosenCoupon.currency) })}
          </p>
        ) : null}
        {!giftError && voucherMessage ? (
          <p id={`${couponId}-error`} role="alert" className="text-xs text-danger" data-testid="voucher-error">
            {voucherMessage}
          </p>
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('booking.perks.giftTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
            <Field id={giftId} label={t('booking.perks.giftCode')}>
              <input
                type="text"
                autoComplete="off"
                maxLength={64}
                value={giftCode}
                disabled={busy}
                readOnly={giftApplied}
                className={controlClass}
                data-testid="gift-code"
                onChange={(event) => setGiftCode(event.target.value)}
                {...describedControl(giftId, giftError ? voucherMessage : undefined)}
              />
            </Field>
            <Field id={sourceId} label={t('booking.perks.giftSource')}>
              <select
                className={controlClass}
                value={giftSource}
                disabled={busy}
                data-testid="gift-source"
                onChange={(event) => setGiftSource(event.target.value)}
              >
                {VOUCHER_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {t(`booking.perks.source.${source}`)}
                  </option>
                ))}
              </select>
            </Field>
            {giftApplied ? (
              <Button
                variant="secondary"
                disabled={busy}
                data-testid="gift-remove"
                onClick={() => {
                  setVoucherKind('gift');
                  setGiftCode('');
                  onApply({ ...perks, voucherCode: '', voucherSource: '' });
                }}
              >
                {t('booking.perks.remove')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={busy || giftCode.trim() === ''}
                data-testid="gift-apply"
                onClick={() => {
                  setVoucherKind('gift');
                  onApply({ ...perks, voucherCode: giftCode.trim().toUpperCase(), voucherSource: giftSource });
                }}
              >
                {t('booking.perks.apply')}
              </Button>
            )}
          </div>
          {giftError && voucherMessage ? (
            <p id={`${giftId}-error`} role="alert" className="text-xs text-danger" data-testid="voucher-error">
              {voucherMessage}
            </p>
          ) : null}
        </fieldset>
      </div>
      {busy ? (
        <p role="status" className="text-xs text-muted">
          {t('booking.perks.updating')}
        </p>
      ) : null}
    </Card>
  );
}
