import { adminPaths } from '@hotel/contract/routes';
import type { AdjustmentRequest } from '@hotel/contract/schemas/admin-members';
import { Link } from 'react-router';
import { useAdjustmentDecision, usePendingAdjustments } from '../../../features/admin/members/membersApi.ts';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** Hotel managers' corrections above their caps, for a group administrator to approve or reject. */
export function PendingAdjustments() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const isGroupAdmin = useStaffMe().data?.role === 'groupAdmin';
  const pending = usePendingAdjustments(isGroupAdmin);
  const decide = useAdjustmentDecision();
  if (!isGroupAdmin) return null;

  const columns: Column<AdjustmentRequest>[] = [
    {
      key: 'member',
      header: t('admin.members.approvals.member'),
      render: (row) => (
        <Link to={adminPaths.member(row.memberId)} className="text-main underline">
          {row.memberName || row.cardNumber}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('admin.members.adjust.kind'),
      render: (row) => (row.kind === 'points' ? t('admin.members.points') : t('admin.members.growth')),
    },
    { key: 'delta', header: t('admin.members.delta'), numeric: true, render: (row) => format.number(row.delta) },
    { key: 'reason', header: t('admin.members.adjust.reason'), render: (row) => row.reason },
    { key: 'by', header: t('admin.members.approvals.requestedBy'), render: (row) => row.requestedByName },
    { key: 'at', header: t('admin.members.approvals.requestedAt'), render: (row) => format.instant(row.requestedAt) },
    {
      key: 'decide',
      header: t('admin.common.actions'),
      render: (row) => (
        <span className="flex gap-2">
          {[true, false].map((approve) => (
            <button
              key={String(approve)}
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ requestId: row.requestId, approve })}
              data-testid={approve ? 'adjustment-approve' : 'adjustment-reject'}
              className="rounded-md border border-border px-3 py-1 text-sm hover:bg-surface"
            >
              {approve ? t('admin.members.approvals.approve') : t('admin.members.approvals.reject')}
            </button>
          ))}
        </span>
      ),
    },
  ];

  return (
    <section
      aria-labelledby="pending-adjustments-title"
      className="flex flex-col gap-2"
      data-testid="pending-adjustments"
    >
      <h2 id="pending-adjustments-title" className="font-semibold">
        {t('admin.members.approvals.title')}
      </h2>
      <AdminError error={pending.error ?? decide.error} />
      {pending.data && pending.data.list.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.members.approvals.empty')}</p>
      ) : null}
      {pending.data && pending.data.list.length > 0 ? (
        <DataTable
          caption={t('admin.members.approvals.title')}
          columns={columns}
          rows={pending.data.list}
          rowKey={(row) => String(row.requestId)}
          testId="pending-adjustments-table"
        />
      ) : null}
    </section>
  );
}
