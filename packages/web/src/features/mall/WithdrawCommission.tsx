import { minorUnitsOf } from '@hotel/contract/money';
import type { Distribution } from '@hotel/contract/schemas/mall';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { controlClass } from '../../ui/Field.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { MALL_KEY, mallCalls } from './mallApi.ts';
import { mallErrorMessage } from './mallErrors.ts';

/** Asks to withdraw payable commission (at most what is available) and lists the requests with staff's answers. */
export function WithdrawCommission({ data }: { data: Distribution }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const id = useId();
  const { currency, available } = data.earnings;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const amount = minorUnitsOf(typed, currency);
    if (amount === null || amount <= 0) return setError(t('validation.invalid'));
    if (amount > available) return setError(t('errors.90580'));
    setBusy(true);
    setError(null);
    try {
      await mallCalls.withdraw(language, amount);
      setTyped('');
      notices.notify(t('mall.withdraw.sent'), 'success');
      await client.invalidateQueries({ queryKey: [...MALL_KEY, 'distribution'] });
    } catch (failure) {
      setError(mallErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="withdraw">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('mall.withdraw.title')}
      </h2>
      {available > 0 ? (
        <Card className="flex flex-col gap-2 p-4">
          <p className="text-sm" data-testid="withdraw-available">
            {t('mall.withdraw.available', { amount: format.money(available, currency) })}
          </p>
          <label htmlFor={`${id}-amount`} className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('mall.withdraw.amount', { currency })}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${controlClass} max-w-40`}
              data-testid="withdraw-amount"
            />
            <Button onClick={submit} disabled={busy || !typed.trim()} data-testid="withdraw-submit">
              {t('mall.withdraw.submit')}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </Card>
      ) : (
        <p className="text-muted">{t('mall.withdraw.none')}</p>
      )}
      {data.withdrawals.length > 0 ? (
        <>
          <h3 className="font-semibold">{t('mall.withdraw.history')}</h3>
          <ul className="flex flex-col gap-2" data-testid="withdrawals">
            {data.withdrawals.map((row) => (
              <Card as="li" key={row.withdrawalId} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <span className="font-semibold">{format.money(row.amount, row.currency)}</span>
                <span className="text-muted">{format.date(row.createdAt)}</span>
                <span data-testid="withdrawal-status">{t(`mall.withdraw.status.${row.status}`)}</span>
                {row.staffNote ? <span className="w-full text-muted">{row.staffNote}</span> : null}
              </Card>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
