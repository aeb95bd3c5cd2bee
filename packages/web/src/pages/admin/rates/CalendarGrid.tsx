import type { Calendar } from '@hotel/contract/schemas/admin-inventory';
import { useState } from 'react';
import { weekdayName } from '../../../lib/format/dates.ts';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { useDerivedText } from './BulkEditForm.tsx';
import { CellEditor, type EditedCell, typedAmount } from './CellEditor.tsx';

const weekdayOf = (night: string) => new Date(`${night}T00:00:00Z`).getUTCDay();

const RESTRICTION_BADGES = ['stopSell', 'closedToArrival', 'closedToDeparture'] as const;

const editButton = 'block w-full rounded text-left hover:bg-main-soft focus-visible:bg-main-soft';

/**
 * Room types x nights: the price of the chosen rate plan, then rooms total / held / sold, the minimum
 * stay and whether the night is closed. A table, so screen readers name each cell by its row and column.
 * A click on the price or the rooms opens an inline editor in the cell (`CellEditor`). A derived plan's prices
 * follow its base plan's: they are shown, marked, and not offered for editing (the rooms and restrictions are).
 */
export function CalendarGrid({ calendar, ratePlanCode }: { calendar: Calendar; ratePlanCode: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormat({ isFloat: true });
  const [editing, setEditing] = useState<EditedCell | null>(null);
  const isEditing = (roomTypeCode: string, night: string, kind: EditedCell['kind']) =>
    editing?.roomTypeCode === roomTypeCode && editing.night === night && editing.kind === kind;
  const nights = calendar.roomTypes[0]?.nights.map((cell) => cell.night) ?? [];
  const derivedBadge = useDerivedText()(calendar, ratePlanCode, 'badge');
  const basePlan = calendar.ratePlans.find((plan) => plan.ratePlanCode === ratePlanCode)?.derivedFrom?.ratePlanCode;
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-background">
      <table className="border-collapse text-xs" data-testid="calendar-grid">
        <caption className="sr-only">{t('admin.rates.gridCaption', { hotel: calendar.hotelCode })}</caption>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-surface px-2 py-2 text-left">
              {t('admin.rates.roomType')}
            </th>
            {nights.map((night) => (
              <th key={night} scope="col" className="whitespace-nowrap px-2 py-2 text-center font-semibold">
                <span className="block">{format.date(night, 'short')}</span>
                <span className="block font-normal text-muted">{weekdayName(weekdayOf(night), i18n.language)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.roomTypes.map((room) => (
            <tr key={room.roomTypeCode} className="border-t border-border">
              <th scope="row" className="sticky left-0 z-10 bg-background px-2 py-2 text-left align-top">
                <span className="block font-semibold">{room.name}</span>
                <span className="block text-muted">{room.roomTypeCode}</span>
              </th>
              {room.nights.map((cell) => {
                const price = cell.prices[ratePlanCode];
                const left = cell.total - cell.held - cell.sold;
                return (
                  <td
                    key={cell.night}
                    data-testid={`cell-${room.roomTypeCode}-${cell.night}`}
                    data-closed={cell.closed ? 'true' : 'false'}
                    className={`min-w-24 border-l border-border px-2 py-1 align-top ${cell.closed ? 'bg-surface text-muted' : ''}`}
                  >
                    {derivedBadge ? (
                      <span
                        data-testid="derived-price"
                        className="block font-semibold tabular-nums"
                        title={derivedBadge}
                      >
                        <span aria-hidden="true">
                          {price === null || price === undefined ? '—' : format.money(price, calendar.currency)}
                        </span>
                        <span className="sr-only">
                          {t('admin.rates.derived.price', {
                            room: room.name,
                            night: format.date(cell.night),
                            price: price === null || price === undefined ? '—' : format.money(price, calendar.currency),
                            base: basePlan ?? '',
                          })}
                        </span>
                        <span
                          aria-hidden="true"
                          className="ml-1 whitespace-nowrap rounded border border-main px-1 font-normal text-main"
                        >
                          ↳ {basePlan}
                        </span>
                      </span>
                    ) : isEditing(room.roomTypeCode, cell.night, 'price') ? (
                      <CellEditor
                        hotelCode={calendar.hotelCode}
                        currency={calendar.currency}
                        cell={editing!}
                        initial={typedAmount(price, calendar.currency)}
                        label={t('admin.rates.cell.priceLabel', {
                          room: room.name,
                          night: format.date(cell.night),
                          currency: calendar.currency,
                        })}
                        onDone={() => setEditing(null)}
                      />
                    ) : (
                      <button
                        type="button"
                        data-testid="edit-price"
                        className={`${editButton} font-semibold tabular-nums`}
                        aria-label={t('admin.rates.cell.editPrice', {
                          room: room.name,
                          night: format.date(cell.night),
                          price: price === null || price === undefined ? '—' : format.money(price, calendar.currency),
                        })}
                        onClick={() =>
                          setEditing({
                            kind: 'price',
                            roomTypeCode: room.roomTypeCode,
                            night: cell.night,
                            ratePlanCode,
                          })
                        }
                      >
                        <span>
                          {price === null || price === undefined ? '—' : format.money(price, calendar.currency)}
                        </span>
                      </button>
                    )}
                    {isEditing(room.roomTypeCode, cell.night, 'total') ? (
                      <CellEditor
                        hotelCode={calendar.hotelCode}
                        currency={calendar.currency}
                        cell={editing!}
                        initial={String(cell.total)}
                        label={t('admin.rates.cell.totalLabel', { room: room.name, night: format.date(cell.night) })}
                        onDone={() => setEditing(null)}
                      />
                    ) : (
                      <button
                        type="button"
                        data-testid="edit-total"
                        className={`${editButton} tabular-nums`}
                        title={t('admin.rates.countsHint')}
                        aria-label={t('admin.rates.cell.editTotal', {
                          room: room.name,
                          night: format.date(cell.night),
                          total: cell.total,
                          held: cell.held,
                          sold: cell.sold,
                        })}
                        onClick={() =>
                          setEditing({ kind: 'total', roomTypeCode: room.roomTypeCode, night: cell.night })
                        }
                      >
                        {t('admin.rates.counts', { total: cell.total, held: cell.held, sold: cell.sold })}
                      </button>
                    )}
                    <span className={`block ${left <= 0 ? 'text-danger' : 'text-muted'}`}>
                      {t('admin.rates.left', { left: Math.max(0, left) })}
                    </span>
                    {cell.minStay > 1 ? (
                      <span className="block text-muted">
                        {t('admin.rates.minStayShort', { nights: cell.minStay })}
                      </span>
                    ) : null}
                    {RESTRICTION_BADGES.filter((name) => cell.restrictions?.[ratePlanCode]?.[name]).map((name) => (
                      <span
                        key={name}
                        data-testid={`restriction-${name}`}
                        className="mt-0.5 mr-0.5 inline-block rounded border border-danger px-1 text-danger"
                      >
                        {t(`admin.rates.restriction.${name}`)}
                      </span>
                    ))}
                    {cell.closed ? (
                      <span className="mt-0.5 inline-block rounded bg-danger px-1 text-on-main">
                        {t('admin.rates.closed')}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
