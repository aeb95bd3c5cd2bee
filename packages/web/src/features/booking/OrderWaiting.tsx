import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api/client.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { splitLanguagePrefix } from '../../lib/i18n/language.ts';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusMessage } from '../errors/StatusMessage.tsx';
import { AMOUNT_LABEL, orderAmountState } from '../orders/amountState.ts';
import { PayOrder } from '../orders/PayOrder.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { fetchCallbackStatus, orderDetailQuery } from './bookingApi.ts';
import { confirmPaidBooking } from './bookingSession.ts';
import {
  minutesSeconds,
  POLL_INTERVAL_MS,
  REDIRECT_SECONDS,
  secondsLeft,
  shouldPoll,
  type WaitingView,
  waitingView,
} from './paymentStatus.ts';

/** The current time, updated every second while mounted (for the countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const ICONS: Record<WaitingView, { symbol: string; tone: string }> = {
  completed: { symbol: '✓', tone: 'bg-success text-white' },
  failed: { symbol: '!', tone: 'bg-danger text-white' },
  cancelled: { symbol: '✕', tone: 'bg-main-soft text-main' },
  expired: { symbol: '✕', tone: 'bg-danger text-white' },
  incomplete: { symbol: '…', tone: 'bg-main-soft text-main' },
};

/**
 * Waiting for the payment result (spec section 2, /orderWaiting): polls callbackStatus every 2 s
 * (bounded) and shows completed (then a seconds countdown to the reservation), failed (pay again
 * while the order is payable), incomplete (a minutes:seconds countdown to the payment deadline) or
 * timed out.
 */
export function OrderWaiting({ orderId, returnTo }: { orderId: string; returnTo: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useEnumLabel();
  const format = useSiteFormat();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const now = useNow();
  const polls = useRef(0);
  const status = useQuery({
    queryKey: ['callbackStatus', language, orderId] as const,
    queryFn: ({ signal }) => {
      polls.current += 1;
      return fetchCallbackStatus(language, orderId, signal);
    },
    refetchInterval: (query) => (shouldPoll(query.state.data, polls.current, Date.now()) ? POLL_INTERVAL_MS : false),
    staleTime: 0,
    gcTime: 0,
    meta: { mainResource: true },
  });
  const view = status.data ? waitingView(status.data, now) : null;
  const order = useQuery({ ...orderDetailQuery(language, orderId), meta: { silent: true } });
  const refetchOrder = order.refetch;
  const [redirectAt, setRedirectAt] = useState<number | null>(null);
  // A booking paid from this browser's booking page ends on its step 3, like the others.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const next = confirmation ?? splitLanguagePrefix(returnTo).rest;
  const target = localize(next);

  // The order's own fields (status label, refund label) follow the payment result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the result or the order status changes.
  useEffect(() => {
    void refetchOrder();
  }, [view, status.data?.orderStatus, refetchOrder]);

  useEffect(() => {
    if (view !== 'completed' || redirectAt !== null) return;
    setConfirmation(confirmPaidBooking(orderId));
    setRedirectAt(Date.now() + REDIRECT_SECONDS * 1000);
  }, [view, redirectAt, orderId]);

  const redirectIn =
    redirectAt === null ? null : Math.min(REDIRECT_SECONDS, Math.max(0, Math.ceil((redirectAt - now) / 1000)));
  useEffect(() => {
    if (redirectIn === 0) navigate(target, { replace: true });
  }, [redirectIn, navigate, target]);

  if (status.isPending) return <Spinner label={t('ui.common.loading')} />;
  if (status.isError && !status.data) {
    if (isApiError(status.error) && status.error.status === 404) return <StatusMessage kind="notFound" />;
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-muted">{t('ui.error.loadFailed')}</p>
        <Button onClick={() => void status.refetch()}>{t('booking.waiting.checkAgain')}</Button>
      </div>
    );
  }
  if (!status.data || !view) return null;

  const detail = order.data;
  const deadlineSeconds = secondsLeft(status.data.paymentDeadline, now);
  const icon = ICONS[view];
  const title =
    view === 'expired'
      ? t('booking.waiting.expiredTitle')
      : view === 'cancelled'
        ? t('booking.waiting.cancelledTitle')
        : label('paymentResult', view);
  /** Asks at once, and starts a new round of polling. */
  const checkAgain = () => {
    polls.current = 0;
    void status.refetch();
  };

  return (
    <Card
      as="section"
      aria-labelledby="waiting-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 p-6 text-center sm:p-8"
      data-testid="payment-result"
      data-status={view}
    >
      <span
        aria-hidden="true"
        className={`flex size-16 items-center justify-center rounded-full text-3xl font-bold ${icon.tone}`}
      >
        {icon.symbol}
      </span>
      <div className="flex flex-col gap-2" role="status" aria-live="polite">
        <h1 id="waiting-title" className="text-2xl font-semibold" data-testid="payment-result-title">
          {title}
        </h1>
        <p className="text-sm text-muted">{view === 'expired' ? t('errors.90007') : t(`booking.waiting.${view}`)}</p>
      </div>
      {detail ? (
        <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-surface p-4 text-left text-sm">
          <dt className="text-muted">{t('booking.order.confirmationNumber')}</dt>
          <dd className="font-semibold tracking-wider" data-testid="waiting-confirmation-number">
            {detail.confirmationNumber}
          </dd>
          <dt className="text-muted">{t('booking.order.hotel')}</dt>
          <dd>{detail.hotel.name}</dd>
          {/* "To pay" while something is to pay, "paid" once paid, "refunded" once refunded, else the total. */}
          <dt className="text-muted" data-testid="waiting-amount-label">
            {t(AMOUNT_LABEL[orderAmountState(detail)] ?? 'booking.price.total')}
          </dt>
          <dd className="font-semibold" data-testid="waiting-amount">
            {format.money(detail.amounts.payAmount.amount, detail.currency)}
          </dd>
          <dt className="text-muted">{t('booking.order.status')}</dt>
          <dd data-testid="waiting-order-status">
            {label('orderStatus', detail.status)}
            {detail.refundLabel ? ` · ${label('orderRefundLabel', detail.refundLabel)}` : ''}
          </dd>
        </dl>
      ) : null}
      {view === 'incomplete' || view === 'failed' ? (
        <p className="text-sm">
          {t('booking.waiting.timeLeft')}{' '}
          <span className="font-mono text-lg font-semibold text-main" data-testid="payment-countdown">
            {minutesSeconds(deadlineSeconds)}
          </span>
        </p>
      ) : null}
      {view === 'completed' && redirectIn !== null ? (
        <p className="text-sm" data-testid="redirect-countdown">
          {t('booking.waiting.redirecting', { seconds: redirectIn })}
        </p>
      ) : null}
      {(view === 'incomplete' || view === 'failed') && detail ? (
        <div className="w-full text-left">
          <PayOrder
            transactionId={orderId}
            hotelCode={detail.hotel.hotelCode}
            ratePlanCode={detail.ratePlan.ratePlanCode}
            label={view === 'failed' ? t('booking.waiting.payAgain') : t('booking.waiting.continuePayment')}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {view === 'completed' ? (
          <LocaleLink to={next} replace className={buttonClass('primary')} data-testid="go-now">
            {t('booking.waiting.goNow')}
          </LocaleLink>
        ) : (
          <LocaleLink to={pagePaths.order(orderId)} className={buttonClass('secondary')} data-testid="view-order">
            {t('booking.confirmation.viewOrder')}
          </LocaleLink>
        )}
        {view === 'incomplete' ? (
          <Button variant="ghost" onClick={checkAgain} disabled={status.isFetching}>
            {t('booking.waiting.checkAgain')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
