import { adminPaths } from '@hotel/contract/routes';
import type { AdminMemberSummary } from '@hotel/contract/schemas/admin-members';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type MemberFilters, membersCsvUrl, useMembers } from '../../../features/admin/members/membersApi.ts';
import { memberName, memberPhone } from '../../../features/admin/members/memberText.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { CsvLink } from '../../../features/admin/ui/CsvLink.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { PendingAdjustments } from './PendingAdjustments.tsx';

/** Member search: by name, e-mail, phone, card number or user name; locked accounts only on request. */
export function MembersPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const form = useForm({ defaultValues: { q: '', lockedOnly: false } });
  const [filters, setFilters] = useState<MemberFilters>({});
  const [page, setPage] = useState(1);
  const members = useMembers(filters, page);

  const columns: Column<AdminMemberSummary>[] = [
    {
      key: 'card',
      header: t('admin.members.cardNumber'),
      render: (row) => (
        <Link to={adminPaths.member(row.memberId)} className="font-semibold text-main underline">
          {row.cardNumber}
        </Link>
      ),
    },
    { key: 'name', header: t('admin.common.name'), render: memberName },
    { key: 'email', header: t('admin.signIn.email'), render: (row) => row.email ?? '' },
    { key: 'phone', header: t('admin.members.phone'), render: memberPhone },
    { key: 'points', header: t('admin.members.points'), numeric: true, render: (row) => format.number(row.points) },
    {
      key: 'locked',
      header: t('admin.common.status'),
      render: (row) =>
        row.locked ? (
          <span className="font-semibold text-danger">
            {t('admin.members.lockedUntil', { at: format.instant(row.lockedUntil) })}
          </span>
        ) : (
          t('admin.members.active')
        ),
    },
    { key: 'since', header: t('admin.members.since'), render: (row) => format.instant(row.createdAt) },
  ];

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.members')}>
        <CsvLink href={membersCsvUrl(filters)} testId="members-csv" />
      </SectionHeader>
      <Form
        form={form}
        aria-label={t('admin.members.searchLabel')}
        data-testid="member-search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={({ q, lockedOnly }) => {
          setPage(1);
          setFilters({ q: q.trim() || undefined, lockedOnly: lockedOnly || undefined });
        }}
      >
        <TextField label={t('admin.members.query')} name="q" type="search" maxLength={100} className="min-w-64" />
        <div className="flex h-10 items-center">
          <CheckboxField name="lockedOnly" label={t('admin.members.lockedOnly')} />
        </div>
        <button type="submit" className="h-10 rounded-md bg-main px-4 text-sm font-semibold text-on-main">
          {t('admin.common.search')}
        </button>
      </Form>
      <AdminError error={members.error} />
      {members.data ? (
        <>
          <DataTable
            caption={t('admin.nav.members')}
            columns={columns}
            rows={members.data.list}
            rowKey={(row) => row.memberId}
            testId="member-table"
          />
          <Pager
            page={page}
            size={members.data.pageSize}
            total={members.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: members.data.total })}
            compact
          />
        </>
      ) : null}
      <PendingAdjustments />
    </section>
  );
}
