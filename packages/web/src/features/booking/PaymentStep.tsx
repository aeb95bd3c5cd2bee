import { OnlineChannel, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { pagePaths, paidByScanning, type RoomBookParams } from '@hotel/contract/routes';
import type {
  Addon,
  CreatedOrder,
  OrderFillConfig,
  OrderQuote,
  PaymentTypeInfo,
} from '@hotel/contract/schemas/orderFlow';
import { useCallback, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/client.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Notice } from '../../ui/Notice.tsx';
import { trackBooking } from '../analytics/events.ts';
import { loginPathWithRedirect } from '../member/forcedSignIn.ts';
import { useMember, useRefreshMember } from '../member/useMember.ts';
import { ScanToPay } from '../payments/ScanToPay.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { createOrder, fetchCallbackStatus, quoteOrder, startPayment, updateOrder } from './bookingApi.ts';
import { type BookingProblem, describeBookingError, type PerkProblem, perkProblemOf } from './bookingErrors.ts';
import {
  type BookingFormValues,
  type BookingPerks,
  buildOrderPayload,
  type CardValues,
  NO_PERKS,
  payloadSignature,
} from './bookingForm.ts';
import { loadBookingValidation } from './bookingResolver.ts';
import { type BookingSession, withOrder, withoutOrder } from './bookingSession.ts';
import { CardFields } from './CardFields.tsx';
import { ChannelPicker } from './ChannelPicker.tsx';
import { MemberPerks, PerksSignIn } from './MemberPerks.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import { ReviewDetails } from './ReviewDetails.tsx';

const EMPTY_CARD: CardValues = { cardType: '', number: '', holderName: '', expiry: '' };

/** The contract's card schema, loaded with the booking's validation chunk. */
const loadCardSchema = async () => (await loadBookingValidation()).creditCardSchema;

/** Points (4) and points plus online (5) are for signed-in members: a prompt to sign in. */
export function SignInPrompt({ message }: { message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Sign in, then come back to this booking (spec section 2), not to the personal center.
  const back = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-col items-start gap-3 rounded-md bg-surface p-4" data-testid="sign-in-prompt">
      <p className="text-sm">{message ?? t('booking.payment.signInRequired')}</p>
      <LocaleLink to={loginPathWithRedirect(pagePaths.login(), back)} className={buttonClass('primary')}>
        {t('booking.payment.signIn')}
      </LocaleLink>
    </div>
  );
}

/**
 * Step 2, payment: the guest's entries read back, the server's price breakdown, and the payment by
 * the rate's type: online (choose an enabled channel, then the hosted payment page), pay at hotel
 * and card guarantee (confirmed at once; the card goes only into the create call), points (sign in).
 * The order is created here (or updated when one exists and the entries changed), with the quoted
 * pay amount as verifyAmount and the booking's idempotency key.
 */
export function PaymentStep({
  params,
  session,
  config,
  paymentInfo,
  addons,
  nights,
  values,
  quote,
  nightly,
  ratePlanName,
  companyCode,
  onSession,
  onBack,
  onConfirmed,
  onProblem,
}: {
  params: RoomBookParams;
  session: BookingSession;
  config: OrderFillConfig;
  paymentInfo: PaymentTypeInfo;
  addons: Addon[];
  nights: string[];
  values: BookingFormValues;
  quote: OrderQuote;
  /** The nightly room prices of the time-period price (per room). */
  nightly: readonly { night: string; amount: number }[];
  ratePlanName?: string;
  companyCode?: string;
  onSession: (session: BookingSession) => void;
  onBack: () => void;
  /** Pay at hotel or card guarantee: the order is reserved; the session holds it. */
  onConfirmed: (session: BookingSession) => void;
  onProblem: (problem: BookingProblem) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const { member } = useMember();
  const refreshMember = useRefreshMember();
  const { channels } = paymentInfo;
  const ratePaymentType = paymentInfo.paymentType;
  const perks = session.perks ?? NO_PERKS;
  // Points change the order's payment type: 4 points plus online, 5 paid in full by points.
  const paymentType = quote.paymentType ?? ratePaymentType;
  const [channel, setChannel] = useState<number | undefined>(() =>
    session.paymentChannel && channels.includes(session.paymentChannel) ? session.paymentChannel : channels[0],
  );
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // The messaging-app wallet is paid on the phone: the QR code of the payment page, then the waiting page.
  const [scan, setScan] = useState<{ orderId: string; payUrl: string } | null>(null);
  const navigate = useNavigate();
  const localize = useLocalePath();
  const scanned = useCallback(() => {
    if (!scan) return;
    navigate(localize(pagePaths.orderWaiting(scan.orderId, pagePaths.order(scan.orderId))), { replace: true });
  }, [scan, navigate, localize]);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [pricesChanged, setPricesChanged] = useState(false);
  const [signIn, setSignIn] = useState<string | null>(null);
  const [perkBusy, setPerkBusy] = useState(false);
  const [perkProblem, setPerkProblem] = useState<PerkProblem | null>(null);
  const cardForm = useContractForm(loadCardSchema, EMPTY_CARD);

  const prepaidRate =
    ratePaymentType === PaymentType.online ||
    ratePaymentType === PaymentType.pointsPlusOnline ||
    ratePaymentType === PaymentType.points;
  // Nothing left to pay online (points or a voucher cover it all): the server confirms the order at once.
  const paidInFull = prepaidRate && quote.payAmount === 0;
  // A points-only rate is booked once points pay all of it; until then it says how many it takes.
  const pointsNeeded = quote.pointsNeeded ?? 0;
  const pointsShort = ratePaymentType === PaymentType.points && quote.payAmount > 0;
  const online = !paidInFull && (paymentType === PaymentType.online || paymentType === PaymentType.pointsPlusOnline);
  const needsCard = paymentType === PaymentType.creditCardGuarantee;
  const needsMember =
    !member && (ratePaymentType === PaymentType.points || ratePaymentType === PaymentType.pointsPlusOnline);
  const context = { params, addons, ratePlanName, companyCode, defaultAreaCode: config.defaultAreaCode };
  const canCoverWithPoints = pointsShort && pointsNeeded > 0 && (quote.maxPoints ?? 0) >= pointsNeeded;

  // A member who has the points for a points-only rate has them applied on arrival, once.
  const [autoApplied, setAutoApplied] = useState(false);
  useEffect(() => {
    if (!member || !canCoverWithPoints || autoApplied || perks.point > 0) return;
    setAutoApplied(true);
    void applyPerks({ ...perks, point: pointsNeeded });
  });

  /** Quotes the order again with other points or another voucher; a refusal is shown next to its field. */
  async function applyPerks(next: BookingPerks) {
    setPerkBusy(true);
    setPerkProblem(null);
    setMessage(null);
    const payload = buildOrderPayload(values, context, 0, undefined, next);
    try {
      const fresh = await quoteOrder(language, payload);
      setPricesChanged(false);
      onSession({
        ...session,
        perks: next,
        quote: fresh,
        payloadSignature: payloadSignature(payload),
        paymentType: fresh.paymentType ?? session.paymentType,
      });
    } catch (error) {
      const perk = perkProblemOf(error, t);
      if (perk) {
        setPerkProblem(perk);
        return;
      }
      const problem = describeBookingError(error, t);
      if (problem.kind === 'signIn') setSignIn(problem.message);
      else if (problem.kind === 'unavailable') onProblem(problem);
      else setMessage({ tone: 'error', text: problem.message });
    } finally {
      setPerkBusy(false);
    }
  }

  async function submit(card?: CardValues) {
    setBusy(true);
    setMessage(null);
    setPerkProblem(null);
    const payload = buildOrderPayload(values, context, quote.payAmount, card, perks);
    const signature = payloadSignature(payload);
    let current = session;
    const facts = { order: payload, quote, paymentType, channel: online ? channel : undefined };
    let ordering = true;
    try {
      let order: CreatedOrder | null = null;
      if (!current.orderId) {
        order = await createOrder(language, payload, current.idempotencyKey);
      } else if (current.orderStatus === 0 && current.orderSignature !== signature) {
        order = await updateOrder(language, current.orderId, payload);
      }
      ordering = false;
      if (order) {
        trackBooking(language, 'success', { ...facts, transactionId: order.transactionId });
        current = withOrder(current, order, { email: values.contact.email, mobile: payload.booker.mobile }, signature);
        current = {
          ...current,
          paymentType: order.paymentType,
          ...(online && channel ? { paymentChannel: channel } : {}),
        };
        onSession(current);
        // Points or a coupon were taken: the member's balance and wallet are fetched again.
        if (perks.point > 0 || perks.voucherCode) void refreshMember();
      }
      if (current.orderStatus === OrderStatus.reserved) {
        onConfirmed(current);
        return;
      }
      if (online) {
        if (!channel || !current.orderId) return;
        const started = await startPayment(language, current.orderId, channel);
        onSession({ ...current, paymentChannel: channel });
        if (paidByScanning(channel, started.payUrl)) {
          setScan({ orderId: current.orderId, payUrl: started.payUrl });
          return;
        }
        setRedirecting(true);
        window.location.assign(started.payUrl);
        return;
      }
      onConfirmed(current);
    } catch (error) {
      if (ordering)
        trackBooking(language, 'failure', { ...facts, errorCode: isApiError(error) ? error.errorCode : null });
      const perk = perkProblemOf(error, t);
      if (perk) {
        setPerkProblem(perk);
        return;
      }
      const problem = describeBookingError(error, t);
      if (problem.kind === 'pricesChanged') {
        // The server's new total: fetch the full breakdown again and let the guest confirm it.
        try {
          const fresh = await quoteOrder(language, { ...payload, card: undefined });
          onSession({ ...current, quote: fresh });
        } catch {
          if (problem.payAmount !== null) onSession({ ...current, quote: { ...quote, payAmount: problem.payAmount } });
        }
        setPricesChanged(true);
        setMessage({
          tone: 'info',
          text: t('booking.payment.pricesChanged', {
            amount: format.money(problem.payAmount ?? quote.payAmount, problem.currency ?? quote.currency),
          }),
        });
        return;
      }
      if (problem.kind === 'timedOut') {
        onSession(withoutOrder(current));
        setMessage({ tone: 'error', text: problem.message });
        return;
      }
      if (problem.kind === 'signIn') {
        setSignIn(problem.message);
        return;
      }
      if (problem.kind === 'message') {
        setMessage({ tone: 'error', text: problem.message });
        return;
      }
      onProblem(problem);
    } finally {
      setBusy(false);
    }
  }

  const onCardSubmit = cardForm.handleSubmit((card) => submit(card));

  const actionLabel = busy
    ? t('booking.payment.processing')
    : online
      ? t(pricesChanged ? 'booking.payment.confirmAndPay' : 'booking.payment.pay', {
          amount: format.money(quote.payAmount, quote.currency),
        })
      : t(pricesChanged ? 'booking.payment.confirmNewTotal' : 'booking.payment.confirm');

  if (scan)
    return (
      <div className="flex flex-col gap-6" data-testid="payment-step">
        <ScanToPay
          payUrl={scan.payUrl}
          queryKey={['scanStatus', language, scan.orderId]}
          fetchStatus={(signal) => fetchCallbackStatus(language, scan.orderId, signal)}
          onFinal={scanned}
        />
      </div>
    );
  return (
    <div className="flex flex-col gap-6" data-testid="payment-step">
      <Card as="section" aria-labelledby="bk-review-title" className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="bk-review-title" className="text-lg font-semibold">
            {t('booking.payment.reviewTitle')}
          </h2>
          <Button variant="ghost" onClick={onBack} disabled={busy || redirecting} data-testid="edit-details">
            {t('booking.payment.edit')}
          </Button>
        </div>
        <ReviewDetails values={values} addons={addons} nights={nights} />
      </Card>
      <Card as="section" aria-labelledby="bk-price-title" className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id="bk-price-title" className="text-lg font-semibold">
          {t('booking.price.title')}
        </h2>
        <PriceBreakdown
          currency={quote.currency}
          nightly={nightly}
          roomCount={params.roomCount}
          amounts={quote}
          pointsUsed={quote.pointsUsed}
        />
      </Card>
      {member ? (
        <MemberPerks
          quote={quote}
          perks={perks}
          pointsAllowed={prepaidRate}
          busy={perkBusy || busy || redirecting}
          problem={perkProblem}
          onApply={(next) => void applyPerks(next)}
        />
      ) : (
        <Card as="section" aria-label={t('booking.perks.title')} className="p-4 sm:p-6">
          <PerksSignIn />
        </Card>
      )}
      <Card as="section" aria-labelledby="bk-pay-title" className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="bk-pay-title" className="text-lg font-semibold">
            {t('booking.payment.title')}
          </h2>
          <p className="text-sm text-muted" data-testid="payment-type">
            {t(`enums.paymentType.${paymentType}`)}
          </p>
        </div>
        {message ? (
          <div role="alert" data-testid="payment-message">
            <Notice tone={message.tone}>{message.text}</Notice>
          </div>
        ) : null}
        {needsMember || signIn ? (
          <SignInPrompt message={signIn ?? undefined} />
        ) : pointsShort ? (
          <Notice tone="info">
            <span data-testid="points-rate-needs">
              {t('booking.perks.pointsRateNeeds', { needed: pointsNeeded, have: quote.maxPoints ?? 0 })}
            </span>
          </Notice>
        ) : paidInFull ? (
          <p className="text-sm" data-testid="paid-in-full">
            {t('booking.perks.paidInFull')}
          </p>
        ) : online ? (
          <>
            {paymentType === PaymentType.pointsPlusOnline ? (
              <p className="text-sm" data-testid="pay-rest">
                {t('booking.perks.payRest', { amount: format.money(quote.payAmount, quote.currency) })}
              </p>
            ) : null}
            <ChannelPicker channels={channels} value={channel} onChange={setChannel} />
            <p className="text-xs text-muted">
              {t('booking.payment.deadline', { minutes: config.paymentDeadlineMinutes })}
            </p>
          </>
        ) : needsCard ? (
          <>
            <p className="text-sm">{t('booking.payment.cardIntro')}</p>
            <FormProvider {...cardForm}>
              <CardFields />
            </FormProvider>
          </>
        ) : (
          <p className="text-sm" data-testid="pay-at-hotel">
            {t('booking.payment.payAtHotel')}
          </p>
        )}
        {redirecting ? (
          <p role="status" className="text-sm font-semibold text-main" data-testid="paying-message">
            {channel === OnlineChannel.wechat ? t('booking.payment.wechatPaying') : t('booking.payment.redirecting')}
          </p>
        ) : null}
        {needsMember || signIn ? null : (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="secondary" onClick={onBack} disabled={busy || redirecting}>
              {t('booking.payment.back')}
            </Button>
            <Button
              className="h-11 px-6"
              disabled={busy || redirecting || perkBusy || pointsShort || (online && !channel)}
              data-testid="confirm-booking"
              onClick={() => {
                if (needsCard) void onCardSubmit();
                else void submit();
              }}
            >
              {actionLabel}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
