import { RETURN_STATUSES, type ReturnStatus } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { type ReturnRow, useDecideReturn, useMallReturns } from '../../../features/admin/mall/shippingAdminApi.ts';
import { MemberLabel } from '../../../features/admin/members/MemberLabel.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Pager } from '../../../ui/Pager.tsx';

/** Approve (refund through the payments pipeline, units back on the shelf) or reject with a note shown to the buyer. */
function Decide({ request }: { request: ReturnRow }) {
  const { t } = useTranslation();
  const decide = useDecideReturn();
  const [note, setNote] = useState('');
  if (request.status !== 'requested') return <span>{request.staffNote}</span>;
  const noteField = (
    <label className="flex flex-col gap-1 text-sm">
      {t('admin.mall.returnNote')}
      <textarea
        value={note}
        maxLength={300}
        onChange={(event) => setNote(event.target.value)}
        className="min-h-16 rounded-md border border-border bg-background p-2"
      />
    </label>
  );
  const run = (approve: boolean) =>
    decide.mutate({ requestId: request.requestId, approve, note: note.trim() || undefined });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmButton
        label={t('admin.mall.approveReturn')}
        title={t('admin.mall.approveReturnTitle')}
        onConfirm={() => run(true)}
        disabled={decide.isPending}
        variant="primary"
        testId={`return-approve-${request.orderId}`}
      >
        <p>{t('admin.mall.approveReturnText', { order: request.orderId })}</p>
        {noteField}
      </ConfirmButton>
      <ConfirmButton
        label={t('admin.mall.rejectReturn')}
        title={t('admin.mall.rejectReturnTitle')}
        onConfirm={() => run(false)}
        disabled={decide.isPending}
        testId={`return-reject-${request.orderId}`}
      >
        {noteField}
      </ConfirmButton>
      <AdminError error={decide.error} />
    </div>
  );
}

/** Buyers' requests to return received goods, open ones first. */
export function MallReturns() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const [page, setPage] = useState(1);
  const returns = useMallReturns(status || undefined, page);
  const columns: Column<ReturnRow>[] = [
    { key: 'order', header: t('admin.mall.order'), render: (row) => row.orderId },
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
      key: 'lines',
      header: t('admin.mall.lines'),
      render: (row) => row.lines.map((line) => `${line.name} ${line.specText} × ${line.quantity}`).join('; '),
    },
    { key: 'reason', header: t('admin.common.reason'), render: (row) => row.reason },
    {
      key: 'amount',
      header: t('admin.mall.orderAmount'),
      numeric: true,
      render: (row) => format.money(row.payAmount, row.currency),
    },
    { key: 'status', header: t('admin.common.status'), render: (row) => t(`admin.mall.returnStatus.${row.status}`) },
    { key: 'actions', header: t('admin.common.actions'), render: (row) => <Decide request={row} /> },
  ];
  return (
    <div className="flex flex-col gap-3">
      <PlainSelectField
        label={t('admin.common.status')}
        value={status}
        onChange={(value) => {
          setPage(1);
          setStatus(value as ReturnStatus | '');
        }}
        className="max-w-60"
      >
        <option value="">{t('admin.common.all')}</option>
        {RETURN_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.mall.returnStatus.${value}`)}
          </option>
        ))}
      </PlainSelectField>
      <AdminError error={returns.error} />
      {returns.data ? (
        <>
          <DataTable
            caption={t('admin.mall.tabs.returns')}
            columns={columns}
            rows={returns.data.list}
            rowKey={(row) => row.requestId}
            testId="mall-returns"
          />
          <Pager
            page={page}
            size={returns.data.size}
            total={returns.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: returns.data.total })}
            compact
          />
        </>
      ) : null}
    </div>
  );
}
