import { INVOICE_STATUSES, type InvoiceRequest, type InvoiceStatus } from '@hotel/contract/schemas/stay';
import { useState } from 'react';
import {
  STAY_ADMIN_PAGE_SIZE,
  useInvoiceRequests,
  useIssueInvoice,
} from '../../../features/admin/stay/stayAdminApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useHotelName } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { controlClass } from '../../../ui/Field.tsx';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { SectionHeader } from '../SectionHeader.tsx';

/** Issues one request: the invoice's number, then Issue. */
function IssueForm({ request }: { request: InvoiceRequest }) {
  const { t } = useTranslation();
  const issue = useIssueInvoice();
  const [number, setNumber] = useState('');
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        issue.mutate({ requestId: request.requestId, invoiceNumber: number.trim() });
      }}
    >
      <input
        className={`${controlClass} w-44`}
        value={number}
        maxLength={40}
        onChange={(event) => setNumber(event.target.value)}
        aria-label={t('stay.admin.invoices.numberFor', { confirmation: request.confirmationNumber })}
        placeholder={t('stay.admin.invoices.number')}
        data-testid="invoice-number"
      />
      <button
        type="submit"
        className={smallButtonClass}
        disabled={issue.isPending || !number.trim()}
        data-testid="invoice-issue"
      >
        {t('stay.admin.invoices.issue')}
      </button>
      <AdminError error={issue.error} />
    </form>
  );
}

/** Invoice requests of the staff's hotels: who asked, for what title and amount; staff issue them (audited). */
export function InvoicesPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [status, setStatus] = useState<InvoiceStatus | ''>('requested');
  const [page, setPage] = useState(1);
  const requests = useInvoiceRequests(status || undefined, page);
  const hotelName = useHotelName();
  const columns: Column<InvoiceRequest>[] = [
    { key: 'at', header: t('stay.admin.invoices.requestedAt'), render: (row) => format.instant(row.requestedAt) },
    { key: 'order', header: t('stay.admin.invoices.order'), render: (row) => row.confirmationNumber },
    { key: 'hotel', header: t('stay.admin.invoices.hotel'), render: (row) => hotelName(row.hotelCode) },
    {
      key: 'title',
      header: t('stay.admin.invoices.title'),
      render: (row) => (
        <div>
          <p className="font-medium">{row.name}</p>
          <p className="text-xs text-muted">
            {t(`stay.invoice.kinds.${row.kind}`)}
            {row.taxNumber ? ` · ${row.taxNumber}` : ''} · {row.email}
          </p>
        </div>
      ),
    },
    {
      key: 'amount',
      header: t('stay.admin.invoices.amount'),
      numeric: true,
      render: (row) => format.money(row.amount.amount, row.amount.currency),
    },
    {
      key: 'status',
      header: t('stay.admin.invoices.status'),
      render: (row) =>
        row.status === 'issued' ? (
          `${t('stay.admin.invoices.statuses.issued')} · ${row.invoiceNumber}`
        ) : (
          <IssueForm request={row} />
        ),
    },
  ];
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.invoices')} />
      <p className="text-sm text-muted">{t('stay.admin.invoices.intro')}</p>
      <PlainSelectField
        label={t('stay.admin.invoices.status')}
        value={status}
        onChange={(value) => {
          setPage(1);
          setStatus((INVOICE_STATUSES as readonly string[]).includes(value) ? (value as InvoiceStatus) : '');
        }}
        className="max-w-xs"
      >
        <option value="">{t('stay.admin.invoices.all')}</option>
        {INVOICE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`stay.admin.invoices.statuses.${value}`)}
          </option>
        ))}
      </PlainSelectField>
      <AdminError error={requests.error} />
      {requests.data ? (
        <>
          <DataTable
            caption={t('admin.nav.invoices')}
            columns={columns}
            rows={requests.data.list}
            rowKey={(row) => row.requestId}
            empty={t('stay.admin.invoices.empty')}
            testId="invoice-requests"
          />
          <Pager
            page={page}
            size={STAY_ADMIN_PAGE_SIZE}
            total={requests.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: requests.data.total })}
            compact
          />
        </>
      ) : null}
    </section>
  );
}
