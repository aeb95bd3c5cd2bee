import { pagePaths } from '@hotel/contract/routes';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { ScanToPay as ScanPrompt } from '../payments/ScanToPay.tsx';
import { callbackStatusOf, MALL_KEY } from './mallApi.ts';

/** A goods order paid with the messaging-app wallet: the QR code, then the payment result once final. */
export function ScanToPay({ orderId, payUrl }: { orderId: string; payUrl: string }) {
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const onFinal = useCallback(
    () => navigate(localize(pagePaths.mallPaymentSuccess(orderId)), { replace: true }),
    [navigate, localize, orderId],
  );
  return (
    <ScanPrompt
      payUrl={payUrl}
      queryKey={[...MALL_KEY, 'scanStatus', language, orderId]}
      fetchStatus={(signal) => callbackStatusOf(language, orderId, signal)}
      onFinal={onFinal}
    />
  );
}
