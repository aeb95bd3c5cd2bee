import { inLanguage } from '@hotel/contract/localizedText';
import type { AuditActions, AuditEntry, AuditPage as AuditPageData, AuditQuery } from '@hotel/contract/schemas/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { HotelField, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { SectionHeader } from '../SectionHeader.tsx';

type Filters = Required<Pick<AuditQuery, 'entityId' | 'action' | 'hotelCode' | 'from' | 'to'>>;

const EMPTY: Filters = { entityId: '', action: '', hotelCode: '', from: '', to: '' };

/** A before / after value, as readable JSON, folded away until asked for. */
function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary className="cursor-pointer text-main">{t('admin.audit.showChange')}</summary>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold text-muted">{t(`admin.audit.${side}`)}</p>
            <pre className="max-h-64 max-w-md overflow-auto rounded bg-surface p-2 text-xs">
              {entry[side] === null || entry[side] === undefined ? '—' : JSON.stringify(entry[side], null, 2)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/** The audit log: who changed what, when, with the state before and after; filtered and paged. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  /** The action in the reader's language ("Hotel updated"); an action without a text yet says so, with its key. */
  const actionLabel = (action: string) => {
    const key = `admin.audit.actions.${action.replaceAll('.', '_')}`;
    return i18n.exists(key) ? t(key) : t('admin.audit.actions.other', { action });
  };
  const format = useFormat({ isFloat: true });
  const form = useForm<Filters>({ defaultValues: EMPTY });
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const audit = useAdminQuery<AuditPageData>('/audit', { ...filters, page, pageSize: 20 });
  const actions = useAdminQuery<AuditActions>('/audit/actions').data?.actions ?? [];
  const language = useLanguage();
  const hotels = useStaffHotels().data ?? [];
  const hotelName = (code: string | null) =>
    code === null ? '' : inLanguage(hotels.find((hotel) => hotel.hotelCode === code)?.name, language) || code;

  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (row) => format.instant(row.at) },
    { key: 'staff', header: t('admin.audit.staff'), render: (row) => `${row.staffName} <${row.staffEmail}>` },
    {
      key: 'action',
      header: t('admin.audit.action'),
      render: (row) => <span title={row.action}>{actionLabel(row.action)}</span>,
    },
    {
      key: 'entity',
      header: t('admin.audit.entity'),
      // The name staff know it by; the id stays in the tooltip for the filter.
      render: (row) => (
        <span title={`${row.entityType} ${row.entityId}`} data-testid="audit-entity">
          {row.entityName ?? `${row.entityType} ${row.entityId}`}
        </span>
      ),
    },
    { key: 'hotel', header: t('admin.common.hotel'), render: (row) => hotelName(row.hotelCode) },
    { key: 'change', header: t('admin.audit.change'), render: (row) => <Change entry={row} /> },
  ];

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.audit')} />
      <Form
        form={form}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(draft) => {
          setPage(1);
          setFilters(draft);
        }}
      >
        <SelectField
          // Mounted again when the actions arrive, so a chosen one shows.
          key={actions.length}
          name="action"
          label={t('admin.audit.action')}
          placeholder={t('admin.common.all')}
          options={actions.map((action) => ({ value: action, label: actionLabel(action) }))}
          data-testid="audit-action"
        />
        <HotelField />
        <TextField name="entityId" label={t('admin.audit.entityId')} />
        <TextField name="from" type="date" label={t('admin.common.from')} />
        <TextField name="to" type="date" label={t('admin.common.to')} />
        <button type="submit" className="h-10 rounded-md bg-main px-4 text-sm font-semibold text-on-main">
          {t('admin.common.search')}
        </button>
      </Form>
      <AdminError error={audit.error} />
      {audit.data ? (
        <>
          <DataTable
            caption={t('admin.nav.audit')}
            columns={columns}
            rows={audit.data.list}
            rowKey={(row) => row.id}
            testId="audit-table"
          />
          <Pager
            page={page}
            size={audit.data.pageSize}
            total={audit.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: audit.data.total })}
            compact
          />
        </>
      ) : null}
    </section>
  );
}
