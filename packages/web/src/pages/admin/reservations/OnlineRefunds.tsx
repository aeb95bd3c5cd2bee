import { minorUnitsOf } from '@hotel/contract/money';
import {
  type PartRefundInput,
  partRefundInputSchema,
  type ReservationDetail,
} from '@hotel/contract/schemas/admin-reservations';
import type { OnlinePaid } from '@hotel/contract/schemas/order';
import { useState } from 'react';
import { usePartRefund } from '../../../features/admin/reservations/reservationsApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { errorDataOf } from '../../../lib/api/client.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';

type RefundRow = OnlinePaid['refunds'][number];
/** The server named the amount as what it refused (above what is left of the payment or of a room's share). */
const onAmount = (error: unknown) => errorDataOf(error)?.field === 'amount';
const KNOWN_REASONS = new Set(['staffRefund', 'priceLowered', 'cancelled', 'earlyDeparture']);

/** The refund form: amount in major units of the stay's currency and a reason, confirmed in a dialog first. */
function RefundForm({ reservation, online }: { reservation: ReservationDetail; online: OnlinePaid }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const money = (amount: number) => format.money(amount, online.currency);
  const refund = usePartRefund(reservation.transactionId);
  const empty = { amount: '', currency: online.currency, reason: '' };
  const form = useContractForm(partRefundInputSchema, empty);
  const [asked, setAsked] = useState<PartRefundInput | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const askedMinor = asked ? (minorUnitsOf(asked.amount, asked.currency) ?? 0) : 0;
  const confirm = () => {
    if (!asked) return;
    const amount = askedMinor;
    setAsked(null);
    refund.mutate(asked, {
      onSuccess: () => {
        setDone(amount);
        form.reset(empty);
      },
      onError: (error) => applyServerErrors(form, error, t),
    });
  };
  return (
    <>
      <Form
        form={form}
        onSubmit={(input: PartRefundInput) => {
          setDone(null);
          setAsked(input);
        }}
        data-testid="part-refund-form"
        className="flex flex-wrap items-end gap-2"
      >
        <TextField
          name="amount"
          label={t('admin.refunds.amountIn', { currency: online.currency })}
          hint={t('admin.refunds.upTo', { amount: money(online.left) })}
          inputMode="decimal"
          className="w-48"
        />
        <TextField name="reason" label={t('admin.refunds.reason')} maxLength={200} className="min-w-48 flex-1" />
        <Button type="submit" variant="secondary" disabled={refund.isPending} data-testid="part-refund-submit">
          {t('admin.refunds.submit')}
        </Button>
      </Form>
      {/* A refusal of the amount is shown once, under the amount; anything else here. */}
      {onAmount(refund.error) ? null : <AdminError error={refund.error} />}
      {done !== null && !refund.isError ? (
        <p role="status" className="text-sm text-success" data-testid="part-refund-done">
          {t('admin.refunds.done', { amount: money(done) })}
        </p>
      ) : null}
      <ModalDialog
        isOpen={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={t('admin.refunds.confirmTitle')}
        testId="part-refund-confirm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              {t('admin.common.cancel')}
            </Button>
            <Button data-testid="confirm-yes" onClick={confirm}>
              {t('admin.refunds.refund')}
            </Button>
          </>
        }
      >
        {t('admin.refunds.confirmText', {
          amount: money(askedMinor),
          number: reservation.confirmationNumber,
          left: money(Math.max(0, online.left - askedMinor)),
        })}
      </ModalDialog>
    </>
  );
}

/**
 * The reservation's online payment: what it took, each refund (part refunds by staff or a lowered price,
 * a cancellation's), what is still paid, and for hotel managers and group administrators the part refund.
 */
export function OnlineRefunds({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const online = reservation.onlinePaid;
  if (!online) return null;
  const money = (amount: number) => format.money(amount, online.currency);
  const columns: Column<RefundRow>[] = [
    {
      key: 'at',
      header: t('admin.audit.at'),
      render: (row) => (
        <time dateTime={row.at} data-testid="online-refund-at">
          {format.instant(row.at, reservation.timeZone)}
        </time>
      ),
    },
    {
      key: 'why',
      header: t('admin.refunds.reasonColumn'),
      render: (row) => t(`admin.refunds.reasons.${KNOWN_REASONS.has(row.reason ?? '') ? row.reason : 'other'}`),
    },
    {
      key: 'amount',
      header: t('admin.refunds.amount'),
      render: (row) => (
        <span className="whitespace-nowrap tabular-nums" data-testid="online-refund-amount" data-amount={row.amount}>
          {`− ${money(row.amount)}`}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('admin.refunds.status'),
      render: (row) => t(`admin.refunds.statuses.${row.status}`),
    },
  ];
  return (
    <section
      aria-labelledby="online-refunds"
      data-testid="online-refunds"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="online-refunds" className="font-semibold">
        {t('admin.refunds.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-2 text-sm min-[420px]:grid-cols-3">
        <div>
          <dt className="text-xs text-muted">{t(online.group ? 'admin.refunds.sharePaid' : 'admin.refunds.paid')}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid="online-paid">
            {money(online.paid)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('admin.refunds.refunded')}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid="online-refunded">
            {money(online.refunded)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted">{t('admin.refunds.left')}</dt>
          <dd
            className="whitespace-nowrap font-semibold tabular-nums"
            data-testid="online-left"
            data-left={online.left}
          >
            {money(online.left)}
          </dd>
        </div>
      </dl>
      {online.group ? (
        <p className="text-sm text-muted" data-testid="online-group">
          {t('admin.refunds.groupNote', {
            number: online.group.confirmationNumber,
            amount: money(online.group.paid),
          })}
        </p>
      ) : null}
      {online.refunds.length ? (
        <DataTable
          caption={t('admin.refunds.title')}
          columns={columns}
          rows={online.refunds}
          rowKey={(row) => row.refundId}
          testId="online-refund-rows"
        />
      ) : null}
      {reservation.canRefund ? <RefundForm reservation={reservation} online={online} /> : null}
    </section>
  );
}
