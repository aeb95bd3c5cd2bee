import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { QrCode } from '../member/QrCode.tsx';
import { callbackStatusOf, MALL_KEY } from './mallApi.ts';

const POLL_MS = 2_000;

/**
 * The messaging-app wallet's scan-to-pay prompt (spec section 2): a QR code of the payment page, to
 * open on a phone, and a "paying" message; the page follows the order and moves on to the payment
 * result once the payment is final.
 */
export function ScanToPay({ orderId, payUrl }: { orderId: string; payUrl: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const absolute = new URL(payUrl, window.location.origin).toString();
  const status = useQuery({
    queryKey: [...MALL_KEY, 'scanStatus', language, orderId] as const,
    queryFn: ({ signal }) => callbackStatusOf(language, orderId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'incomplete' || !query.state.data ? POLL_MS : false),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
  const final = status.data && status.data.status !== 'incomplete';
  useEffect(() => {
    if (final) navigate(localize(pagePaths.mallPaymentSuccess(orderId)), { replace: true });
  }, [final, navigate, localize, orderId]);
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-md border border-border p-4 text-center"
      data-testid="scan-to-pay"
      aria-live="polite"
    >
      <h2 className="text-lg font-semibold">{t('mall.scan.title')}</h2>
      <QrCode value={absolute} label={t('mall.scan.qrLabel')} size={200} />
      <p className="text-sm">{t('mall.scan.text')}</p>
      <p className="text-sm font-semibold text-main" role="status" data-testid="scan-paying">
        {t('mall.scan.paying')}
      </p>
      <a href={absolute} className="text-sm underline" data-testid="scan-open-here">
        {t('mall.scan.openHere')}
      </a>
    </section>
  );
}
