import { isLanguage, type Language } from '@hotel/contract/languages';
import { API_PREFIX, paths } from '@hotel/contract/routes';
import type { InvoiceRequest } from '@hotel/contract/schemas/stay';
import type { Translate } from '@hotel/i18n/catalog';
import type { Mailer } from '../../platform/mail.ts';
import { type MailRow, renderMail } from '../../platform/mail-layout.ts';
import type { StayReads } from '../booking/booking.module.ts';
import { receiptFormat } from './receipt.pdf.ts';

export type InvoiceMailKind = 'received' | 'issued';

/**
 * The guest's mails about an invoice, to the address given with the request and in the language the
 * stay was booked in: the request received, then the invoice issued with its number and the receipt link.
 */
export function createInvoiceMails(deps: {
  stays: StayReads;
  mailer: Mailer;
  translators: Record<Language, Translate>;
  publicBaseUrl: string;
  now: () => Date;
}) {
  async function send(invoice: InvoiceRequest, kind: InvoiceMailKind) {
    const order = await deps.stays.findOrder(invoice.transactionId);
    if (!order) return;
    const lang: Language = isLanguage(order.language) ? order.language : 'en-US';
    const t = deps.translators[lang];
    const detail = await deps.stays.detail(order, lang, deps.now());
    const format = receiptFormat(lang, invoice.amount.currency);
    const orderUrl = `${deps.publicBaseUrl}${paths.order(lang, order.transactionId)}`;
    const receiptUrl = `${deps.publicBaseUrl}${API_PREFIX}/${lang}/orders/${order.transactionId}/receipt.pdf`;
    const rows: MailRow[] = [
      { label: t('mail.common.confirmationNumber'), value: invoice.confirmationNumber },
      { label: t('mail.invoice.title'), value: invoice.name },
      ...(invoice.taxNumber ? [{ label: t('mail.invoice.taxNumber'), value: invoice.taxNumber }] : []),
      { label: t('mail.invoice.amount'), value: format.money(invoice.amount.amount), strong: true },
      ...(kind === 'issued' && invoice.invoiceNumber
        ? [{ label: t('mail.invoice.number'), value: invoice.invoiceNumber, strong: true }]
        : []),
    ];
    const { html, text } = renderMail({
      lang,
      brand: detail.hotel.name,
      blocks: [
        { kind: 'heading', text: t(`mail.invoice.${kind}.heading`) },
        { kind: 'paragraph', text: t('mail.common.greeting', { name: detail.booker.name }) },
        { kind: 'paragraph', text: t(`mail.invoice.${kind}.body`) },
        { kind: 'table', title: t('mail.invoice.details'), rows },
        kind === 'issued'
          ? { kind: 'button', label: t('mail.invoice.receipt'), href: receiptUrl }
          : { kind: 'button', label: t('mail.common.viewOrder'), href: orderUrl },
      ],
      footer: [t('mail.common.signature')],
    });
    await deps.mailer.queue({
      to: invoice.email,
      subject: t(`mail.invoice.${kind}.subject`, { number: invoice.confirmationNumber }),
      text,
      html,
    });
  }

  /** Sends after the change committed; a mail that fails never undoes the request or its issue. */
  const notify = (invoice: InvoiceRequest, kind: InvoiceMailKind) => send(invoice, kind).catch(() => undefined);
  return { notify };
}
export type InvoiceMails = ReturnType<typeof createInvoiceMails>;
