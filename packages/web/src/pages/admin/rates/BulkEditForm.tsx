import { minorUnitsOf } from '@hotel/contract/money';
import type { Calendar, CalendarBulkEdit, RestrictionName } from '@hotel/contract/schemas/admin-inventory';
import { calendarBulkEditSchema } from '@hotel/contract/schemas/admin-inventory';
import { V } from '@hotel/contract/validation';
import { type MouseEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { refusedNightsOf, useCalendarEdit } from '../../../features/admin/rates/calendarApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { CheckboxListField, DateRangeFields, WeekdayPicker } from '../../../features/admin/ui/fields.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';

/** The restrictions of a rate plan, set (`on`) or lifted, as operations of the form. */
const RESTRICTION_OPERATIONS = {
  stopSell: ['stopSell', true],
  resumeSell: ['stopSell', false],
  closeArrival: ['closedToArrival', true],
  openArrival: ['closedToArrival', false],
  closeDeparture: ['closedToDeparture', true],
  openDeparture: ['closedToDeparture', false],
} as const satisfies Record<string, readonly [RestrictionName, boolean]>;
type RestrictionOperation = keyof typeof RESTRICTION_OPERATIONS;
const isRestriction = (operation: string): operation is RestrictionOperation => operation in RESTRICTION_OPERATIONS;

const OPERATIONS = [
  'setPrice',
  'changePrice',
  'setRooms',
  'close',
  'open',
  'minStay',
  ...(Object.keys(RESTRICTION_OPERATIONS) as RestrictionOperation[]),
] as const;
type Operation = (typeof OPERATIONS)[number];

interface Draft {
  roomTypeCodes: string[];
  from: string;
  to: string;
  weekdays: number[];
  /** Empty until staff choose one: nothing is preselected, so Apply alone changes nothing. */
  operation: Operation | '';
  /** The price set (one rate plan), as typed; named as the API's `prices` so refusals land on it. */
  prices: [{ ratePlanCode: string; amount: string }];
  /** A price moved by a percentage (one rate plan); named as the API's `priceChanges`. */
  priceChanges: [{ ratePlanCode: string; percent: string }];
  /** The rate plan whose restriction is set or lifted; named as the API's `restrictions`. */
  restrictions: [{ ratePlanCode: string }];
  total: string;
  minStay: string;
}

/** What the chosen operation sends: only its own field. */
function changeOf(draft: Draft, currency: string): Partial<CalendarBulkEdit> {
  switch (draft.operation) {
    case 'setPrice':
      return {
        prices: draft.prices.map((price) => ({
          ratePlanCode: price.ratePlanCode,
          // Typed in major units, read as text (never through a float); not a plain amount: NaN, refused.
          amount: minorUnitsOf(price.amount, currency) ?? Number.NaN,
        })),
      };
    case 'changePrice':
      return {
        priceChanges: draft.priceChanges.map((change) => ({
          ratePlanCode: change.ratePlanCode,
          percent: Number(change.percent),
        })),
      };
    case 'setRooms':
      return { total: Number(draft.total) };
    case 'close':
      return { closed: true };
    case 'open':
      return { closed: false };
    case 'minStay':
      return { minStay: Number(draft.minStay) };
    case '':
      return {};
    default: {
      const [name, on] = RESTRICTION_OPERATIONS[draft.operation];
      return { restrictions: [{ ratePlanCode: draft.restrictions[0].ratePlanCode, [name]: on }] };
    }
  }
}

/** How many room-type nights an edit touches: the nights of the range on the chosen weekdays, per room type. */
export function nightsTouched(edit: Pick<CalendarBulkEdit, 'from' | 'to' | 'weekdays' | 'roomTypeCodes'>): number {
  const days = new Set(edit.weekdays ?? [0, 1, 2, 3, 4, 5, 6]);
  let nights = 0;
  for (
    let time = Date.parse(`${edit.from}T00:00:00Z`);
    time <= Date.parse(`${edit.to}T00:00:00Z`);
    time += 86_400_000
  ) {
    if (days.has(new Date(time).getUTCDay())) nights++;
  }
  return nights * edit.roomTypeCodes.length;
}

/** The operation an edit makes, for its preview. */
export function operationOf(
  edit: Omit<CalendarBulkEdit, 'prices' | 'priceChanges' | 'restrictions'> & {
    prices?: unknown[];
    priceChanges?: unknown[];
    restrictions?: Partial<Record<RestrictionName, boolean>>[];
  },
): Operation {
  const restriction = edit.restrictions?.[0];
  if (restriction) {
    const found = (Object.keys(RESTRICTION_OPERATIONS) as RestrictionOperation[]).find((operation) => {
      const [name, on] = RESTRICTION_OPERATIONS[operation];
      return restriction[name] === on;
    });
    if (found) return found;
  }
  if (edit.prices?.length) return 'setPrice';
  if (edit.priceChanges?.length) return 'changePrice';
  if (edit.total !== undefined) return 'setRooms';
  if (edit.minStay !== undefined) return 'minStay';
  return edit.closed ? 'close' : 'open';
}

/** A rate plan as the forms name it: "Best flexible rate (BAR)". */
export function planLabel(calendar: Pick<Calendar, 'ratePlans'>, ratePlanCode: string | undefined): string {
  const plan = calendar.ratePlans.find((item) => item.ratePlanCode === ratePlanCode);
  return plan ? `${plan.name} (${plan.ratePlanCode})` : (ratePlanCode ?? '');
}

/** The rate plans whose prices staff set (a derived plan's follow its base plan's: the server refuses them). */
export const pricedPlans = (calendar: Pick<Calendar, 'ratePlans'>) =>
  calendar.ratePlans.filter((plan) => !plan.derivedFrom);

/**
 * What a derived plan follows, in words: "Follows Best flexible rate (BAR) -5%"; null for a plan with its own
 * prices. `message` picks the wording (the badge, the note over the grid, the plan chooser's option).
 */
export function useDerivedText() {
  const { t, i18n } = useTranslation();
  return (calendar: Pick<Calendar, 'ratePlans'>, ratePlanCode: string, message: 'badge' | 'note' | 'option') => {
    const plan = calendar.ratePlans.find((item) => item.ratePlanCode === ratePlanCode);
    if (!plan?.derivedFrom) return null;
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', signDisplay: 'always' }).format(
      plan.derivedFrom.percent / 100,
    );
    return t(`admin.rates.derived.${message}`, {
      plan: planLabel(calendar, plan.ratePlanCode),
      base: planLabel(calendar, plan.derivedFrom.ratePlanCode),
      percent,
    });
  };
}

/** The rate plan an operation on prices applies to (only plans with prices of their own for price changes). */
function RatePlanField({
  calendar,
  name,
}: {
  calendar: Calendar;
  name: `${'prices' | 'priceChanges' | 'restrictions'}.0.ratePlanCode`;
}) {
  const { t } = useTranslation();
  const plans = name === 'restrictions.0.ratePlanCode' ? calendar.ratePlans : pricedPlans(calendar);
  return (
    <SelectField
      name={name}
      label={t('admin.rates.ratePlan')}
      options={plans.map((plan) => ({
        value: plan.ratePlanCode,
        label: planLabel(calendar, plan.ratePlanCode),
      }))}
    />
  );
}

/** The draft as the API's bulk edit. */
const bulkEditOf = (currency: string) => (draft: Draft) => ({
  roomTypeCodes: draft.roomTypeCodes,
  from: draft.from,
  to: draft.to,
  weekdays: draft.weekdays,
  ...changeOf(draft, currency),
});

/**
 * Bulk edit over a date range and chosen weekdays for chosen room types: set price, set rooms, close,
 * open or minimum stay. The server refuses the whole edit when a night would hold fewer rooms than are
 * held and sold, and lists those nights.
 */
export function BulkEditForm({
  calendar,
  initialRange,
}: {
  calendar: Calendar;
  initialRange: { from: string; to: string };
}) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const edit = useCalendarEdit(calendar.hotelCode);
  const form = useContractForm<typeof calendarBulkEditSchema, Draft>(
    calendarBulkEditSchema,
    {
      roomTypeCodes: [],
      ...initialRange,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      operation: '',
      prices: [{ ratePlanCode: pricedPlans(calendar)[0]?.ratePlanCode ?? '', amount: '' }],
      priceChanges: [{ ratePlanCode: pricedPlans(calendar)[0]?.ratePlanCode ?? '', percent: '' }],
      restrictions: [{ ratePlanCode: calendar.ratePlans[0]?.ratePlanCode ?? '' }],
      total: '',
      minStay: '1',
    },
    { toRequest: bulkEditOf(calendar.currency) },
  );
  const operation = useWatch({ control: form.control, name: 'operation' });
  const refused = refusedNightsOf(edit.error);
  // Checked edits wait for the confirmation of their preview before anything is sent.
  const [pending, setPending] = useState<CalendarBulkEdit | null>(null);
  const confirm = () => {
    if (!pending) return;
    edit.mutate(pending, { onError: (error) => applyServerErrors(form, error, t) });
    setPending(null);
  };
  const needsOperation = (event: MouseEvent) => {
    if (form.getValues('operation')) return;
    event.preventDefault();
    form.setError('operation', { type: 'required', message: V.required });
  };

  return (
    <Form
      form={form}
      onSubmit={setPending}
      data-testid="bulk-edit"
      aria-labelledby="bulk-edit-title"
      className="flex flex-col gap-4 rounded-md border border-border bg-background p-4"
    >
      <h2 id="bulk-edit-title" className="font-semibold">
        {t('admin.rates.bulkEdit')}
      </h2>
      <CheckboxListField
        name="roomTypeCodes"
        legend={t('admin.rates.roomTypes')}
        options={calendar.roomTypes.map((room) => ({
          value: room.roomTypeCode,
          label: `${room.name} (${room.roomTypeCode})`,
        }))}
      />
      <DateRangeFields labels={{ from: t('admin.rates.firstNight'), to: t('admin.rates.lastNight') }} />
      <WeekdayPicker name="weekdays" />
      <div className="flex flex-wrap items-start gap-3">
        <SelectField
          name="operation"
          label={t('admin.rates.operation')}
          placeholder={t('admin.rates.chooseOperation')}
          options={OPERATIONS.map((item) => ({ value: item, label: t(`admin.rates.op.${item}`) }))}
          data-testid="bulk-operation"
        />
        {operation === 'setPrice' ? (
          <>
            <RatePlanField calendar={calendar} name="prices.0.ratePlanCode" />
            <TextField
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              name="prices.0.amount"
              label={t('admin.rates.price', { currency: calendar.currency })}
            />
          </>
        ) : null}
        {operation === 'changePrice' ? (
          <>
            <RatePlanField calendar={calendar} name="priceChanges.0.ratePlanCode" />
            <TextField
              type="number"
              min={-90}
              max={300}
              step={1}
              name="priceChanges.0.percent"
              label={t('admin.rates.percent')}
              hint={t('admin.rates.percentHint')}
            />
          </>
        ) : null}
        {isRestriction(operation) ? <RatePlanField calendar={calendar} name="restrictions.0.ratePlanCode" /> : null}
        {operation === 'setRooms' ? (
          <TextField name="total" type="number" min={0} label={t('admin.rates.rooms')} />
        ) : null}
        {operation === 'minStay' ? (
          <TextField name="minStay" type="number" min={1} max={30} label={t('admin.rates.minStay')} />
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={edit.isPending} data-testid="bulk-apply" onClick={needsOperation}>
          {t('admin.rates.apply')}
        </Button>
      </div>
      <AdminError error={edit.error} />
      {refused.length > 0 ? (
        <ul className="list-inside list-disc text-sm text-danger" data-testid="refused-nights">
          {refused.map((night) => (
            <li key={`${night.roomTypeCode}-${night.night}`}>
              {t('admin.rates.refused', {
                room: night.roomTypeCode,
                night: format.date(night.night),
                held: night.held,
                sold: night.sold,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <ModalDialog
        isOpen={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        role="alertdialog"
        testId="bulk-preview"
        title={t('admin.rates.previewTitle')}
        actions={
          <>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {t('admin.rates.back')}
            </Button>
            <Button onClick={confirm} data-testid="bulk-confirm">
              {t('admin.rates.confirm')}
            </Button>
          </>
        }
      >
        {pending ? (
          <p data-testid="bulk-preview-text">
            {t(`admin.rates.preview.${operationOf(pending)}`, {
              nights: nightsTouched(pending),
              rooms: pending.roomTypeCodes.length,
              from: format.date(pending.from),
              to: format.date(pending.to),
              percent: pending.priceChanges?.[0]?.percent ?? 0,
              plan: planLabel(
                calendar,
                pending.priceChanges?.[0]?.ratePlanCode ?? pending.restrictions?.[0]?.ratePlanCode,
              ),
            })}
          </p>
        ) : null}
      </ModalDialog>
      {edit.isSuccess && !edit.isPending ? (
        <p role="status" className="text-sm text-success" data-testid="bulk-result">
          {t('admin.rates.changed', { count: edit.data.changedNights })}
        </p>
      ) : null}
    </Form>
  );
}
