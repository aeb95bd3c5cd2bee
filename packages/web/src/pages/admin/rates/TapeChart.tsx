import { type Fullness, fullnessOf, type TapeChartCell } from '@hotel/contract/schemas/admin-inventory';
import { addDays } from '@hotel/contract/schemas/common';
import { useId, useState } from 'react';
import { useTapeChart } from '../../../features/admin/rates/calendarApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { weekdayName } from '../../../lib/format/dates.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { controlClass, Field } from '../../../ui/Field.tsx';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';

const WEEKS = ['2', '3', '4'] as const;
const FULLNESS: readonly Fullness[] = ['open', 'nearlyFull', 'full', 'closed'];

/** Colour and symbol of each state: the symbol and the word say it too, for those who do not see colours. */
const STYLE: Record<Fullness, { cell: string; symbol: string }> = {
  open: { cell: 'bg-emerald-50 text-emerald-950', symbol: '○' },
  nearlyFull: { cell: 'bg-amber-100 text-amber-950', symbol: '◐' },
  full: { cell: 'bg-red-100 text-red-950', symbol: '●' },
  closed: { cell: 'bg-stone-200 text-stone-800 line-through decoration-stone-500', symbol: '✕' },
};

const weekdayOf = (night: string) => new Date(`${night}T00:00:00Z`).getUTCDay();

function Cell({ cell, roomName }: { cell: TapeChartCell; roomName: string }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const state = fullnessOf(cell);
  const label = t('admin.rates.tape.cellLabel', {
    room: roomName,
    night: format.date(cell.night),
    state: t(`admin.rates.tape.state.${state}`),
    total: cell.total,
    held: cell.held,
    sold: cell.sold,
    free: cell.free,
  });
  return (
    <td
      data-testid={`tape-${cell.night}`}
      data-state={state}
      data-total={cell.total}
      data-held={cell.held}
      data-sold={cell.sold}
      data-free={cell.free}
      aria-label={label}
      title={label}
      className={`min-w-16 border-l border-border px-1.5 py-1 text-center align-top ${STYLE[state].cell}`}
    >
      <span className="block text-base font-semibold tabular-nums" aria-hidden="true">
        <span className="mr-0.5 text-xs">{STYLE[state].symbol}</span>
        {cell.free}
      </span>
      <span className="block whitespace-nowrap text-[11px] tabular-nums" aria-hidden="true">
        {t('admin.rates.tape.counts', { total: cell.total, held: cell.held, sold: cell.sold })}
      </span>
    </td>
  );
}

/**
 * The tape chart: a hotel's room types by nights (two to four weeks), each cell the rooms free in large type,
 * then total / held / sold, coloured by how full the night is, with a symbol and a legend saying the same.
 * The first column stays in view while the nights scroll.
 */
export function TapeChartView({ hotelCode, from: initialFrom }: { hotelCode: string; from: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat({ isFloat: true });
  const fromId = useId();
  const [from, setFrom] = useState(initialFrom);
  const [weeks, setWeeks] = useState<(typeof WEEKS)[number]>('2');
  const to = addDays(from, Number(weeks) * 7 - 1);
  const chart = useTapeChart(hotelCode, from, to);
  const data = chart.data;

  return (
    <section aria-labelledby="tape-title" className="flex flex-col gap-3" data-testid="tape-chart">
      <h2 id="tape-title" className="font-semibold">
        {t('admin.rates.tape.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field id={fromId} label={t('admin.rates.firstNight')}>
          <input
            id={fromId}
            type="date"
            name="tapeFrom"
            value={from}
            onChange={(event) => event.target.value && setFrom(event.target.value)}
            className={controlClass}
          />
        </Field>
        <PlainSelectField
          name="tapeWeeks"
          label={t('admin.rates.tape.length')}
          value={weeks}
          onChange={(value) => setWeeks(value as (typeof WEEKS)[number])}
        >
          {WEEKS.map((count) => (
            <option key={count} value={count}>
              {t('admin.rates.tape.weeks', { count: Number(count) })}
            </option>
          ))}
        </PlainSelectField>
      </div>
      <ul className="flex flex-wrap gap-2 text-xs" aria-label={t('admin.rates.tape.legend')} data-testid="tape-legend">
        {FULLNESS.map((state) => (
          <li key={state} className={`rounded px-2 py-1 ${STYLE[state].cell}`}>
            <span aria-hidden="true" className="mr-1">
              {STYLE[state].symbol}
            </span>
            {t(`admin.rates.tape.state.${state}`)}
          </li>
        ))}
        <li className="px-2 py-1 text-muted">{t('admin.rates.tape.countsHint')}</li>
      </ul>
      {chart.isFetching && !data ? <Spinner label={t('admin.common.loading')} /> : null}
      <AdminError error={chart.error} />
      {data ? (
        <div className="max-w-full overflow-x-auto rounded-md border border-border bg-background">
          <table className="border-collapse text-xs" data-testid="tape-grid">
            <caption className="sr-only">{t('admin.rates.tape.caption', { hotel: data.hotelName })}</caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-surface px-2 py-2 text-left">
                  {t('admin.rates.roomType')}
                </th>
                {data.nights.map((night) => (
                  <th key={night} scope="col" className="whitespace-nowrap px-1.5 py-2 text-center font-semibold">
                    <span className="block">{format.date(night, 'short')}</span>
                    <span className="block font-normal text-muted">{weekdayName(weekdayOf(night), i18n.language)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.roomTypes.map((room) => (
                <tr
                  key={room.roomTypeCode}
                  className="border-t border-border"
                  data-testid={`tape-row-${room.roomTypeCode}`}
                >
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-32 bg-background px-2 py-1 text-left align-top shadow-[1px_0_0_var(--color-border)] sm:max-w-48"
                  >
                    <span className="block font-semibold">{room.name}</span>
                    <span className="block text-muted">{room.roomTypeCode}</span>
                  </th>
                  {room.cells.map((cell) => (
                    <Cell key={cell.night} cell={cell} roomName={room.name} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
