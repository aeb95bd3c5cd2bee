import { pagePaths } from '@hotel/contract/routes';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { orderDetailQuery } from '../../features/booking/bookingApi.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { loginPathWithRedirect } from '../../features/member/forcedSignIn.ts';
import { ChangedNotice } from '../../features/orders/ChangedNotice.tsx';
import { awaitsChangePayment, paidChangeApplied, showsChangedNotice } from '../../features/orders/changeNotice.ts';
import { CancelledNotice, OrderDetailView, withCancellation } from '../../features/orders/OrderDetailView.tsx';
import { AfterStay } from '../../features/stay/AfterStay.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** /order/:transactionId: the reservation with every field, its status and, when allowed, Cancel. */
export function OrderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { transactionId = '' } = useParams();
  const location = useLocation();
  const localize = useLocalePath();
  const query = orderDetailQuery(language, transactionId);
  // Back from paying a change's difference (`?change=`): asked again until the payment's outcome is in.
  const [search, setSearch] = useSearchParams();
  const returnedChange = search.get('change');
  const polls = useRef(0);
  const order = useQuery({
    ...query,
    refetchInterval: (state) => {
      const waiting = state.state.data && awaitsChangePayment(state.state.data, returnedChange);
      if (!waiting || polls.current >= 15) return false;
      polls.current += 1;
      return 2000;
    },
  });
  const [cancelled, setCancelled] = useState<CancelResult | null>(null);
  const [changed, setChanged] = useState(false);
  // Once the outcome is in, the page keeps the news itself and drops `?change=` (in place, so Back still
  // works): a later reload, cancellation or change no longer speaks of that payment.
  useEffect(() => {
    const detail = order.data;
    if (!returnedChange || !detail || awaitsChangePayment(detail, returnedChange)) return;
    if (paidChangeApplied(detail, returnedChange)) setChanged(true);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('change');
        return next;
      },
      { replace: true },
    );
  }, [order.data, returnedChange, setSearch]);

  if (order.isPending) return <Spinner label={t('ui.common.loading')} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <StatusMessage kind="notFound" />;
    // A member's reservation opened from the confirmation e-mail while signed out: sign in, then come back.
    if (isApiError(order.error) && order.error.status === 401) {
      return (
        <Navigate
          to={loginPathWithRedirect(localize(pagePaths.login()), `${location.pathname}${location.search}`)}
          replace
        />
      );
    }
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      <OrderDetailView
        order={order.data}
        notice={
          cancelled ? (
            <CancelledNotice result={cancelled} />
          ) : showsChangedNotice(order.data, changed, returnedChange) ? (
            <ChangedNotice order={order.data} />
          ) : null
        }
        onChanged={(changed) => {
          // A change that raises a prepaid price waits for its payment: the page shows what to pay instead.
          setChanged(!changed.pendingChange);
          queryClient.setQueryData(query.queryKey, changed);
        }}
        onCancelled={(result) => {
          setCancelled(result);
          setChanged(false);
          queryClient.setQueryData(query.queryKey, withCancellation(order.data, result));
          void queryClient.invalidateQueries({ queryKey: query.queryKey });
        }}
      />
      <AfterStay order={order.data} />
    </div>
  );
}
