import type { Calendar, CalendarBulkEdit } from '@hotel/contract/schemas/admin-inventory';
import { calendarBulkEditSchema } from '@hotel/contract/schemas/admin-inventory';
import { type FormEvent, useState } from 'react';
import { refusedNightsOf, useCalendarEdit } from '../../../features/admin/rates/calendarApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import {
  CheckboxField,
  DateRangeFields,
  FieldGroup,
  SelectField,
  TextField,
  WeekdayPicker,
} from '../../../features/admin/ui/fields.tsx';
import { currencyDigits } from '../../../lib/format/money.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';

const OPERATIONS = ['setPrice', 'setRooms', 'close', 'open', 'minStay'] as const;
type Operation = (typeof OPERATIONS)[number];

interface Draft {
  roomTypeCodes: string[];
  from: string;
  to: string;
  weekdays: number[];
  operation: Operation;
  ratePlanCode: string;
  amount: string;
  total: string;
  minStay: string;
}

/** What the chosen operation sends: only its own field. */
function changeOf(draft: Draft, currency: string): Partial<CalendarBulkEdit> {
  switch (draft.operation) {
    case 'setPrice':
      return {
        prices: [
          {
            ratePlanCode: draft.ratePlanCode,
            amount: Math.round(Number(draft.amount) * 10 ** currencyDigits(currency)),
          },
        ],
      };
    case 'setRooms':
      return { total: Number(draft.total) };
    case 'close':
      return { closed: true };
    case 'open':
      return { closed: false };
    case 'minStay':
      return { minStay: Number(draft.minStay) };
  }
}

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
  const [draft, setDraft] = useState<Draft>({
    roomTypeCodes: calendar.roomTypes.map((room) => room.roomTypeCode),
    ...initialRange,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    operation: 'close',
    ratePlanCode: calendar.ratePlans[0]?.ratePlanCode ?? '',
    amount: '',
    total: '',
    minStay: '1',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refused = refusedNightsOf(edit.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const toggleRoom = (code: string, on: boolean) =>
    set('roomTypeCodes', on ? [...draft.roomTypeCodes, code] : draft.roomTypeCodes.filter((item) => item !== code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calendarBulkEditSchema.safeParse({
      roomTypeCodes: draft.roomTypeCodes,
      from: draft.from,
      to: draft.to,
      weekdays: draft.weekdays,
      ...changeOf(draft, calendar.currency),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    edit.mutate(parsed.data);
  };

  const priceError = errors.prices;
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="bulk-edit"
      aria-labelledby="bulk-edit-title"
      className="flex flex-col gap-4 rounded-md border border-border bg-background p-4"
    >
      <h2 id="bulk-edit-title" className="font-semibold">
        {t('admin.rates.bulkEdit')}
      </h2>
      <FieldGroup legend={t('admin.rates.roomTypes')}>
        <div className="flex flex-wrap gap-3">
          {calendar.roomTypes.map((room) => (
            <CheckboxField
              key={room.roomTypeCode}
              label={`${room.name} (${room.roomTypeCode})`}
              checked={draft.roomTypeCodes.includes(room.roomTypeCode)}
              onChange={(on) => toggleRoom(room.roomTypeCode, on)}
            />
          ))}
        </div>
        {errors.roomTypeCodes ? (
          <p role="alert" className="text-xs text-danger">
            {errors.roomTypeCodes}
          </p>
        ) : null}
      </FieldGroup>
      <DateRangeFields
        value={{ from: draft.from, to: draft.to }}
        onChange={(range) => setDraft({ ...draft, ...range })}
        error={errors.to ?? errors.from}
        labels={{ from: t('admin.rates.firstNight'), to: t('admin.rates.lastNight') }}
      />
      <WeekdayPicker value={draft.weekdays} onChange={(weekdays) => set('weekdays', weekdays)} />
      {errors.weekdays ? (
        <p role="alert" className="text-xs text-danger">
          {errors.weekdays}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <SelectField
          label={t('admin.rates.operation')}
          value={draft.operation}
          onChange={(value) => set('operation', value as Operation)}
          options={OPERATIONS.map((operation) => ({ value: operation, label: t(`admin.rates.op.${operation}`) }))}
          testId="bulk-operation"
        />
        {draft.operation === 'setPrice' ? (
          <>
            <SelectField
              label={t('admin.rates.ratePlan')}
              value={draft.ratePlanCode}
              onChange={(value) => set('ratePlanCode', value)}
              options={calendar.ratePlans.map((plan) => ({
                value: plan.ratePlanCode,
                label: `${plan.name} (${plan.ratePlanCode})`,
              }))}
            />
            <TextField
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              label={t('admin.rates.price', { currency: calendar.currency })}
              value={draft.amount}
              onChange={(value) => set('amount', value)}
              error={priceError}
            />
          </>
        ) : null}
        {draft.operation === 'setRooms' ? (
          <TextField
            type="number"
            min={0}
            label={t('admin.rates.rooms')}
            value={draft.total}
            onChange={(value) => set('total', value)}
            error={errors.total}
          />
        ) : null}
        {draft.operation === 'minStay' ? (
          <TextField
            type="number"
            min={1}
            max={30}
            label={t('admin.rates.minStay')}
            value={draft.minStay}
            onChange={(value) => set('minStay', value)}
            error={errors.minStay}
          />
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={edit.isPending} data-testid="bulk-apply">
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
      {edit.isSuccess && !edit.isPending ? (
        <p role="status" className="text-sm text-success" data-testid="bulk-result">
          {t('admin.rates.changed', { count: edit.data.changedNights })}
        </p>
      ) : null}
    </form>
  );
}
