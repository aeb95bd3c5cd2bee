import { goodsOrderShipSchema } from '@hotel/contract/schemas/mall';
import { useState } from 'react';
import type { MallOrderRow } from '../../../features/admin/mall/mallAdminApi.ts';
import { usePaidMallOrders, useShipMallOrder } from '../../../features/admin/mall/shippingAdminApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Pager } from '../../../ui/Pager.tsx';

/** The carrier and tracking number of one order's parcel; the buyer is told by e-mail and on the order page. */
function ShipForm({ order }: { order: MallOrderRow }) {
  const { t } = useTranslation();
  const ship = useShipMallOrder();
  const form = useContractForm(goodsOrderShipSchema, { carrier: '', trackingNumber: '' });
  return (
    <Form
      form={form}
      onSubmit={(parcel) => ship.mutate({ orderId: order.orderId, ...parcel })}
      className="flex flex-wrap items-end gap-2"
      aria-label={t('admin.mall.shipTitle', { order: order.orderId })}
      data-testid={`ship-${order.orderId}`}
    >
      <TextField name="carrier" label={t('admin.mall.carrier')} maxLength={60} className="w-40" />
      <TextField name="trackingNumber" label={t('admin.mall.trackingNumber')} maxLength={40} className="w-48" />
      <button type="submit" className={smallButtonClass} disabled={ship.isPending}>
        {t('admin.mall.ship')}
      </button>
      <AdminError error={ship.error} />
    </Form>
  );
}

/** Where physical goods are (to ship, shipped with their parcel) as the buyer sees it. */
function stateOf(order: MallOrderRow, t: (key: string, values?: Record<string, string>) => string) {
  if (order.shipment)
    return `${t('admin.mall.fulfilment.shipped')}: ${order.shipment.carrier} ${order.shipment.trackingNumber}`;
  return order.fulfilment
    ? t(`admin.mall.fulfilment.${order.fulfilment}`)
    : t(`enums.goodsOrderStatus.${order.status}`);
}

/** Paid orders with physical goods: ship those to ship (carrier, tracking number); see those on their way. */
export function MallShipping() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [page, setPage] = useState(1);
  const orders = usePaidMallOrders(page);
  const rows = (orders.data?.list ?? []).filter((row) => row.fulfilment !== null);
  const columns: Column<MallOrderRow>[] = [
    { key: 'id', header: t('admin.mall.order'), render: (row) => row.orderId },
    { key: 'paid', header: t('admin.audit.at'), render: (row) => format.instant(row.paidAt ?? row.createdAt) },
    {
      key: 'lines',
      header: t('admin.mall.lines'),
      render: (row) => row.lines.map((line) => `${line.name} ${line.specText} × ${line.quantity}`).join('; '),
    },
    {
      key: 'address',
      header: t('admin.mall.address'),
      render: (row) =>
        row.address
          ? [
              row.address.name,
              `+${row.address.mobileCountryNumber} ${row.address.phone}`,
              row.address.region,
              row.address.detail,
              row.address.postalCode,
            ]
              .filter(Boolean)
              .join(', ')
          : '',
    },
    { key: 'state', header: t('admin.common.status'), render: (row) => stateOf(row, t) },
    {
      key: 'actions',
      header: t('admin.common.actions'),
      render: (row) => (row.fulfilment === 'toShip' ? <ShipForm order={row} /> : null),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <AdminError error={orders.error} />
      {orders.data ? (
        <>
          <DataTable
            caption={t('admin.mall.tabs.shipping')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.orderId}
            testId="mall-shipping"
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
