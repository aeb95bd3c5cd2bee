import { ORDER_STATUS_FILTER } from '@hotel/contract/enums';
import { pagePaths } from '@hotel/contract/routes';
import type { MemberOrderSummary } from '@hotel/contract/schemas/order';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ShopOrders } from '../../features/mall/ShopOrders.tsx';
import { MemberTabs } from '../../features/member/MemberTabs.tsx';
import {
  MEMBER_KEY,
  memberCalls,
  memberHotelsQuery,
  memberOrdersQuery,
  orderTotalsQuery,
} from '../../features/member/memberApi.ts';
import { OrderHistory, useOrderFilters } from '../../features/member/OrderHistory.tsx';
import { RequireMember } from '../../features/member/RequireMember.tsx';
import { useSessionGuard } from '../../features/member/useSessionGuard.ts';
import { useSiteFormat } from '../../features/pricing/useSiteFormat.ts';
import { ReceiptLink } from '../../features/stay/ReceiptLink.tsx';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { serverMessage } from '../../ui/form/messages.ts';
import { Spinner } from '../../ui/Spinner.tsx';

type Tab = 'room' | 'hotel' | 'shop';
const TABS: readonly Tab[] = ['room', 'hotel', 'shop'];

function OrderCard({ order, onCancel }: { order: MemberOrderSummary; onCancel: (order: MemberOrderSummary) => void }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const label = order.refundLabel
    ? t(`enums.orderRefundLabel.${order.refundLabel}`)
    : t(`enums.orderStatus.${order.status}`);
  return (
    <Card as="li" className="flex flex-col gap-2 p-4" data-testid="member-order" data-status={order.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{order.hotelName}</p>
          <p className="text-sm text-muted">{order.roomTypeName}</p>
        </div>
        <span
          className="rounded-full bg-main-soft px-2 py-0.5 text-xs font-semibold text-main"
          data-testid="order-status"
        >
          {label}
        </span>
      </div>
      <p className="text-sm">
        {t('member.orders.stay', {
          checkIn: format.date(order.checkInDate),
          checkOut: format.date(order.checkOutDate),
        })}{' '}
        · {t('member.orders.nights', { count: order.nights })} · {t('member.orders.rooms', { count: order.roomCount })}
      </p>
      <p className="text-sm text-muted">
        {t('member.orders.confirmation')}: <span className="font-mono text-text">{order.confirmationNumber}</span>
        {order.pointsUsed > 0 ? ` · ${t('member.orders.pointsUsed', { points: format.number(order.pointsUsed) })}` : ''}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t('member.orders.total')}: {format.money(order.payAmount, order.currency)}
        </p>
        <div className="flex gap-2">
          <LocaleLink to={pagePaths.order(order.transactionId)} className={buttonClass('secondary')}>
            {t('member.orders.view')}
          </LocaleLink>
          <ReceiptLink transactionId={order.transactionId} status={order.status} />
          {order.canCancel ? (
            <Button variant="ghost" onClick={() => onCancel(order)} data-testid="order-cancel">
              {t('member.orders.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function RoomOrders() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useQueryClient();
  const filters = useOrderFilters(ORDER_STATUS_FILTER);
  const query = useQuery({
    ...memberOrdersQuery(language, filters.page, filters.status),
    placeholderData: keepPreviousData,
  });
  useSessionGuard(query.error);
  return (
    <div className="flex flex-col gap-4">
      <OrderHistory<MemberOrderSummary>
        texts={{
          filterName: 'status',
          filterLabel: t('member.orders.status'),
          all: t('member.orders.all'),
          empty: t('member.orders.empty'),
          emptyAction: { to: pagePaths.hotelList(), label: t('member.orders.findHotel') },
          listTestId: 'member-orders',
          cancel: {
            title: t('member.orders.confirmCancel'),
            keep: t('member.orders.keep'),
            confirm: t('member.orders.cancel'),
            done: t('member.orders.cancelled'),
            dialogTestId: 'cancel-dialog',
            confirmTestId: 'confirm-cancel',
          },
        }}
        statuses={ORDER_STATUS_FILTER}
        statusLabel={(value) => t(`enums.orderStatus.${value}`)}
        filters={filters}
        orders={query}
        pageSize={10}
        renderOrder={(order, askCancel) => <OrderCard key={order.transactionId} order={order} onCancel={askCancel} />}
        cancelQuestion={(order) =>
          t('member.orders.confirmCancelBody', { number: order.confirmationNumber, hotel: order.hotelName })
        }
        cancelOrder={async (order) => {
          await memberCalls.cancelOrder(language, order.transactionId);
          await client.invalidateQueries({ queryKey: MEMBER_KEY });
        }}
        cancelError={(error) => serverMessage(error, t)}
      />
    </div>
  );
}

function HotelReservations() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const query = useQuery(memberHotelsQuery(language));
  useSessionGuard(query.error);
  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  const hotels = query.data ?? [];
  if (hotels.length === 0) return <p className="text-muted">{t('member.orders.empty')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="member-hotels">
      {hotels.map((hotel) => (
        <Card as="li" key={hotel.hotelCode} className="flex flex-col gap-1 p-4">
          <LocaleLink to={pagePaths.hotelDetail(hotel.hotelCode)} className="font-semibold text-main underline">
            {hotel.hotelName}
          </LocaleLink>
          {hotel.stayingUntil ? (
            <p className="text-sm font-semibold text-success" data-testid="staying-now">
              {t('member.orders.stayingNow', { date: format.date(hotel.stayingUntil) })}
            </p>
          ) : null}
          <p className="text-sm">{t('member.orders.reservations', { count: hotel.reservations })}</p>
          {hotel.nextArrival ? (
            <p className="text-sm text-muted">
              {t('member.orders.nextArrival', { date: format.date(hotel.nextArrival) })}
            </p>
          ) : null}
          {hotel.lastStay ? (
            <p className="text-sm text-muted">{t('member.orders.lastStay', { date: format.date(hotel.lastStay) })}</p>
          ) : null}
        </Card>
      ))}
    </ul>
  );
}

/**
 * My reservations (spec section 2): room reservations with the status filter 0-5, paging, the order
 * page and cancelling after a confirmation; hotel reservations by hotel; shop orders once the mall opens.
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'room';
  return (
    <RequireMember>
      {() => (
        <section aria-labelledby="orders-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h1 id="orders-title" className="text-3xl font-semibold">
              {t('ui.pageTitle.orderList')}
            </h1>
            {/* It counts room reservations: the shop tab lists goods orders. */}
            {tab === 'shop' ? null : <OrderSummary language={language} />}
          </div>
          <MemberTabs
            label={t('ui.pageTitle.orderList')}
            selected={tab}
            onSelect={(next) => setParams(new URLSearchParams({ tab: next }))}
            testId="order-tabs"
            tabs={TABS.map((id) => ({ id, label: t(`member.orders.tabs.${id}`) }))}
          >
            {(id) => (id === 'room' ? <RoomOrders /> : id === 'hotel' ? <HotelReservations /> : <ShopOrders />)}
          </MemberTabs>
        </section>
      )}
    </RequireMember>
  );
}

function OrderSummary({ language }: { language: Parameters<typeof orderTotalsQuery>[0] }) {
  const { t } = useTranslation();
  const totals = useQuery(orderTotalsQuery(language)).data;
  if (!totals) return null;
  return <p className="text-sm text-muted">{t('member.orders.summary', { count: totals.totalCount })}</p>;
}
