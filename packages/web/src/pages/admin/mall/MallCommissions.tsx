import { COMMISSION_STATUSES, type CommissionStatus } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import { type MallCommissionRow, useMallCommissions } from '../../../features/admin/mall/mallAdminApi.ts';
import { MemberLabel } from '../../../features/admin/members/MemberLabel.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
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
    {
      key: 'referrer',
      header: t('admin.mall.referrer'),
      render: (row) => (
        <MemberLabel
          memberId={row.referrerMemberId}
          name={row.referrerName}
          cardNumber={row.referrerCardNo}
          tier={row.referrerTier}
        />
      ),
    },
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
      <PlainSelectField
        label={t('admin.common.status')}
        value={status}
        onChange={(value) => {
          setPage(1);
          setStatus(isStatus(value) ? value : '');
        }}
        className="max-w-xs"
      >
        <option value="">{t('admin.common.all')}</option>
        {COMMISSION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.mall.commissionStatus.${value}`)}
          </option>
        ))}
      </PlainSelectField>
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
