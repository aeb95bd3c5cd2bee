import { OrderStatus } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { loginPathWithRedirect } from '../../features/member/forcedSignIn.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { StayPay } from '../../features/stayGroup/StayPay.tsx';
import { StayRoomCard } from '../../features/stayGroup/StayRoomCard.tsx';
import { stayGroupQuery } from '../../features/stayGroup/stayGroupApi.ts';
import { isApiError } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/**
 * /stay/:groupId: a reservation of several rooms under one confirmation number: what is left to pay (one
 * payment for every room waiting), then each room with its own guests, requests, policy and "Cancel this room".
 */
export function StayPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const location = useLocation();
  const localize = useLocalePath();
  const { groupId = '' } = useParams();
  const query = stayGroupQuery(language, groupId);
  const stay = useQuery(query);
  const [cancelled, setCancelled] = useState<CancelResult | null>(null);
  usePageTitle(t('booking.group.stayTitle'));

  if (stay.isPending) return <Spinner label={t('ui.common.loading')} />;
  if (stay.isError) {
    if (isApiError(stay.error) && stay.error.status === 404) return <StatusMessage kind="notFound" />;
    if (isApiError(stay.error) && stay.error.status === 401) {
      return (
        <Navigate
          to={loginPathWithRedirect(localize(pagePaths.login()), `${location.pathname}${location.search}`)}
          replace
        />
      );
    }
    return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  }
  const group = stay.data;
  const first = group.orders[0]!;
  const waiting = group.status === OrderStatus.waitingForPayment && group.payAmount > 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('booking.group.stayTitle')}</h1>
        <p className="text-lg">
          {t('booking.order.confirmationNumber')}:{' '}
          <strong className="tabular-nums" data-testid="stay-confirmation-number">
            {group.confirmationNumber}
          </strong>
        </p>
        <p className="text-muted">
          {first.hotel.name} · {t('booking.group.rooms', { count: group.orders.length })}
        </p>
        <p>
          {t('booking.group.total')}{' '}
          <strong className="tabular-nums" data-testid="stay-total">
            {format.money(group.totalAmount, group.currency)}
          </strong>
        </p>
      </header>
      {cancelled ? (
        <div role="status" data-testid="stay-room-cancelled">
          <Notice tone="success">
            {t('booking.group.roomCancelled', { number: cancelled.cancellationNumber ?? '' })}
          </Notice>
        </div>
      ) : null}
      {waiting ? (
        <section className="flex flex-col gap-3 rounded-lg border-2 border-main p-4" data-testid="stay-waiting">
          <p>
            {t('booking.group.toPay')}{' '}
            <strong className="tabular-nums">{format.money(group.payAmount, group.currency)}</strong>
          </p>
          {group.paymentDeadline ? (
            <p className="text-sm text-muted">
              {t('booking.order.payBy', { deadline: format.instant(group.paymentDeadline, first.hotel.timeZone) })}
            </p>
          ) : null}
          <StayPay
            groupId={group.groupId}
            hotelCode={first.hotel.hotelCode}
            ratePlanCode={first.ratePlan.ratePlanCode}
            amount={group.payAmount}
            currency={group.currency}
          />
        </section>
      ) : null}
      {group.orders.map((room, index) => (
        <StayRoomCard
          key={room.transactionId}
          groupId={group.groupId}
          room={room}
          number={index + 1}
          onCancelled={(result) => {
            setCancelled(result);
            void queryClient.invalidateQueries({ queryKey: query.queryKey });
          }}
        />
      ))}
    </div>
  );
}
