import { COMMISSION_STATUSES, type CommissionStatus } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { type MallCommissionRow, useMallCommissions } from '../../../features/admin/mall/mallAdminApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { Choosers } from '../../../features/admin/ui/Choosers.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { Pager } from '../../../ui/Pager.tsx';

const isStatus = (value: string): value is CommissionStatus =>
  (COMMISSION_STATUSES as readonly string[]).includes(value);

/** Commissions earned by referring members: order, amounts, state and when they become payable. */
export function MallCommissions() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [status, setStatus] = useState<CommissionStatus | ''>('');
  const [page, setPage] = useState(1);
  const commissions = useMallCommissions(status || undefined, page);
  const columns: Column<MallCommissionRow>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (row) => format.instant(row.createdAt) },
    { key: 'referrer', header: t('admin.mall.referrer'), render: (row) => row.referrerMemberId },
    { key: 'order', header: t('admin.mall.order'), render: (row) => `${row.orderId} · ${row.goodsName}` },
    {
      key: 'paid',
      header: t('admin.mall.paid'),
      numeric: true,
      render: (row) => format.money(row.paidAmount, row.currency),
    },
    {
      key: 'commission',
      header: t('admin.mall.commission'),
      numeric: true,
      render: (row) => format.money(row.commission, row.currency),
    },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (row) => t(`admin.mall.commissionStatus.${row.status}`),
    },
    { key: 'payable', header: t('admin.mall.payableAt'), render: (row) => format.instant(row.payableAt) },
  ];
  return (
    <div className="flex flex-col gap-3">
      <Choosers
        values={{ status }}
        onChange={(chosen) => {
          setPage(1);
          setStatus(isStatus(chosen.status) ? chosen.status : '');
        }}
      >
        <SelectField
          name="status"
          label={t('admin.common.status')}
          placeholder={t('admin.common.all')}
          options={COMMISSION_STATUSES.map((value) => ({ value, label: t(`admin.mall.commissionStatus.${value}`) }))}
          className="max-w-xs"
        />
      </Choosers>
      <AdminError error={commissions.error} />
      {commissions.data ? (
        <>
          <DataTable
            caption={t('admin.mall.tabs.commissions')}
            columns={columns}
            rows={commissions.data.list}
            rowKey={(row) => row.commissionId}
            testId="mall-commissions"
          />
          <Pager
            page={page}
            size={commissions.data.size}
            total={commissions.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: commissions.data.total })}
            compact
          />
        </>
      ) : null}
    </div>
  );
}
