import { MAX_CHILD_AGE } from '@hotel/contract/occupancy';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass } from '../../ui/Field.tsx';
import type { Party } from './searchState.ts';

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

/** One age select per child (0 to 17), room by room; the free-bed rule said once beneath. */
export function ChildAgeSelects({
  party,
  freeAge,
  onChange,
}: {
  party: Party;
  freeAge?: number;
  onChange: (childAges: (number | null)[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = (index: number) => {
    const child = (index % party.childPerRoom) + 1;
    const room = Math.floor(index / party.childPerRoom) + 1;
    return party.roomNum > 1 ? t('ui.search.childAgeInRoom', { room, child }) : t('ui.search.childAge', { child });
  };
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" data-testid="child-ages">
      <legend className="mb-1 text-sm font-medium">{t('ui.search.childAges')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {party.childAges.map((age, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a child is its place in the room order.
          <label key={index} htmlFor={`${id}-${index}`} className="flex flex-col gap-1 text-xs text-muted">
            {label(index)}
            <select
              id={`${id}-${index}`}
              className={`${controlClass} ${age === null ? 'border-danger' : ''}`}
              value={age === null ? '' : String(age)}
              aria-invalid={age === null}
              data-testid={`child-age-${index}`}
              onChange={(event) => {
                const next = [...party.childAges];
                next[index] = event.target.value === '' ? null : Number(event.target.value);
                onChange(next);
              }}
            >
              <option value="">{t('ui.search.agePlaceholder')}</option>
              {AGES.map((value) => (
                <option key={value} value={value}>
                  {t('ui.search.ageOption', { age: value })}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {freeAge !== undefined ? (
        <p className="text-xs text-muted">{t('ui.search.childFreeRule', { age: freeAge })}</p>
      ) : null}
    </fieldset>
  );
}
