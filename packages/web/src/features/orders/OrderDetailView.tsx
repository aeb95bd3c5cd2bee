import { OrderRefundLabel, OrderStatus } from '@hotel/contract/enums';
import { hotelMapUrl } from '@hotel/contract/hotelMap';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { CancelResult } from '@hotel/contract/schemas/orderFlow';
import type { ReactNode } from 'react';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { PriceBreakdown } from '../booking/PriceBreakdown.tsx';
import { useGuestName } from '../booking/ReviewDetails.tsx';
import { usePolicies } from '../booking/usePolicies.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import { AMOUNT_LABEL, orderAmountState } from './amountState.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { ChangeBooking } from './ChangeBooking.tsx';
import { OnlinePaidRefunds } from './OnlinePaidRefunds.tsx';
import { PayOrder } from './PayOrder.tsx';
import { PendingChange } from './PendingChange.tsx';
import { RefundNote } from './RefundNote.tsx';

const STATUS_TONE: Record<number, string> = {
  0: 'bg-amber-100 text-amber-900',
  1: 'bg-green-100 text-green-900',
  2: 'bg-main-soft text-main',
  3: 'bg-red-100 text-red-900',
  4: 'bg-surface text-muted',
  5: 'bg-green-100 text-green-900',
  6: 'bg-red-100 text-red-900',
  7: 'bg-amber-100 text-amber-900',
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode, string?] | null | false)[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows
        .filter((row): row is readonly [string, ReactNode, string?] => Boolean(row))
        .map(([label, value, testId]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** '86 13800138000' as '+86 13800138000'. */
/** Everyone in the order: adults and children summed over its rooms. */
function partyOf(rooms: OrderDetail['rooms']): { adults: number; children: number } {
  return {
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children, 0),
  };
}

const phoneText = (mobile: string) => (/^\d{1,4} /.test(mobile) ? `+${mobile}` : mobile);

/**
 * A reservation with every field of spec section 3's order display: numbers and dates, status and
 * refund labels, hotel, stay, guests, contact, payment, prices, points and policies; Cancel when
 * the order may be cancelled, Pay when it is still waiting for payment.
 */
export function OrderDetailView({
  order,
  onCancelled,
  onChanged,
  notice,
  headingLevel = 1,
}: {
  order: OrderDetail;
  onCancelled: (result: CancelResult) => void;
  /** The booking was changed (dates, room, rate or party): the changed order. */
  onChanged?: (order: OrderDetail) => void;
  notice?: ReactNode;
  /** The confirmation number is the page's h1 on the order page, an h2 under the search form. */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const label = useEnumLabel();
  const format = useSiteFormat();
  const policies = usePolicies();
  const guestName = useGuestName();
  const money = (amount: number) => format.money(amount, order.currency);
  const amountLabel = AMOUNT_LABEL[orderAmountState(order)];
  const payable =
    order.status === OrderStatus.waitingForPayment &&
    (!order.paymentDeadline || Date.parse(order.paymentDeadline) > Date.now());

  return (
    <article aria-labelledby="order-title" className="flex flex-col gap-6" data-testid="order-detail">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t('booking.order.confirmationNumber')}
            </p>
            <Heading
              id="order-title"
              className="text-2xl font-bold tracking-wider text-main"
              data-testid="order-confirmation-number"
            >
              {order.confirmationNumber}
            </Heading>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[order.status] ?? 'bg-surface'}`}
              data-testid="order-status"
            >
              {label('orderStatus', order.status)}
            </span>
            {order.refundLabel ? (
              <span className="rounded-full border border-border px-3 py-1 text-sm" data-testid="refund-label">
                {label('orderRefundLabel', order.refundLabel)}
              </span>
            ) : null}
          </div>
        </div>
        {notice}
        <PendingChange order={order} />
        <Facts
          rows={[
            order.cancellationNumber
              ? [t('booking.order.cancellationNumber'), order.cancellationNumber, 'cancellation-number']
              : null,
            [
              t('booking.order.orderId'),
              <span key="id" className="font-mono text-xs">
                {order.transactionId}
              </span>,
            ],
            [t('booking.order.orderDate'), format.instant(order.orderDate, order.hotel.timeZone)],
          ]}
        />
        {payable ? (
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            {order.paymentDeadline ? (
              <p className="text-sm">
                {t('booking.order.payBy', { deadline: format.instant(order.paymentDeadline, order.hotel.timeZone) })}
              </p>
            ) : null}
            <PayOrder
              transactionId={order.transactionId}
              hotelCode={order.hotel.hotelCode}
              ratePlanCode={order.ratePlan.ratePlanCode}
              label={t('booking.payment.payNow')}
            />
          </div>
        ) : null}
        {order.canCancel || isUpcoming(order) ? (
          <div className="flex flex-wrap items-start gap-2 border-t border-border pt-4">
            {order.canChange && onChanged ? <ChangeBooking order={order} onChanged={onChanged} /> : null}
            {order.canCancel ? <CancelOrder order={order} onCancelled={onCancelled} /> : null}
            {isUpcoming(order) ? (
              <AddToCalendar transactionId={order.transactionId} confirmationNumber={order.confirmationNumber} />
            ) : null}
          </div>
        ) : null}
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="order-hotel" title={t('booking.order.hotel')}>
          <Facts
            rows={[
              [t('booking.order.hotelName'), order.hotel.name, 'order-hotel-name'],
              [t('booking.order.address'), order.hotel.address],
              [
                t('booking.order.phone'),
                <a key="phone" href={`tel:${order.hotel.phone.replace(/\s/g, '')}`} className="text-main underline">
                  {order.hotel.phone}
                </a>,
              ],
              [
                t('booking.order.map'),
                <a
                  key="map"
                  href={hotelMapUrl(order.hotel)}
                  target="_blank"
                  rel="noreferrer"
                  className="text-main underline"
                >
                  {t('booking.order.openMap')}
                </a>,
                'order-map',
              ],
            ]}
          />
        </Section>
        <Section id="order-stay" title={t('booking.order.stay')}>
          <Facts
            rows={[
              [t('booking.summary.room'), order.roomType.name, 'order-room'],
              [
                t('booking.summary.rate'),
                `${order.ratePlan.name}${order.ratePlan.mealPlan ? ` · ${label('mealPlan', order.ratePlan.mealPlan)}` : ''}`,
              ],
              [
                t('booking.summary.checkIn'),
                `${format.date(order.checkInDate, 'full')} · ${t('booking.summary.from', { time: order.hotel.checkInTime })}`,
                'order-check-in',
              ],
              [
                t('booking.summary.checkOut'),
                `${format.date(order.checkOutDate, 'full')} · ${t('booking.summary.until', { time: order.hotel.checkOutTime })}`,
                'order-check-out',
              ],
              [t('booking.order.nights'), t('booking.summary.nights', { count: order.nights })],
              [t('booking.order.rooms'), t('booking.summary.rooms', { count: order.roomCount })],
              [t('booking.order.party'), t('booking.summary.party', partyOf(order.rooms)), 'order-party'],
            ]}
          />
        </Section>
      </div>

      <Section id="order-guests" title={t('booking.order.guests')}>
        <ol className="grid gap-4 sm:grid-cols-2">
          {order.rooms.map((room) => (
            <li key={room.roomIndex} className="flex flex-col gap-1 rounded-md bg-surface p-3 text-sm">
              <p className="font-semibold">{t('booking.order.roomNumber', { number: room.roomIndex + 1 })}</p>
              <p className="text-muted" data-testid="order-room-party">
                {t('booking.summary.party', { adults: room.adults, children: room.children })}
              </p>
              {room.childAges.length ? (
                <p className="text-muted" data-testid="order-child-ages">
                  {t('booking.order.childAges', {
                    ages: room.childAges.map((age) => t('ui.search.ageOption', { age })).join(', '),
                  })}
                </p>
              ) : null}
              <ul data-testid="order-guests">
                {room.guests.map((guest, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: guests are positions in the room.
                  <li key={index}>{guestName(guest)}</li>
                ))}
              </ul>
              {room.specialRequests.length > 0 || room.comment ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted">
                  {room.specialRequests.length > 0 ? (
                    <>
                      <dt className="font-medium">{t('booking.order.requests')}</dt>
                      <dd>{room.specialRequests.map((key) => label('specialRequest', key)).join(', ')}</dd>
                    </>
                  ) : null}
                  {room.comment ? (
                    <>
                      <dt className="font-medium">{t('booking.order.comment')}</dt>
                      <dd className="break-words">{room.comment}</dd>
                    </>
                  ) : null}
                </dl>
              ) : null}
            </li>
          ))}
        </ol>
        <Facts
          rows={[
            [t('booking.contact.name'), order.booker.name],
            [t('booking.contact.mobile'), phoneText(order.booker.mobile)],
            [t('booking.contact.email'), order.booker.email, 'order-email'],
          ]}
        />
      </Section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="order-payment" title={t('booking.order.payment')}>
          <Facts
            rows={[
              [
                t('booking.order.paymentMethod'),
                `${label('paymentType', order.paymentType)}${
                  order.paymentChannel ? ` · ${label('onlineChannel', order.paymentChannel)}` : ''
                }`,
                'order-payment-method',
              ],
              order.paidAt ? [t('booking.order.paidAt'), format.instant(order.paidAt, order.hotel.timeZone)] : null,
              order.card
                ? [t('booking.order.card'), `${label('cardType', order.card.cardType)} ${order.card.maskedNumber}`]
                : null,
              // Only a member's booking earns points (the server sends 0 otherwise, and after a cancellation).
              order.pointsEarnedEstimate > 0
                ? [
                    t('booking.order.points'),
                    t('booking.order.pointsValue', { points: order.pointsEarnedEstimate }),
                    'order-points',
                  ]
                : null,
              order.refund && order.status !== OrderStatus.reserved
                ? [
                    t('booking.refund.title'),
                    <RefundNote
                      key="refund"
                      refund={order.refund}
                      status={order.status}
                      refundDone={order.refundLabel === OrderRefundLabel.cancelledRefundSucceeded}
                    />,
                  ]
                : null,
            ]}
          />
          <div className="border-t border-border pt-3">
            <Facts
              rows={[
                [
                  t('booking.order.cancellationPolicy'),
                  policies.cancellation(order.cancellationFlag, order.cancellationDeadline, order.hotel.timeZone),
                  'order-cancellation-policy',
                ],
                [t('booking.order.guaranteePolicy'), policies.guarantee(order.paymentType)],
              ]}
            />
          </div>
        </Section>
        <Section id="order-price" title={t('booking.price.title')}>
          <PriceBreakdown
            currency={order.currency}
            nightly={order.nightlyPrices}
            roomCount={order.roomCount}
            payLabel={amountLabel === null ? null : t(amountLabel)}
            pointsUsed={order.pointsUsed}
            amounts={{
              roomAmount: order.amounts.roomAmount.amount,
              childAmount: order.amounts.childAmount.amount,
              discountAmount: order.amounts.discountAmount.amount,
              serviceAmount: order.amounts.serviceAmount.amount,
              taxAmount: order.amounts.taxAmount.amount,
              addonAmount: order.amounts.addonAmount.amount,
              pointDiscount: order.amounts.pointDiscount.amount,
              voucherDiscount: order.amounts.voucherDiscount.amount,
              totalAmount: order.amounts.totalAmount.amount,
              payAmount: order.amounts.payAmount.amount,
            }}
          />
          <OnlinePaidRefunds online={order.onlinePaid} timeZone={order.hotel.timeZone} />
          {order.addons.length > 0 ? (
            <div className="flex flex-col gap-1 border-t border-border pt-3 text-sm">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('booking.addons.title')}</p>
              <ul className="flex flex-col gap-1">
                {order.addons.map((addon, index) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: add-on lines have no id of their own.
                    key={index}
                    className="flex justify-between gap-4"
                  >
                    <span>
                      {addon.name} × {addon.quantity}
                      {addon.useDate ? ` · ${format.date(addon.useDate)}` : ''}
                      {order.roomCount > 1 ? (
                        <span className="text-muted">
                          {' '}
                          · {t('booking.order.roomNumber', { number: addon.roomIndex + 1 })}
                        </span>
                      ) : null}
                    </span>
                    <span className="tabular-nums">{money(addon.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Section>
      </div>
    </article>
  );
}

/** The outcome of a cancellation, shown above the order. */
export function CancelledNotice({ result }: { result: CancelResult }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <div role="status" data-testid="cancelled-notice">
      <Notice tone="success">
        {t('booking.cancel.done', { number: result.cancellationNumber ?? '' })}
        {result.refundLabel ? ` ${label('orderRefundLabel', result.refundLabel)}` : ''}
        {result.refund ? (
          <div className="mt-2">
            <RefundNote
              refund={result.refund}
              status={result.status}
              refundDone={result.refundLabel === OrderRefundLabel.cancelledRefundSucceeded}
            />
          </div>
        ) : null}
      </Notice>
    </div>
  );
}

/** A stay still to come (waiting for payment, reserved or in house): worth a place in the guest's calendar. */
function isUpcoming(order: OrderDetail): boolean {
  return (
    order.status === OrderStatus.waitingForPayment ||
    order.status === OrderStatus.reserved ||
    order.status === OrderStatus.checkedIn
  );
}

/** The order as it is after a cancellation (until it is fetched again). */
export function withCancellation(order: OrderDetail, result: CancelResult): OrderDetail {
  return {
    ...order,
    status: result.status,
    refundLabel: result.refundLabel,
    cancellationNumber: result.cancellationNumber ?? order.cancellationNumber,
    canCancel: false,
    canChange: false,
    refund: result.refund,
  };
}
