import { GoodsOrderStatus } from '@hotel/contract/enums';
import { adminPaths } from '@hotel/contract/routes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type MallOrderRow, useMallOrders } from '../../../features/admin/mall/mallAdminApi.ts';
import { MemberLabel } from '../../../features/admin/members/MemberLabel.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { CancelOrder, DeliverOrder } from './OrderActions.tsx';

/** Where physical goods go: name, phone and address as the buyer gave them. */
export function addressOf(order: MallOrderRow): string {
  const address = order.address;
  if (!address) return '';
  return [
    address.name,
    `+${address.mobileCountryNumber} ${address.phone}`,
    address.region,
    address.detail,
    address.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Orders of the mall, newest first, by status or member; cancel (and refund) from the list. */
export function MallOrders() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const form = useForm({ defaultValues: { status: '', memberId: '' } });
  const [filters, setFilters] = useState<{ status?: number; memberId?: string }>({});
  const [page, setPage] = useState(1);
  const orders = useMallOrders(filters.status, filters.memberId, page);
  const columns: Column<MallOrderRow>[] = [
    {
      key: 'id',
      header: t('admin.mall.order'),
      render: (row) => (
        <Link to={adminPaths.mallOrder(row.orderId)} className="font-semibold text-main underline">
          {row.orderId}
        </Link>
      ),
    },
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
    { key: 'status', header: t('admin.common.status'), render: (row) => t(`enums.goodsOrderStatus.${row.status}`) },
    {
      key: 'pay',
      header: t('admin.mall.orderAmount'),
      numeric: true,
      render: (row) => format.money(row.payAmount, row.currency),
    },
    { key: 'address', header: t('admin.mall.address'), render: addressOf },
    {
      key: 'actions',
      header: t('admin.common.actions'),
      render: (row) => (
        <div className="flex flex-col gap-2">
          <DeliverOrder order={row} />
          <CancelOrder order={row} />
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <Form
        form={form}
        className="flex flex-wrap items-end gap-3"
        aria-label={t('admin.mall.findOrders')}
        onSubmit={({ status, memberId }) => {
          setPage(1);
          setFilters({ status: status === '' ? undefined : Number(status), memberId: memberId.trim() || undefined });
        }}
      >
        <SelectField
          name="status"
          label={t('admin.common.status')}
          placeholder={t('admin.common.all')}
          options={Object.values(GoodsOrderStatus).map((value) => ({
            value: String(value),
            label: t(`enums.goodsOrderStatus.${value}`),
          }))}
        />
        <TextField name="memberId" label={t('admin.mall.memberReference')} maxLength={64} />
        <button type="submit" className="h-10 rounded-md bg-main px-4 text-sm font-semibold text-on-main">
          {t('admin.common.search')}
        </button>
      </Form>
      <AdminError error={orders.error} />
      {orders.data ? (
        <>
          <DataTable
            caption={t('admin.mall.tabs.orders')}
            columns={columns}
            rows={orders.data.list}
            rowKey={(row) => row.orderId}
            testId="mall-orders"
          />
          <Pager
            page={page}
            size={orders.data.size}
            total={orders.data.total}
            onPage={setPage}
            summary={t('admin.pager.total', { total: orders.data.total })}
            compact
          />
        </>
      ) : null}
    </div>
  );
}
