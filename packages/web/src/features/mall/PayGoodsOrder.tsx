import { paidByScanning } from '@hotel/contract/routes';
import { useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { ChannelPicker } from '../booking/ChannelPicker.tsx';
import { mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';
import { ScanToPay } from './ScanToPay.tsx';
import { useSiteChannels } from './siteChannels.ts';

/** Pays a goods order still waiting for payment (again): a channel, then the hosted payment page. */
export function PayGoodsOrder({ orderId, currency }: { orderId: string; currency: string }) {
  const channels = useSiteChannels(currency);
  const { t } = useTranslation();
  const language = useLanguage();
  const [chosen, setChannel] = useState<number>();
  const channel = chosen !== undefined && channels.includes(chosen) ? chosen : channels[0];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [scan, setScan] = useState<string | null>(null);
  const pay = async () => {
    if (channel === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const { payUrl } = await mallCalls.pay(language, orderId, channel);
      // The messaging-app wallet is paid on the phone: scan the payment page's QR code.
      if (paidByScanning(channel, payUrl)) {
        setScan(payUrl);
        setBusy(false);
      } else window.location.assign(payUrl);
    } catch (failure) {
      setError(mallErrorMessage(failure, t));
      setBusy(false);
    }
  };
  if (scan) return <ScanToPay orderId={orderId} payUrl={scan} />;
  return (
    <div className="flex flex-col gap-3" data-testid="pay-goods-order">
      <ChannelPicker channels={channels} value={channel} onChange={setChannel} />
      {error ? (
        <div role="alert">
          <Notice tone="error">{error}</Notice>
        </div>
      ) : null}
      <Button onClick={pay} disabled={busy || channel === undefined} className="self-start" data-testid="pay-again">
        {t('mall.payment.payAgain')}
      </Button>
    </div>
  );
}
