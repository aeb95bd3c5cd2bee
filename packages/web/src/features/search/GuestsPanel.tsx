import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_BOOKING } from '@hotel/contract/constants';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import { guestTotals, type Party } from './searchState.ts';

/** The steppers of the rooms and guests field and the totals they make (loaded when first opened). */
export function GuestsPanel({
  id,
  party,
  minGuestsPerRoom,
  onChange,
  onDone,
}: {
  id: string;
  party: Party;
  minGuestsPerRoom: number;
  onChange: (party: Partial<Party>) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const totals = guestTotals(party);
  const minAdults = Math.max(1, minGuestsPerRoom - party.childPerRoom);
  return (
    <fieldset
      id={id}
      className="absolute right-0 top-full z-30 m-0 mt-2 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-4 rounded-lg border border-border bg-background p-4 shadow-lg"
    >
      <legend className="sr-only">{t('ui.search.guests')}</legend>
      <Stepper
        label={t('ui.search.rooms')}
        value={party.roomNum}
        min={1}
        max={MAX_ROOMS_PER_BOOKING}
        decreaseLabel={t('ui.search.fewer', { what: t('ui.search.rooms') })}
        increaseLabel={t('ui.search.more', { what: t('ui.search.rooms') })}
        onChange={(roomNum) => onChange({ roomNum })}
        testId="rooms-stepper"
      />
      <Stepper
        label={t('ui.search.adultsPerRoom')}
        value={party.adultPerRoom}
        min={minAdults}
        max={MAX_ADULTS_PER_ROOM}
        decreaseLabel={t('ui.search.fewer', { what: t('ui.search.adultsPerRoom') })}
        increaseLabel={t('ui.search.more', { what: t('ui.search.adultsPerRoom') })}
        onChange={(adultPerRoom) => onChange({ adultPerRoom })}
        testId="adults-stepper"
      />
      <Stepper
        label={t('ui.search.childrenPerRoom')}
        value={party.childPerRoom}
        min={0}
        max={MAX_CHILDREN_PER_ROOM}
        decreaseLabel={t('ui.search.fewer', { what: t('ui.search.childrenPerRoom') })}
        increaseLabel={t('ui.search.more', { what: t('ui.search.childrenPerRoom') })}
        onChange={(childPerRoom) =>
          onChange({ childPerRoom, adultPerRoom: Math.max(party.adultPerRoom, minGuestsPerRoom - childPerRoom, 1) })
        }
        testId="children-stepper"
      />
      <p className="border-t border-border pt-3 text-sm text-muted" data-testid="guest-totals">
        {t('ui.search.partyTotals', { adults: totals.adultsNumber, children: totals.childNumber })}
      </p>
      <Button variant="secondary" onClick={onDone}>
        {t('ui.common.done')}
      </Button>
    </fieldset>
  );
}
