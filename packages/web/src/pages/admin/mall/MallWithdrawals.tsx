import { type AdminWithdrawalRow, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { useDecideWithdrawal, useMallWithdrawals } from '../../../features/admin/mall/mallAdminApi.ts';
import { MemberLabel, useMemberLabel } from '../../../features/admin/members/MemberLabel.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Pager } from '../../../ui/Pager.tsx';

/** Approve (taken off the member's payable commission) or reject with a note the member sees. */
function Decide({ row }: { row: AdminWithdrawalRow }) {
  const { t } = useTranslation();
  const memberLabel = useMemberLabel();
  const format = useFormat({ isFloat: true });
  const decide = useDecideWithdrawal();
  const [note, setNote] = useState('');
  if (row.status !== 'requested') return <span>{row.staffNote}</span>;
  const noteField = (
    <label className="flex flex-col gap-1 text-sm">
      {t('admin.mall.withdrawalNote')}
      <textarea
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-16 rounded-md border border-border bg-background p-2"
      />
    </label>
  );
  const run = (approve: boolean) =>
    decide.mutate({ withdrawalId: row.withdrawalId, approve, note: note.trim() || undefined });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        label={t('admin.mall.approveWithdrawal')}
        title={t('admin.mall.approveWithdrawal')}
        onConfirm={() => run(true)}
        disabled={decide.isPending}
        variant="primary"
        testId={`withdrawal-approve-${row.withdrawalId}`}
      >
        <p>
          {t('admin.mall.approveWithdrawalText', {
            amount: format.money(row.amount, row.currency),
            member: memberLabel(row.memberName, row.memberCardNo, row.memberTier),
          })}
        </p>
        {noteField}
      </ConfirmButton>
      <ConfirmButton
        label={t('admin.mall.rejectWithdrawal')}
        title={t('admin.mall.rejectWithdrawal')}
        onConfirm={() => run(false)}
        disabled={decide.isPending}
        testId={`withdrawal-reject-${row.withdrawalId}`}
      >
        {noteField}
      </ConfirmButton>
      <AdminError error={decide.error} />
    </div>
  );
}

/** Distributors' requests to withdraw payable commission, open ones first. */
export function MallWithdrawals() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [status, setStatus] = useState<WithdrawalStatus | ''>('requested');
  const [page, setPage] = useState(1);
  const withdrawals = useMallWithdrawals(status || undefined, page);
  const columns: Column<AdminWithdrawalRow>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (row) => format.instant(row.createdAt) },
    {
      key: 'member',
      header: t('admin.reservations.member'),
      render: (row) => (
        <MemberLabel
          memberId={row.memberId}
          name={row.memberName}
          cardNumber={row.memberCardNo}
          tier={row.memberTier}
        />
      ),
    },
    {
      key: 'amount',
      header: t('admin.mall.withdrawalAmount'),
      numeric: true,
      render: (row) => format.money(row.amount, row.currency),
    },
    {
      key: 'payable',
      header: t('admin.mall.payableNow'),
      numeric: true,
      render: (row) => format.money(row.payable, row.currency),
    },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (row) => t(`admin.mall.withdrawalStatus.${row.status}`),
    },
    { key: 'actions', header: t('admin.common.actions'), render: (row) => <Decide row={row} /> },
  ];
  return (
    <div className="flex flex-col gap-3">
      <PlainSelectField
        label={t('admin.common.status')}
        value={status}
        onChange={(value) => {
          setPage(1);
          setStatus((WITHDRAWAL_STATUSES as readonly string[]).includes(value) ? (value as WithdrawalStatus) : '');
        }}
        className="max-w-60"
      >
        <option value="">{t('admin.common.all')}</option>
        {WITHDRAWAL_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.mall.withdrawalStatus.${value}`)}
          </option>
        ))}
      </PlainSelectField>
      <AdminError error={withdrawals.error} />
      {withdrawals.data ? (
        <>
          <DataTable
            caption={t('admin.mall.tabs.withdrawals')}
            columns={columns}
            rows={withdrawals.data.list}
            rowKey={(row) => row.withdrawalId}
            testId="mall-withdrawals"
          />
          <Pager
            page={page}
            size={withdrawals.data.size}
            total={withdrawals.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: withdrawals.data.total })}
            compact
          />
        </>
      ) : null}
    </div>
  );
}
