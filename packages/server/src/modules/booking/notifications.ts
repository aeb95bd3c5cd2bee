import type { Language } from '@hotel/contract/languages';
import { isLanguage } from '@hotel/contract/languages';
import { formatMoneyText } from '@hotel/contract/money';
import { paths } from '@hotel/contract/routes';
import type { Translate } from '@hotel/i18n/catalog';
import type { Db } from '../../db/client.ts';
import { escapeHtml, type Mailer } from '../../platform/mail.ts';
import { findOrder } from './booking.repo.ts';
import { toOrderDetail } from './orders.view.ts';

/** The site's one money format ("CNY 1,747.50"), as the pages show it. */
function money(amount: number, currency: string, lang: Language) {
  return formatMoneyText(amount, currency, lang, true);
}

/** Confirmation and cancellation e-mails, in the language the guest booked in. */
export function createBookingMails(deps: {
  db: Db;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  publicBaseUrl: string;
  now: () => Date;
}) {
  async function compose(transactionId: string, kind: 'booking' | 'cancellation') {
    const order = await findOrder(deps.db, transactionId);
    if (!order) return;
    const lang: Language = isLanguage(order.language) ? order.language : 'en-US';
    const t = deps.translators[lang];
    const detail = await toOrderDetail(deps.db, order, lang, deps.now());
    const total = money(order.payAmount, order.currency, lang);
    const lines = [
      t('mail.common.greeting', { name: order.bookerName }),
      '',
      kind === 'booking'
        ? order.status === 0
          ? t('mail.booking.waitingForPayment', {
              deadline: order.paymentDeadline?.toISOString().replace('T', ' ').slice(0, 16) ?? '',
            })
          : t('mail.booking.confirmed')
        : t('mail.cancellation.body', { cancellationNumber: order.cancellationNumber ?? '' }),
      '',
      `${t('mail.common.confirmationNumber')}: ${order.confirmationNumber}`,
      `${t('mail.common.hotel')}: ${detail.hotel.name}`,
      `${t('mail.common.room')}: ${detail.roomType.name}`,
      `${t('mail.common.stay')}: ${t('mail.common.stayValue', { checkIn: order.checkInDate, checkOut: order.checkOutDate, nights: order.nights })}`,
      `${t('mail.common.rooms')}: ${order.roomCount}`,
      `${t('mail.common.total')}: ${total}`,
    ];
    if (kind === 'cancellation' && order.refundLabel === 'cancelledRefundSucceeded')
      lines.push('', t('mail.cancellation.refund', { amount: total }));
    lines.push(
      '',
      t('mail.booking.viewOrder', { url: `${deps.publicBaseUrl}${paths.order(lang, order.transactionId)}` }),
      '',
      t('mail.common.signature'),
    );
    const subjectKey = kind === 'booking' ? 'mail.booking.subject' : 'mail.cancellation.subject';
    const text = lines.join('\n');
    await deps.mailer.send({
      to: order.bookerEmail,
      subject: t(subjectKey, { confirmationNumber: order.confirmationNumber, hotel: detail.hotel.name }),
      text,
      html: `<div style="font-family:sans-serif;white-space:pre-line">${escapeHtml(text)}</div>`,
    });
  }

  return {
    booked: (transactionId: string) => compose(transactionId, 'booking'),
    cancelled: (transactionId: string) => compose(transactionId, 'cancellation'),
  };
}
