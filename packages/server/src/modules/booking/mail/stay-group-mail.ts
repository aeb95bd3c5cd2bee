import { OrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { Translate } from '@hotel/i18n/catalog';
import type { MailBlock, MailDocument } from '../../../platform/mail-layout.ts';
import { mailFormat } from './mail-format.ts';
import { hotelRows, policyRows, priceRows, type StayMailKind, stayRows } from './stay-mail.ts';

const ENDED: readonly number[] = [OrderStatus.cancelled, OrderStatus.refunding, OrderStatus.failed];

/** A reservation of several rooms: pending while rooms wait for payment, cancelled once none is left. */
export function stayGroupMailKind(rooms: readonly Pick<OrderDetail, 'status'>[]): StayMailKind {
  if (rooms.some((room) => room.status === OrderStatus.waitingForPayment)) return 'pending';
  return rooms.every((room) => ENDED.includes(room.status)) ? 'cancelled' : 'confirmed';
}

/** One room order of the group: its stay, price and policy, under the group's confirmation number. */
function roomBlocks(room: OrderDetail, index: number, confirmationNumber: string, t: Translate, lang: Language) {
  const f = mailFormat(lang, room.hotel.timeZone);
  const title = t('mail.group.room', { number: index + 1, roomType: room.roomType.name });
  const blocks: MailBlock[] = [{ kind: 'table', title, rows: stayRows({ ...room, confirmationNumber }, t, f, lang) }];
  if (ENDED.includes(room.status)) {
    blocks.push({
      kind: 'notice',
      text: t('mail.group.roomCancelled', { cancellationNumber: room.cancellationNumber ?? '' }),
    });
    if (room.refund) {
      const amount = f.money(room.refund.amount.amount, room.refund.amount.currency);
      blocks.push({ kind: 'notice', text: t('mail.cancellation.refund', { amount }) });
    }
  }
  blocks.push({ kind: 'table', title: t('booking.price.title'), rows: priceRows(room, t, f) });
  blocks.push({ kind: 'table', title: t('mail.common.policies'), rows: policyRows(room, t, f) });
  return blocks;
}

/**
 * The mail of a reservation of several rooms: one confirmation number, what to do (pay the group's total
 * while its rooms are held, or view and cancel a room), the hotel, then each room with its own stay, price
 * and cancellation policy (a cancelled room says so, with its refund).
 */
export function stayGroupMail(
  group: { confirmationNumber: string; payAmount: number; currency: string; paymentDeadline: string | null },
  rooms: OrderDetail[],
  lang: Language,
  t: Translate,
  stayUrl: string,
) {
  const kind = stayGroupMailKind(rooms);
  const first = rooms[0]!;
  const f = mailFormat(lang, first.hotel.timeZone);
  const opening: MailBlock[] =
    kind === 'pending'
      ? [
          {
            kind: 'notice',
            text: t('mail.pending.holdUntil', {
              deadline: group.paymentDeadline ? f.instant(group.paymentDeadline) : '',
              amount: f.money(group.payAmount, group.currency),
            }),
          },
          { kind: 'button', label: t('mail.pending.payNow'), href: stayUrl },
        ]
      : [
          { kind: 'paragraph', text: t(kind === 'confirmed' ? 'mail.booking.confirmed' : 'mail.cancelled.heading') },
          { kind: 'button', label: t('mail.common.viewOrCancel'), href: stayUrl },
        ];
  const document: MailDocument = {
    lang,
    brand: first.hotel.name,
    blocks: [
      { kind: 'heading', text: t(`mail.${kind}.heading`) },
      { kind: 'paragraph', text: t('mail.common.greeting', { name: first.booker.name }) },
      ...opening,
      { kind: 'table', title: t('booking.order.hotel'), rows: hotelRows(first, t) },
      ...rooms.flatMap((room, index) => roomBlocks(room, index, group.confirmationNumber, t, lang)),
    ],
    footer: [t('mail.common.hotelTimes', { zone: first.hotel.timeZone }), t('mail.common.signature')],
  };
  const values = { confirmationNumber: group.confirmationNumber, hotel: first.hotel.name };
  return { kind, subject: t(`mail.${kind}.subject`, values), document };
}
