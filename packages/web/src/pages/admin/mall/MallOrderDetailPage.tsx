import { adminPaths } from '@hotel/contract/routes';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { type MallOrderRow, useMallOrder } from '../../../features/admin/mall/mallAdminApi.ts';
import { useMemberLabel } from '../../../features/admin/members/MemberLabel.tsx';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { addressOf } from './MallOrders.tsx';
import { CancelOrder, DeliverOrder } from './OrderActions.tsx';

type Line = MallOrderRow['lines'][number];
type Code = MallOrderRow['redemptionCodes'][number];
type Payment = NonNullable<MallOrderRow['payments']>[number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold uppercase text-muted">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One goods order: buyer, amounts, where it goes, what was bought, its codes and payments; hand over or cancel. */
export function MallOrderDetailPage() {
  const { t } = useTranslation();
  const memberLabel = useMemberLabel();
  const format = useFormat({ isFloat: true });
  const { orderId = '' } = useParams();
  const query = useMallOrder(orderId);
  const order = query.data;
  const money = (amount: number) => (order ? format.money(amount, order.currency) : '');
  const lineColumns: Column<Line>[] = [
    { key: 'name', header: t('admin.mall.goods'), render: (line) => `${line.name} ${line.specText}`.trim() },
    { key: 'kind', header: t('admin.mall.kind'), render: (line) => t(`admin.mall.kinds.${line.kind}`) },
    { key: 'quantity', header: t('admin.mall.detail.quantity'), numeric: true, render: (line) => line.quantity },
    { key: 'unit', header: t('admin.mall.price'), numeric: true, render: (line) => money(line.unitPrice) },
    { key: 'amount', header: t('admin.mall.orderAmount'), numeric: true, render: (line) => money(line.amount) },
  ];
  const codeColumns: Column<Code>[] = [
    { key: 'code', header: t('admin.mall.redeemCode'), render: (code) => code.code },
    { key: 'name', header: t('admin.mall.goods'), render: (code) => code.name },
    {
      key: 'uses',
      header: t('admin.mall.redeemUses'),
      render: (code) => t('admin.mall.detail.uses', { used: code.usesUsed, total: code.usesTotal }),
    },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (code) => t(`admin.mall.detail.codeStatus.${code.status}`),
    },
    { key: 'validTo', header: t('admin.mall.detail.validTo'), render: (code) => format.date(code.validTo) },
  ];
  const paymentColumns: Column<Payment>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (payment) => format.instant(payment.createdAt) },
    { key: 'amount', header: t('admin.mall.orderAmount'), numeric: true, render: (payment) => money(payment.amount) },
    {
      key: 'status',
      header: t('admin.common.status'),
      render: (payment) => t(`admin.mall.detail.paymentStatus.${payment.status}`),
    },
  ];

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <Link to={adminPaths.section('mall')} className="text-sm text-main underline">
        {t('admin.mall.detail.back')}
      </Link>
      {query.isPending ? <Spinner label={t('admin.common.loading')} /> : null}
      <AdminError error={query.error} />
      {order ? (
        <>
          <SectionHeader title={t('admin.mall.detail.title', { order: order.orderId })}>
            <span data-testid="mall-order-status" className="rounded-full bg-main-soft px-3 py-1 text-sm">
              {t(`enums.goodsOrderStatus.${order.status}`)}
            </span>
          </SectionHeader>
          <dl
            data-testid="mall-order-facts"
            className="grid gap-3 rounded-md border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <Fact label={t('admin.reservations.member')}>
              <Link to={adminPaths.member(order.memberId)} className="text-main underline">
                {memberLabel(order.memberName, order.memberCardNo, order.memberTier)}
              </Link>
            </Fact>
            <Fact label={t('admin.mall.detail.created')}>{format.instant(order.createdAt)}</Fact>
            <Fact label={t('admin.mall.paid')}>{order.paidAt ? format.instant(order.paidAt) : '—'}</Fact>
            <Fact label={t('admin.mall.detail.goodsAmount')}>{money(order.goodsAmount)}</Fact>
            <Fact label={t('admin.mall.detail.coupon')}>
              {order.couponCode ? `${order.couponCode} · −${money(order.couponDiscount)}` : '—'}
            </Fact>
            <Fact label={t('admin.mall.detail.points')}>
              {order.pointsUsed
                ? t('admin.mall.detail.pointsUsed', { points: order.pointsUsed, amount: money(order.pointDiscount) })
                : '—'}
            </Fact>
            <Fact label={t('admin.mall.orderAmount')}>{money(order.payAmount)}</Fact>
            <Fact label={t('admin.mall.address')}>{addressOf(order) || t('admin.mall.detail.noAddress')}</Fact>
            {order.remark ? <Fact label={t('admin.mall.detail.remark')}>{order.remark}</Fact> : null}
          </dl>
          <div className="flex flex-wrap gap-3">
            <DeliverOrder order={order} />
            <CancelOrder order={order} />
          </div>
          <Part id="mall-order-lines" title={t('admin.mall.lines')}>
            <DataTable
              caption={t('admin.mall.lines')}
              columns={lineColumns}
              rows={order.lines}
              rowKey={(line) => line.lineId}
              testId="mall-order-lines"
            />
          </Part>
          {order.redemptionCodes.length ? (
            <Part id="mall-order-codes" title={t('admin.mall.detail.codes')}>
              <DataTable
                caption={t('admin.mall.detail.codes')}
                columns={codeColumns}
                rows={order.redemptionCodes}
                rowKey={(code) => code.code}
                testId="mall-order-codes"
              />
            </Part>
          ) : null}
          {order.payments?.length ? (
            <Part id="mall-order-payments" title={t('admin.mall.detail.payments')}>
              <DataTable
                caption={t('admin.mall.detail.payments')}
                columns={paymentColumns}
                rows={order.payments}
                rowKey={(payment) => payment.paymentId}
                testId="mall-order-payments"
              />
            </Part>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
