import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_BOOKING } from '@hotel/contract/constants';
import { partyFitsSomewhere } from '@hotel/contract/occupancy';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { Stepper } from '../../ui/Stepper.tsx';
import { ChildAgeSelects } from './ChildAgeSelects.tsx';
import type { OccupancyLimits } from './occupancyApi.ts';
import { partyOfForm } from './partyOfForm.ts';
import { guestTotals, type Party, resizeAges } from './searchState.ts';

/**
 * The steppers of the rooms and guests field, bounded by the rooms there are (`limits`, from the
 * database), one age per child, and the totals they make (loaded when first opened).
 */
export function GuestsPanel({
  id,
  party,
  minGuestsPerRoom,
  limits,
  onChange,
  onDone,
}: {
  id: string;
  party: Party;
  minGuestsPerRoom: number;
  limits?: OccupancyLimits;
  onChange: (party: Partial<Party>) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const totals = guestTotals(party);
  const minAdults = Math.max(1, minGuestsPerRoom - party.childPerRoom);
  const maxAdults = limits?.maxAdultsPerRoom ?? MAX_ADULTS_PER_ROOM;
  const maxChildren = limits?.maxChildrenPerRoom ?? MAX_CHILDREN_PER_ROOM;
  const fits = !limits || party.childAges.includes(null) || partyFitsSomewhere(limits, partyOfForm(party));
  return (
    <fieldset
      id={id}
      className="absolute right-0 top-full z-30 m-0 mt-2 flex max-h-[70vh] w-[min(20rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-background p-4 shadow-lg"
    >
      <legend className="sr-only">{t('ui.search.guests')}</legend>
      <Stepper
        label={t('ui.search.rooms')}
        value={party.roomNum}
        min={1}
        max={MAX_ROOMS_PER_BOOKING}
        decreaseLabel={t('ui.search.fewer', { what: t('ui.search.rooms') })}
        increaseLabel={t('ui.search.more', { what: t('ui.search.rooms') })}
        onChange={(roomNum) =>
          onChange({ roomNum, childAges: resizeAges(party.childAges, roomNum * party.childPerRoom) })
        }
        testId="rooms-stepper"
      />
      <Stepper
        label={t('ui.search.adultsPerRoom')}
        value={Math.min(party.adultPerRoom, Math.max(maxAdults, minAdults))}
        min={minAdults}
        max={Math.max(maxAdults, minAdults)}
        decreaseLabel={t('ui.search.fewer', { what: t('ui.search.adultsPerRoom') })}
        increaseLabel={t('ui.search.more', { what: t('ui.search.adultsPerRoom') })}
        onChange={(adultPerRoom) => onChange({ adultPerRoom })}
        testId="adults-stepper"
      />
      <Stepper
        label={t('ui.search.childrenPerRoom')}
        value={Math.min(party.childPerRoom, maxChildren)}
        min={0}
        max={maxChildren}
        decreaseLabel={t('ui.search.fewer', { what: t('ui.search.childrenPerRoom') })}
        increaseLabel={t('ui.search.more', { what: t('ui.search.childrenPerRoom') })}
        onChange={(childPerRoom) =>
          onChange({
            childPerRoom,
            childAges: resizeAges(party.childAges, party.roomNum * childPerRoom),
            adultPerRoom: Math.max(party.adultPerRoom, minGuestsPerRoom - childPerRoom, 1),
          })
        }
        testId="children-stepper"
      />
      {party.childAges.length ? (
        <ChildAgeSelects
          party={party}
          freeAge={limits?.childFreeBedAge}
          onChange={(childAges) => onChange({ childAges })}
        />
      ) : null}
      {fits ? null : (
        <p role="alert" className="text-sm text-danger" data-testid="party-fits-nowhere">
          {t('ui.search.partyFitsNowhere', {
            adults: limits?.maxAdultsPerRoom ?? maxAdults,
            guests: limits?.maxGuestsPerRoom ?? maxAdults,
          })}
        </p>
      )}
      <p className="border-t border-border pt-3 text-sm text-muted" data-testid="guest-totals">
        {t('ui.search.partyTotals', { adults: totals.adultsNumber, children: totals.childNumber })}
      </p>
      <Button variant="secondary" onClick={onDone}>
        {t('ui.common.done')}
      </Button>
    </fieldset>
  );
}
