import { minorUnitsOf } from '@hotel/contract/money';
import { V } from '@hotel/contract/validation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useCalendarEdit } from '../../../features/admin/rates/calendarApi.ts';
import { useAdminErrorText } from '../../../features/admin/ui/AdminError.tsx';
import { currencyDigits } from '../../../lib/format/money.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { messageText, serverFieldErrors } from '../../../ui/form/messages.ts';

/** The cell being edited: a rate plan's price, or the rooms (total), of one room type on one night. */
export type EditedCell =
  | { kind: 'price'; roomTypeCode: string; night: string; ratePlanCode: string }
  | { kind: 'total'; roomTypeCode: string; night: string };

/** The price as staff type it: major units, without grouping ("1280.50"). */
export function typedAmount(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return '';
  const digits = currencyDigits(currency);
  if (!digits) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * An inline editor in a calendar cell: Enter saves, Escape (or the cancel button) gives up. The change is a
 * bulk edit of one night of one room type, so it takes the server's path of bulk edits: audited, undoable, and
 * refused (with the reason shown here) when the rooms would fall below those held and sold.
 */
export function CellEditor({
  hotelCode,
  currency,
  cell,
  initial,
  label,
  onDone,
}: {
  hotelCode: string;
  currency: string;
  cell: EditedCell;
  initial: string;
  label: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useAdminErrorText();
  const edit = useCalendarEdit(hotelCode);
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = () => {
    const base = {
      roomTypeCodes: [cell.roomTypeCode],
      from: cell.night,
      to: cell.night,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    };
    let change: { prices: { ratePlanCode: string; amount: number }[] } | { total: number };
    if (cell.kind === 'price') {
      const amount = minorUnitsOf(value, currency);
      if (amount === null || amount < 1) {
        setProblem(t(value.trim() ? V.invalid : V.required));
        return;
      }
      change = { prices: [{ ratePlanCode: cell.ratePlanCode, amount }] };
    } else {
      if (!/^\d{1,5}$/.test(value.trim())) {
        setProblem(t(value.trim() ? V.notInteger : V.required));
        return;
      }
      change = { total: Number(value.trim()) };
    }
    setProblem('');
    edit.mutate(
      { ...base, ...change },
      {
        onSuccess: onDone,
        onError: (error) => {
          const field = Object.values(serverFieldErrors(error))[0];
          setProblem(messageText(field, t) ?? errorText(error));
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <div className="flex flex-col gap-1" data-testid="cell-editor">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-1">
        {cell.kind === 'price' ? <span className="text-muted">{currency}</span> : null}
        <input
          id={id}
          ref={input}
          name={cell.kind === 'price' ? 'cellAmount' : 'cellTotal'}
          value={value}
          inputMode={cell.kind === 'price' ? 'decimal' : 'numeric'}
          disabled={edit.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-24 rounded border border-border bg-background px-1 py-0.5 tabular-nums"
        />
      </div>
      <span id={`${id}-hint`} className="text-[11px] text-muted">
        {t('admin.rates.cell.hint')}
      </span>
      <div className="flex gap-1">
        <button
          type="button"
          className="rounded bg-main px-1.5 py-0.5 text-on-main"
          onClick={save}
          disabled={edit.isPending}
          data-testid="cell-save"
        >
          {t('admin.rates.cell.save')}
        </button>
        <button type="button" className="rounded px-1.5 py-0.5 underline" onClick={onDone} data-testid="cell-cancel">
          {t('admin.rates.cell.cancel')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="max-w-40 text-[11px] text-danger" data-testid="cell-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
