import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { fieldLabelClass } from '../../ui/Field.tsx';
import { useDismiss } from '../../ui/useDismiss.ts';
import type { OccupancyLimits } from './occupancyApi.ts';
import { guestTotals, type Party } from './searchState.ts';

const loadPanel = () => import('./GuestsPanel.tsx');
const GuestsPanel = lazy(() => loadPanel().then((module) => ({ default: module.GuestsPanel })));

/**
 * Rooms, adults per room and children per room behind one button that sums them up; the totals sent
 * to the API (rooms x per room) are shown as the guest changes them. At least `minGuestsPerRoom`
 * people stay in each room (SiteConfig.minPersonNum). The steppers load when first opened.
 */
export function GuestsField({
  party,
  minGuestsPerRoom = 1,
  large = false,
  limits,
  error,
  onChange,
}: {
  party: Party;
  minGuestsPerRoom?: number;
  large?: boolean;
  /** The rooms' places (from the API): the steppers stop there. */
  limits?: OccupancyLimits;
  error?: string;
  onChange: (party: Partial<Party>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close, trigger);
  // A party kept from an earlier search or link is brought within the rooms there are.
  const maxAdults = limits?.maxAdultsPerRoom;
  const maxChildren = limits?.maxChildrenPerRoom;
  useEffect(() => {
    if (maxAdults === undefined || maxChildren === undefined) return;
    if (party.adultPerRoom > maxAdults) onChange({ adultPerRoom: Math.max(1, maxAdults) });
    if (party.childPerRoom > maxChildren)
      onChange({ childPerRoom: maxChildren, childAges: party.childAges.slice(0, party.roomNum * maxChildren) });
  }, [maxAdults, maxChildren, party.adultPerRoom, party.childPerRoom, party.childAges, party.roomNum, onChange]);
  const totals = guestTotals(party);
  const summary = t('ui.search.partySummary', {
    rooms: totals.roomCount,
    adults: totals.adultsNumber,
    children: totals.childNumber,
  });
  const warm = () => void loadPanel().catch(() => undefined);
  return (
    <div ref={container} className="relative flex flex-col gap-1">
      <span id={`${id}-label`} className={fieldLabelClass}>
        {t('ui.search.guests')}
      </span>
      <button
        ref={trigger}
        type="button"
        id={`${id}-button`}
        data-testid="guests-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-labelledby={`${id}-label ${id}-button`}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen((value) => !value)}
        className={`flex w-full items-center justify-between gap-2 rounded-md border ${error ? 'border-danger' : 'border-border'} bg-background px-3 text-left text-sm text-text hover:border-main ${large ? 'h-12' : 'h-10'}`}
      >
        <span className="truncate">{summary}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-current text-muted">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GuestsPanel
            id={`${id}-panel`}
            party={party}
            minGuestsPerRoom={minGuestsPerRoom}
            limits={limits}
            onChange={onChange}
            onDone={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger" data-testid="guests-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
