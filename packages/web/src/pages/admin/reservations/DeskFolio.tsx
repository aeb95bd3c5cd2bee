import { formatAmount } from '@hotel/contract/money';
import {
  DESK_PAYMENT_METHODS,
  type DeskPaymentInput,
  deskPaymentInputSchema,
  type Folio,
  type FolioChargeInput,
  type FolioEntry,
  folioChargeInputSchema,
} from '@hotel/contract/schemas/admin-desk';
import { useDeskPayment, useFolio, useFolioCharge, useFolioVoid } from '../../../features/admin/desk/folioApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';

/** The balance in words: to pay, nothing, or (after an early departure repriced a paid stay) owed back. */
function balanceText(
  folio: Folio,
  money: (amount: number) => string,
  t: (key: string, values?: Record<string, string>) => string,
) {
  if (folio.balance > 0) return money(folio.balance);
  return folio.balance < 0 ? t('admin.desk.owed', { amount: money(-folio.balance) }) : t('admin.desk.nothingToPay');
}

/** What is left to pay, or that nothing is: the reservation's "To pay" line reads the folio. */
export function FolioBalance({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const folio = useFolio(transactionId).data;
  if (!folio) return null;
  return (
    <span data-testid="folio-balance" data-balance={folio.balance}>
      {balanceText(folio, (amount) => format.money(amount, folio.currency), t)}
    </span>
  );
}

function ChargeForm({ folio }: { folio: Folio }) {
  const { t } = useTranslation();
  const charge = useFolioCharge(folio.transactionId);
  const form = useContractForm(folioChargeInputSchema, { description: '', amount: '', currency: folio.currency });
  const submit = (input: FolioChargeInput) =>
    charge.mutate(input, {
      onSuccess: () => form.reset({ description: '', amount: '', currency: folio.currency }),
      onError: (error) => applyServerErrors(form, error, t),
    });
  return (
    <Form form={form} onSubmit={submit} data-testid="folio-charge" className="flex flex-wrap items-end gap-2">
      <TextField name="description" label={t('admin.desk.description')} maxLength={120} className="min-w-48 flex-1" />
      <TextField
        name="amount"
        label={t('admin.desk.amountIn', { currency: folio.currency })}
        inputMode="decimal"
        className="w-36"
      />
      <Button type="submit" variant="secondary" disabled={charge.isPending}>
        {t('admin.desk.addCharge')}
      </Button>
      <AdminError error={charge.error} />
    </Form>
  );
}

function PaymentForm({ folio }: { folio: Folio }) {
  const { t } = useTranslation();
  const pay = useDeskPayment(folio.transactionId);
  const balance = formatAmount(folio.balance, { currency: folio.currency, isFloat: true }).replace(/,/g, '');
  const empty = { method: 'card', amount: balance, currency: folio.currency, note: '' };
  const form = useContractForm(deskPaymentInputSchema, empty);
  const submit = (input: DeskPaymentInput) =>
    pay.mutate(input, { onError: (error) => applyServerErrors(form, error, t) });
  return (
    <Form form={form} onSubmit={submit} data-testid="folio-payment" className="flex flex-wrap items-end gap-2">
      <SelectField
        name="method"
        label={t('admin.desk.method')}
        options={DESK_PAYMENT_METHODS.map((method) => ({ value: method, label: t(`admin.desk.methods.${method}`) }))}
        className="w-40"
      />
      <TextField
        name="amount"
        label={t('admin.desk.amountIn', { currency: folio.currency })}
        inputMode="decimal"
        className="w-36"
      />
      <TextField name="note" label={t('admin.desk.slip')} maxLength={120} className="min-w-40 flex-1" />
      <Button type="submit" disabled={pay.isPending}>
        {t('admin.desk.takePayment')}
      </Button>
      <AdminError error={pay.error} />
    </Form>
  );
}

/**
 * The stay's folio at the desk: totals, extras and payments (voidable), and the forms that add them. Its
 * times are the hotel's (`timeZone`), as every time of the reservation is.
 */
export function DeskFolio({ transactionId, timeZone }: { transactionId: string; timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const query = useFolio(transactionId);
  const voiding = useFolioVoid(transactionId);
  const folio = query.data;
  if (!folio) return <AdminError error={query.error} />;
  const money = (amount: number) => format.money(amount, folio.currency);
  const columns: Column<FolioEntry>[] = [
    { key: 'at', header: t('admin.audit.at'), render: (row) => format.instant(row.createdAt, timeZone) },
    {
      key: 'what',
      header: t('admin.desk.entry'),
      render: (row) =>
        row.kind === 'charge'
          ? row.description
          : [t(`admin.desk.methods.${row.method ?? 'cash'}`), row.description].filter(Boolean).join(' · '),
    },
    {
      key: 'amount',
      header: t('admin.desk.amount'),
      render: (row) => (
        <span className={`whitespace-nowrap ${row.voidedAt ? 'text-muted line-through' : ''}`}>
          {row.kind === 'payment' ? `− ${money(row.amount)}` : money(row.amount)}
        </span>
      ),
    },
    { key: 'staff', header: t('admin.audit.staff'), render: (row) => row.staffName },
    {
      key: 'void',
      header: t('admin.common.status'),
      render: (row) =>
        row.voidedAt ? (
          t('admin.desk.voided', { name: row.voidedByName ?? '', at: format.instant(row.voidedAt, timeZone) })
        ) : folio.open ? (
          <ConfirmButton
            label={t('admin.desk.void')}
            title={t('admin.desk.voidTitle')}
            disabled={voiding.isPending}
            onConfirm={() => voiding.mutate({ entryId: row.id })}
            testId={`folio-void-${row.id}`}
          >
            {t('admin.desk.voidText', { entry: row.description || t(`admin.desk.methods.${row.method ?? 'cash'}`) })}
          </ConfirmButton>
        ) : null,
    },
  ];
  return (
    <section
      aria-labelledby="desk-folio"
      data-testid="desk-folio"
      className="flex flex-col gap-3 rounded-md border border-border bg-background p-4"
    >
      <h2 id="desk-folio" className="font-semibold">
        {t('admin.desk.folio')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted">{t('admin.desk.dueFromBooking')}</dt>
          <dd className="whitespace-nowrap">{money(folio.dueFromBooking)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('admin.desk.charges')}</dt>
          <dd className="whitespace-nowrap">{money(folio.charges)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('admin.desk.payments')}</dt>
          <dd className="whitespace-nowrap">{money(folio.payments)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-muted">{t('admin.desk.balance')}</dt>
          <dd className="font-semibold whitespace-nowrap" data-testid="folio-balance-total">
            {balanceText(folio, money, t)}
          </dd>
        </div>
      </dl>
      {folio.entries.length ? (
        <DataTable
          caption={t('admin.desk.folio')}
          columns={columns}
          rows={folio.entries}
          rowKey={(row) => String(row.id)}
          testId="folio-entries"
        />
      ) : null}
      <AdminError error={voiding.error} />
      {folio.open ? (
        <>
          <ChargeForm folio={folio} />
          {folio.balance > 0 ? <PaymentForm key={folio.balance} folio={folio} /> : null}
        </>
      ) : (
        <p className="text-sm text-muted">{t('admin.desk.closed')}</p>
      )}
    </section>
  );
}
