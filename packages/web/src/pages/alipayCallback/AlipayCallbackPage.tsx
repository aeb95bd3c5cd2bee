import { pagePaths } from '@hotel/contract/routes';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** The order id a payment app's return address carries (ours, or the app's merchant order number). */
export function orderIdFromQuery(query: URLSearchParams): string | null {
  for (const key of ['orderId', 'transactionId', 'out_trade_no']) {
    const value = query.get(key)?.trim();
    if (value && /^[\w-]{1,64}$/.test(value)) return value;
  }
  return null;
}

/** /alipayCallback: back from the payment app, on to the waiting page of the order in the query. */
export function AlipayCallbackPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const orderId = orderIdFromQuery(query);

  useEffect(() => {
    if (orderId) navigate(localize(pagePaths.orderWaiting(orderId, pagePaths.order(orderId))), { replace: true });
  }, [orderId, navigate, localize]);

  if (orderId) return <Spinner label={t('booking.waiting.checking')} />;
  return (
    <section
      aria-labelledby="alipay-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <h1 id="alipay-title" className="text-2xl font-semibold">
        {t('ui.pageTitle.alipayCallback')}
      </h1>
      <p className="text-muted">{t('booking.waiting.noOrder')}</p>
      <div className="flex gap-3">
        <LocaleLink to={pagePaths.orderSearch()} className={buttonClass('primary')}>
          {t('ui.nav.findReservation')}
        </LocaleLink>
        <LocaleLink to={pagePaths.home()} className={buttonClass('secondary')}>
          {t('ui.common.backHome')}
        </LocaleLink>
      </div>
    </section>
  );
}
