import { MAX_CHILD_AGE } from '@hotel/contract/occupancy';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import type { BookingFormValues } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

/** One age per child of the room (they decide the room's fit and the children's price). */
export function ChildAgeFields({ roomIndex }: { roomIndex: number }) {
  const { t } = useTranslation();
  const children = useWatch<BookingFormValues, `rooms.${number}.children`>({ name: `rooms.${roomIndex}.children` });
  const count = Number(children) || 0;
  if (count === 0) return null;
  const options = AGES.map((age) => ({ value: String(age), label: t('ui.search.ageOption', { age }) }));
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-sm" data-testid="booking-child-ages">
      {Array.from({ length: count }, (_, child) => {
        const name = `rooms.${roomIndex}.childAges.${child}` as const;
        return (
          <SelectField<BookingFormValues>
            key={name}
            id={idOf(name)}
            name={name}
            label={t('ui.search.childAge', { child: child + 1 })}
            placeholder={t('ui.search.agePlaceholder')}
            options={options}
          />
        );
      })}
    </div>
  );
}
