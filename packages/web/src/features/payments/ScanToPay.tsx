import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { QrCode } from '../member/QrCode.tsx';

const POLL_MS = 2_000;

/**
 * The messaging-app wallet's scan-to-pay prompt (spec section 2), for a room booking and a goods order
 * alike: a QR code of the payment page, to open on a phone, and a "paying" message. The page follows
 * the payment (`fetchStatus`, every 2 s while it is incomplete) and calls `onFinal` once it is final.
 */
export function ScanToPay({
  payUrl,
  queryKey,
  fetchStatus,
  onFinal,
}: {
  payUrl: string;
  /** The query key of the payment's status (one per order). */
  queryKey: QueryKey;
  fetchStatus: (signal: AbortSignal) => Promise<{ status: string }>;
  onFinal: () => void;
}) {
  const { t } = useTranslation();
  const absolute = new URL(payUrl, window.location.origin).toString();
  const status = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchStatus(signal),
    refetchInterval: (query) => (query.state.data?.status === 'incomplete' || !query.state.data ? POLL_MS : false),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
  const final = status.data !== undefined && status.data.status !== 'incomplete';
  useEffect(() => {
    if (final) onFinal();
  }, [final, onFinal]);
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-md border border-border p-4 text-center"
      data-testid="scan-to-pay"
      aria-live="polite"
    >
      <h2 className="text-lg font-semibold">{t('booking.payment.scan.title')}</h2>
      <QrCode value={absolute} label={t('booking.payment.scan.qrLabel')} size={200} />
      <p className="text-sm">{t('booking.payment.scan.text')}</p>
      <p className="text-sm font-semibold text-main" role="status" data-testid="scan-paying">
        {t('booking.payment.scan.paying')}
      </p>
      <a href={absolute} className="text-sm underline" data-testid="scan-open-here">
        {t('booking.payment.scan.openHere')}
      </a>
    </section>
  );
}
