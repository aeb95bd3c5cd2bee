import type { OrderDetail } from '@hotel/contract/schemas/order';
import { AFTER_STAY_STATUSES, RECEIPT_STATUSES } from '@hotel/contract/schemas/stay';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useMember } from '../member/useMember.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { InvoiceRequestForm } from './InvoiceRequestForm.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import { StayReviewForm } from './StayReviewForm.tsx';
import { invoiceStatusQuery, invoiceTitlesQuery, receiptUrl, reviewStatusQuery } from './stayApi.ts';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0"
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The invoice of the stay: the request made (and its number once issued), or the form to ask for one. */
function InvoicePart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const { member } = useMember();
  const status = useQuery(invoiceStatusQuery(language, order.transactionId));
  const titles = useQuery({ ...invoiceTitlesQuery(language), enabled: Boolean(member) });
  if (!status.data || (member && !titles.data && !titles.isError)) return null;
  const invoice = status.data.invoice;
  if (invoice)
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="invoice-status">
        <p>
          {t('stay.invoice.requested', {
            date: format.instant(invoice.requestedAt, order.hotel.timeZone),
            amount: format.money(invoice.amount.amount, invoice.amount.currency),
            email: invoice.email,
          })}
        </p>
        {invoice.invoiceNumber && invoice.issuedAt ? (
          <p className="font-semibold">
            {t('stay.invoice.issued', {
              number: invoice.invoiceNumber,
              date: format.instant(invoice.issuedAt, order.hotel.timeZone),
            })}
          </p>
        ) : null}
      </div>
    );
  if (!status.data.canRequestInvoice) return <p className="text-sm text-muted">{t('stay.invoice.notYet')}</p>;
  return (
    <InvoiceRequestForm
      transactionId={order.transactionId}
      email={order.booker.email}
      titles={titles.data ?? []}
      member={Boolean(member)}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: ['stay'] });
      }}
    />
  );
}

/** The guest's review of the stay, or the form to write it. */
function ReviewPart({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = useQuery(reviewStatusQuery(language, order.transactionId));
  if (!status.data) return null;
  const { review } = status.data;
  if (review)
    return (
      <div className="flex flex-col gap-2" data-testid="stay-review">
        {review.hidden ? <Notice>{t('stay.review.hidden')}</Notice> : null}
        <ReviewCard review={review} />
      </div>
    );
  if (!status.data.canReview) return <p className="text-sm text-muted">{t('stay.review.notYet')}</p>;
  return (
    <StayReviewForm
      transactionId={order.transactionId}
      onDone={(written) => {
        queryClient.setQueryData(reviewStatusQuery(language, order.transactionId).queryKey, {
          canReview: false,
          review: written,
        });
        void queryClient.invalidateQueries({ queryKey: ['stay', 'hotelReviews'] });
      }}
    />
  );
}

/** On the order page once the guest has arrived: the receipt, the invoice and the review of the stay. */
export function AfterStay({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!RECEIPT_STATUSES.includes(order.status)) return null;
  const after = AFTER_STAY_STATUSES.includes(order.status);
  return (
    <Card
      as="section"
      aria-labelledby="after-stay-title"
      className="flex flex-col gap-4 p-4 sm:p-6"
      data-testid="after-stay"
    >
      <h2 id="after-stay-title" className="text-lg font-semibold">
        {t('stay.after.title')}
      </h2>
      <Part id="receipt-title" title={t('stay.receipt.title')}>
        <a
          href={receiptUrl(language, order.transactionId)}
          download
          className={buttonClass('secondary', 'self-start')}
          data-testid="receipt-download"
        >
          {t('stay.receipt.download')}
        </a>
      </Part>
      <Part id="invoice-title" title={t('stay.invoice.title')}>
        {after ? <InvoicePart order={order} /> : <p className="text-sm text-muted">{t('stay.invoice.notYet')}</p>}
      </Part>
      <Part id="review-title" title={t('stay.review.title')}>
        {after ? <ReviewPart order={order} /> : <p className="text-sm text-muted">{t('stay.review.notYet')}</p>}
      </Part>
    </Card>
  );
}
