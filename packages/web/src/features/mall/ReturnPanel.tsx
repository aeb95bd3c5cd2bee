import type { GoodsOrderDetail } from '@hotel/contract/schemas/mall';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { MALL_KEY, mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';

/** Returning received goods: the request and its outcome, or the form while the refund window is open. */
export function ReturnPanel({ order }: { order: GoodsOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = order.returnRequest;
  if (!request && !order.canRequestReturn) return null;
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await mallCalls.requestReturn(language, order.orderId, reason.trim());
      await client.invalidateQueries({ queryKey: MALL_KEY });
      notices.notify(t('mall.order.returnSent'), 'success');
      setReason('');
    } catch (failure) {
      setError(mallErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-3 text-sm" data-testid="return-panel">
      <h2 className="font-semibold">{t('mall.order.returnTitle')}</h2>
      {request ? (
        <p data-testid="return-status" data-status={request.status}>
          {t(`mall.order.returnStatus.${request.status}`, {
            date: format.instant(request.createdAt),
            note: request.staffNote,
          })}
        </p>
      ) : null}
      {order.canRequestReturn ? (
        <div className="flex flex-col gap-2">
          {order.returnUntil ? (
            <p className="text-muted">{t('mall.order.returnHint', { date: format.instant(order.returnUntil) })}</p>
          ) : null}
          <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('mall.order.returnReason')}
          </label>
          <textarea
            id={id}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="min-h-20 rounded-md border border-border bg-background p-3 text-sm"
            data-testid="return-reason"
          />
          {error ? (
            <div role="alert">
              <Notice tone="error">{error}</Notice>
            </div>
          ) : null}
          <Button
            variant="secondary"
            onClick={send}
            disabled={busy || reason.trim().length < 2}
            className="self-start"
            data-testid="return-submit"
          >
            {t('mall.order.returnSubmit')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
