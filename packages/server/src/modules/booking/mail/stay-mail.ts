import { CancellationFlag, OrderStatus } from '@hotel/contract/enums';
import { hotelMapUrl } from '@hotel/contract/hotelMap';
import { FAMILY_NAME_FIRST_LANGUAGES, type Language } from '@hotel/contract/languages';
import { refundTimingOf } from '@hotel/contract/refunds';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { Translate } from '@hotel/i18n/catalog';
import type { MailBlock, MailDocument, MailRow } from '../../../platform/mail-layout.ts';
import { type MailFormat, mailFormat } from './mail-format.ts';

/** Which booking mail: rooms held for payment, reservation confirmed, changed (a new confirmation) or cancelled. */
export type StayMailKind = 'pending' | 'confirmed' | 'changed' | 'cancelled';

export function stayMailKind(order: Pick<OrderDetail, 'status'>): StayMailKind {
  if (order.status === OrderStatus.waitingForPayment) return 'pending';
  if (order.status === OrderStatus.cancelled || order.status === OrderStatus.refunding) return 'cancelled';
  return 'confirmed';
}

function guestName(guest: { title: string; firstName: string; lastName: string }, lang: Language, t: Translate) {
  const title = guest.title ? t(`enums.title.${guest.title}`) : '';
  if (FAMILY_NAME_FIRST_LANGUAGES.includes(lang)) {
    const space = /\p{Script=Han}/u.test(guest.lastName) ? '' : ' ';
    return [`${guest.lastName}${space}${guest.firstName}`.trim(), title].filter(Boolean).join(' ');
  }
  return [title, `${guest.firstName} ${guest.lastName}`.trim()].filter(Boolean).join(' ');
}

export function stayRows(order: OrderDetail, t: Translate, f: MailFormat, lang: Language): MailRow[] {
  const adults = order.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = order.rooms.reduce((sum, room) => sum + room.children, 0);
  const rate = order.ratePlan.mealPlan
    ? `${order.ratePlan.name} · ${t(`enums.mealPlan.${order.ratePlan.mealPlan}`)}`
    : order.ratePlan.name;
  return [
    { label: t('mail.common.confirmationNumber'), value: order.confirmationNumber, strong: true },
    ...(order.cancellationNumber
      ? [{ label: t('mail.common.cancellationNumber'), value: order.cancellationNumber, strong: true }]
      : []),
    {
      label: t('booking.summary.checkIn'),
      value: `${f.day(order.checkInDate)}, ${t('booking.summary.from', { time: f.clock(order.hotel.checkInTime) })}`,
    },
    {
      label: t('booking.summary.checkOut'),
      value: `${f.day(order.checkOutDate)}, ${t('booking.summary.until', { time: f.clock(order.hotel.checkOutTime) })}`,
    },
    { label: t('booking.order.nights'), value: t('booking.summary.nights', { count: order.nights }) },
    { label: t('booking.summary.room'), value: order.roomType.name },
    { label: t('booking.summary.rate'), value: rate },
    { label: t('booking.order.rooms'), value: t('booking.summary.rooms', { count: order.roomCount }) },
    { label: t('mail.common.party'), value: t('booking.summary.party', { adults, children }) },
    ...order.rooms.map((room) => ({
      label: t('booking.order.roomNumber', { number: room.roomIndex + 1 }),
      value: room.guests.map((guest) => guestName(guest, lang, t)).join('\n'),
    })),
  ];
}

export function hotelRows(order: OrderDetail, t: Translate): MailRow[] {
  const { hotel } = order;
  return [
    { label: t('booking.order.hotelName'), value: hotel.name, strong: true },
    { label: t('booking.order.address'), value: hotel.address },
    { label: t('booking.order.phone'), value: hotel.phone, href: `tel:${hotel.phone.replace(/\s/g, '')}` },
    { label: t('mail.common.map'), value: t('mail.common.openMap'), href: hotelMapUrl(hotel) },
  ];
}

export function priceRows(order: OrderDetail, t: Translate, f: MailFormat): MailRow[] {
  const a = order.amounts;
  const money = (amount: number) => f.money(amount, order.currency);
  const minus = (amount: number) => t('booking.price.deduction', { amount: money(amount) });
  return [
    {
      label: t('booking.price.room', { rooms: order.roomCount }),
      value: money(a.roomAmount.amount - a.childAmount.amount),
    },
    ...(a.childAmount.amount > 0 ? [{ label: t('booking.price.children'), value: money(a.childAmount.amount) }] : []),
    ...(a.discountAmount.amount > 0
      ? [{ label: t('booking.price.discount'), value: minus(a.discountAmount.amount) }]
      : []),
    { label: t('booking.price.service'), value: money(a.serviceAmount.amount) },
    { label: t('booking.price.tax'), value: money(a.taxAmount.amount) },
    ...(a.addonAmount.amount > 0 ? [{ label: t('booking.price.addons'), value: money(a.addonAmount.amount) }] : []),
    { label: t('booking.price.total'), value: money(a.totalAmount.amount), strong: true },
    ...(a.pointDiscount.amount > 0
      ? [{ label: t('booking.price.pointsUsed', { points: order.pointsUsed }), value: minus(a.pointDiscount.amount) }]
      : []),
    ...(a.voucherDiscount.amount > 0
      ? [{ label: t('booking.price.voucherDiscount'), value: minus(a.voucherDiscount.amount) }]
      : []),
    ...paidRows(order, t, money, minus),
  ];
}

/** What is paid: the pay amount, or once refunds gave part of the online payment back, paid, refunded and left. */
function paidRows(
  order: OrderDetail,
  t: Translate,
  money: (amount: number) => string,
  minus: (amount: number) => string,
): MailRow[] {
  const online = order.onlinePaid;
  if (online && online.refunded > 0) {
    return [
      { label: t('booking.price.paidOnline'), value: money(online.paid) },
      { label: t('booking.price.refunded'), value: minus(online.refunded) },
      { label: t('booking.price.leftPaid'), value: money(online.left), strong: true },
    ];
  }
  const paid = order.paidAt !== null;
  return [
    {
      label: paid ? t('booking.price.paid') : t('booking.price.payAmount'),
      value: money(order.amounts.payAmount.amount),
      strong: true,
    },
  ];
}

export function policyRows(order: OrderDetail, t: Translate, f: MailFormat): MailRow[] {
  const cancellation =
    order.cancellationFlag === CancellationFlag.nonCancellable
      ? t('booking.policy.cancellation.nonCancellable')
      : order.cancellationFlag === CancellationFlag.limitedTime && order.cancellationDeadline
        ? t('mail.common.freeCancellationUntil', { deadline: f.instant(order.cancellationDeadline) })
        : order.cancellationFlag === CancellationFlag.limitedTime
          ? t('booking.policy.cancellation.limited')
          : t('booking.policy.cancellation.free');
  const guarantee = [1, 2, 3, 4, 5].includes(order.paymentType)
    ? t(`booking.policy.guarantee.${order.paymentType}`)
    : '';
  return [
    { label: t('booking.order.cancellationPolicy'), value: cancellation },
    ...(guarantee ? [{ label: t('booking.order.guaranteePolicy'), value: guarantee }] : []),
  ];
}

function opening(
  order: OrderDetail,
  kind: StayMailKind,
  t: Translate,
  f: MailFormat,
  refunded = 0,
  charged = 0,
): MailBlock[] {
  if (kind === 'pending') {
    return [
      {
        kind: 'notice',
        text: t('mail.pending.holdUntil', {
          deadline: order.paymentDeadline ? f.instant(order.paymentDeadline) : '',
          amount: f.money(order.amounts.payAmount.amount, order.currency),
        }),
      },
    ];
  }
  if (kind === 'confirmed') return [{ kind: 'paragraph', text: t('mail.booking.confirmed') }];
  if (kind === 'changed') {
    const blocks: MailBlock[] = [{ kind: 'paragraph', text: t('mail.booking.changed') }];
    const amount = f.money(order.amounts.payAmount.amount, order.currency);
    if (refunded > 0) {
      const refund = f.money(refunded, order.currency);
      const timing =
        order.paymentChannel === null ? '' : ` ${t(`booking.refund.timing.${refundTimingOf(order.paymentChannel)}`)}`;
      blocks.push({ kind: 'notice', text: `${t('mail.booking.changedRefund', { amount, refund })}${timing}` });
    } else if (charged > 0) {
      blocks.push({
        kind: 'notice',
        text: t('mail.booking.changedCharge', { amount, charge: f.money(charged, order.currency) }),
      });
    } else {
      blocks.push({ kind: 'paragraph', text: t('mail.booking.changedAmount', { amount }) });
    }
    return blocks;
  }
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t('mail.cancellation.body', { cancellationNumber: order.cancellationNumber ?? '' }) },
  ];
  if (order.refund) {
    blocks.push({
      kind: 'notice',
      text: `${t('mail.cancellation.refund', { amount: f.money(order.refund.amount.amount, order.refund.amount.currency) })} ${t(`booking.refund.timing.${order.refund.timing}`)}`,
    });
  }
  return blocks;
}

/** The action a mail offers: pay while rooms are held, view (and cancel while allowed), or view a cancelled one. */
function action(order: OrderDetail, kind: StayMailKind, t: Translate, orderUrl: string): MailBlock {
  if (kind === 'pending') return { kind: 'button', label: t('mail.pending.payNow'), href: orderUrl };
  if ((kind === 'confirmed' || kind === 'changed') && order.canCancel) {
    return { kind: 'button', label: t('mail.common.viewOrCancel'), href: orderUrl };
  }
  return { kind: 'button', label: t('mail.common.viewOrder'), href: orderUrl };
}

/**
 * A booking mail as a document: what happened and what to do, the hotel (address, phone, map), the
 * stay (dates with the hotel's check-in and check-out times, room, party, guests), the price lines as
 * the order holds them, and the policies. Times are the hotel's, with its zone named.
 */
export function stayMail(
  order: OrderDetail,
  lang: Language,
  t: Translate,
  orderUrl: string,
  changed = false,
  /** What the change refunded of the online payment (minor units), told in a changed mail. */
  refunded = 0,
  /** What the guest paid online for the change (minor units), told in a changed mail. */
  charged = 0,
) {
  const kind = changed ? 'changed' : stayMailKind(order);
  const f = mailFormat(lang, order.hotel.timeZone);
  const values = { confirmationNumber: order.confirmationNumber, hotel: order.hotel.name };
  const document: MailDocument = {
    lang,
    brand: order.hotel.name,
    blocks: [
      { kind: 'heading', text: t(`mail.${kind}.heading`) },
      { kind: 'paragraph', text: t('mail.common.greeting', { name: order.booker.name }) },
      ...opening(order, kind, t, f, refunded, charged),
      action(order, kind, t, orderUrl),
      { kind: 'table', title: t('booking.summary.label'), rows: stayRows(order, t, f, lang) },
      { kind: 'table', title: t('booking.order.hotel'), rows: hotelRows(order, t) },
      { kind: 'table', title: t('booking.price.title'), rows: priceRows(order, t, f) },
      { kind: 'table', title: t('mail.common.policies'), rows: policyRows(order, t, f) },
    ],
    footer: [t('mail.common.hotelTimes', { zone: order.hotel.timeZone }), t('mail.common.signature')],
  };
  return { kind, subject: t(`mail.${kind}.subject`, values), document };
}
