import type { Language } from '@hotel/contract/languages';
import { isLanguage } from '@hotel/contract/languages';
import { paths } from '@hotel/contract/routes';
import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { Translate } from '@hotel/i18n/catalog';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import { findOrder } from './booking.repo.ts';
import { stayCalendar } from './mail/stay-calendar.ts';
import { stayGroupMail } from './mail/stay-group-mail.ts';
import { stayMail } from './mail/stay-mail.ts';
import { type OnlinePaidOf, toOrderDetail } from './orders.view.ts';
import { findStayGroup, membersOf } from './stay-groups.repo.ts';
import { groupTerms } from './stay-groups.view.ts';

/**
 * The booking mails (rooms held for payment, confirmed, cancelled), in the language the guest booked
 * in: HTML with a plain-text part, and the stay as an `.ics` calendar event.
 */
export function createBookingMails(deps: {
  db: Db;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  publicBaseUrl: string;
  now: () => Date;
  /** The order's online payment and refunds (the mails show what is left paid). */
  onlinePaidOf?: OnlinePaidOf;
}) {
  const orderUrl = (lang: Language, transactionId: string) =>
    `${deps.publicBaseUrl}${paths.order(lang, transactionId)}`;

  /** The stay as an `.ics` file, in the reader's language (the order page's "Add to calendar"). */
  function calendarOf(detail: OrderDetail, lang: Language) {
    const t = deps.translators[lang];
    const url = orderUrl(lang, detail.transactionId);
    return stayCalendar(detail, {
      title: t('mail.calendar.title', { hotel: detail.hotel.name }),
      description: `${t('mail.common.confirmationNumber')}: ${detail.confirmationNumber}\n${url}`,
      orderUrl: url,
    });
  }

  /** `changed`: the new confirmation after a change, which refunded `refunded` (minor units) of the payment. */
  async function compose(transactionId: string, changed = false, refunded = 0, charged = 0) {
    const order = await findOrder(deps.db, transactionId);
    if (!order) return;
    const lang: Language = isLanguage(order.language) ? order.language : 'en-US';
    const t = deps.translators[lang];
    const detail = await toOrderDetail(deps.db, order, lang, deps.now(), undefined, deps.onlinePaidOf);
    const mail = stayMail(detail, lang, t, orderUrl(lang, order.transactionId), changed, refunded, charged);
    const { html, text } = renderMail(mail.document);
    await deps.mailer.send({
      to: order.bookerEmail,
      subject: mail.subject,
      text,
      html,
      attachments: [
        {
          filename: `${detail.confirmationNumber}.ics`,
          contentType: `text/calendar; charset=utf-8; method=${mail.kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
          content: calendarOf(detail, lang),
        },
      ],
    });
  }

  /** The one mail of a reservation of several rooms (booked, paid, or one of its rooms cancelled). */
  async function composeGroup(groupId: string) {
    const group = await findStayGroup(deps.db, groupId);
    const members = group ? await membersOf(deps.db, groupId) : [];
    if (!group || !members.length) return;
    const lang: Language = isLanguage(group.language) ? group.language : 'en-US';
    const rooms = [];
    for (const order of members) rooms.push(await toOrderDetail(deps.db, order, lang, deps.now()));
    const terms = groupTerms(members);
    const mail = stayGroupMail(
      { ...group, payAmount: terms.payAmount, paymentDeadline: terms.paymentDeadline?.toISOString() ?? null },
      rooms,
      lang,
      deps.translators[lang],
      `${deps.publicBaseUrl}${paths.stay(lang, groupId)}`,
    );
    const { html, text } = renderMail(mail.document);
    await deps.mailer.send({ to: members[0]!.bookerEmail, subject: mail.subject, text, html });
  }

  /** A room of a group was cancelled: the group's mail again, that room marked cancelled. */
  async function groupRoomCancelled(transactionId: string) {
    const order = await findOrder(deps.db, transactionId);
    if (order?.stayGroupId) await composeGroup(order.stayGroupId);
  }

  return {
    booked: (transactionId: string) => compose(transactionId),
    cancelled: (transactionId: string) => compose(transactionId),
    /** The new confirmation after a change of the booking. */
    changed: (transactionId: string, refunded = 0, charged = 0) => compose(transactionId, true, refunded, charged),
    stayBooked: composeGroup,
    stayCancelled: groupRoomCancelled,
    calendarOf,
  };
}
