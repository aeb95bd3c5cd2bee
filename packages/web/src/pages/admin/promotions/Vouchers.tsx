import type { AdminVoucher, AdminVoucherPage, VoucherQuery } from '@hotel/contract/schemas/admin-promotions';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MemberLabel } from '../../../features/admin/members/MemberLabel.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Pager } from '../../../ui/Pager.tsx';

type Filters = Pick<VoucherQuery, 'templateCode' | 'status' | 'memberId'>;

/** Issued vouchers and coupons: by template, state and member. */
export function Vouchers() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const form = useForm({ defaultValues: { templateCode: '', status: '', memberId: '' } });
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const vouchers = useAdminQuery<AdminVoucherPage>('/vouchers', { ...filters, page, pageSize: 20 });
  const columns: Column<AdminVoucher>[] = [
    { key: 'code', header: t('admin.promotions.voucherCode'), render: (row) => row.couponCode },
    { key: 'template', header: t('admin.promotions.template'), render: (row) => row.templateCode },
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
    { key: 'source', header: t('admin.promotions.source'), render: (row) => row.activityCode ?? row.source },
    {
      key: 'valid',
      header: t('admin.catalog.valid'),
      render: (row) => `${format.date(row.validFrom.slice(0, 10))} – ${format.date(row.validTo.slice(0, 10))}`,
    },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (row) =>
        row.status === 'used' || row.status === 'unused' ? t(`admin.promotions.status.${row.status}`) : row.status,
    },
    { key: 'order', header: t('admin.members.order'), render: (row) => row.transactionId ?? '' },
    { key: 'issued', header: t('admin.promotions.issuedAt'), render: (row) => format.instant(row.issuedAt) },
  ];
  return (
    <div className="flex flex-col gap-3">
      <Form
        form={form}
        aria-label={t('admin.promotions.findVouchers')}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(draft) => {
          setPage(1);
          setFilters({
            templateCode: draft.templateCode.trim() || undefined,
            status: draft.status === 'used' || draft.status === 'unused' ? draft.status : undefined,
            memberId: draft.memberId.trim() || undefined,
          });
        }}
      >
        <TextField name="templateCode" label={t('admin.promotions.template')} />
        <SelectField
          name="status"
          label={t('admin.common.status')}
          placeholder={t('admin.common.all')}
          options={(['unused', 'used'] as const).map((value) => ({
            value,
            label: t(`admin.promotions.status.${value}`),
          }))}
        />
        <TextField name="memberId" label={t('admin.mall.memberReference')} />
        <button type="submit" className="h-10 rounded-md bg-main px-4 text-sm font-semibold text-on-main">
          {t('admin.common.search')}
        </button>
      </Form>
      <AdminError error={vouchers.error} />
      {vouchers.data ? (
        <>
          <DataTable
            caption={t('admin.promotions.tabs.vouchers')}
            columns={columns}
            rows={vouchers.data.list}
            rowKey={(row) => row.couponId}
            testId="voucher-table"
          />
          <Pager
            page={page}
            size={vouchers.data.pageSize}
            total={vouchers.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: vouchers.data.total })}
            compact
          />
        </>
      ) : null}
    </div>
  );
}
