import { FAMILY_NAME_FIRST_LANGUAGES } from '@hotel/contract/languages';
import type { OrderFillConfig } from '@hotel/contract/schemas/orderFlow';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass, Field } from '../../ui/Field.tsx';
import type { BookingFormValues } from './bookingForm.ts';
import { FrequentContactPicker } from './FrequentContactPicker.tsx';
import { controlProps, idOf, useErrorText } from './formHelpers.ts';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * One room's party and guests: adults and children (the site's limits), then one title, last name
 * and first name per adult, in the order names are written in the display language.
 */
export function RoomGuestFields({ roomIndex, config }: { roomIndex: number; config: OrderFillConfig }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useEnumLabel();
  const { register, formState, getValues, setValue } = useFormContext<BookingFormValues>();
  const errorText = useErrorText(formState.errors, { count: config.minPersonNum });
  const adults = useWatch<BookingFormValues, `rooms.${number}.adults`>({ name: `rooms.${roomIndex}.adults` });
  const room = `rooms.${roomIndex}` as const;
  const familyFirst = FAMILY_NAME_FIRST_LANGUAGES.includes(language);
  const adultsError = errorText(`${room}.adults`);
  const childrenError = errorText(`${room}.children`);

  /** The contact name starts as the first guest's name. */
  const fillContact = () => {
    if (roomIndex !== 0 || getValues('contact.name').trim()) return;
    const first = getValues(`${room}.guests.0`);
    if (!first?.firstName.trim() || !first.lastName.trim()) return;
    const name = familyFirst
      ? `${first.lastName.trim()}${/[\p{Script=Han}]/u.test(first.lastName) ? '' : ' '}${first.firstName.trim()}`
      : `${first.firstName.trim()} ${first.lastName.trim()}`;
    setValue('contact.name', name, { shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <Field id={idOf(`${room}.adults`)} label={t('booking.guests.adults')} error={adultsError}>
          <select
            className={controlClass}
            {...controlProps(idOf(`${room}.adults`), adultsError)}
            {...register(`${room}.adults`, { valueAsNumber: true })}
          >
            {range(1, config.maxAdultsPerRoom).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
        <Field id={idOf(`${room}.children`)} label={t('booking.guests.children')} error={childrenError}>
          <select
            className={controlClass}
            {...controlProps(idOf(`${room}.children`), childrenError)}
            {...register(`${room}.children`, { valueAsNumber: true })}
          >
            {range(0, config.maxChildrenPerRoom).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {config.childFreeBedAge > 0 ? (
        <p className="text-xs text-muted">{t('booking.guests.childFreeBed', { age: config.childFreeBedAge })}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {range(0, (Number(adults) || 1) - 1).map((guest) => {
          const base = `${room}.guests.${guest}` as const;
          const titleError = errorText(`${base}.title`);
          const firstError = errorText(`${base}.firstName`);
          const lastError = errorText(`${base}.lastName`);
          const titleField = (
            <Field key="title" id={idOf(`${base}.title`)} label={t('booking.guests.title')} error={titleError}>
              <select
                className={controlClass}
                autoComplete={guest === 0 && roomIndex === 0 ? 'honorific-prefix' : 'off'}
                {...controlProps(idOf(`${base}.title`), titleError)}
                {...register(`${base}.title`)}
              >
                <option value="">{t('booking.guests.titlePlaceholder')}</option>
                {config.titles.map((title) => (
                  <option key={title} value={title}>
                    {label('title', title)}
                  </option>
                ))}
              </select>
            </Field>
          );
          const lastName = () => (
            <Field key="last" id={idOf(`${base}.lastName`)} label={t('booking.guests.lastName')} error={lastError}>
              <input
                type="text"
                autoComplete={guest === 0 && roomIndex === 0 ? 'family-name' : 'off'}
                className={controlClass}
                {...controlProps(idOf(`${base}.lastName`), lastError, 'bk-name-hint')}
                {...register(`${base}.lastName`, { onBlur: fillContact })}
              />
            </Field>
          );
          const firstName = () => (
            <Field key="first" id={idOf(`${base}.firstName`)} label={t('booking.guests.firstName')} error={firstError}>
              <input
                type="text"
                autoComplete={guest === 0 && roomIndex === 0 ? 'given-name' : 'off'}
                className={controlClass}
                {...controlProps(idOf(`${base}.firstName`), firstError, 'bk-name-hint')}
                {...register(`${base}.firstName`, { onBlur: fillContact })}
              />
            </Field>
          );
          return (
            <li key={guest} className="flex flex-col gap-2" data-testid="guest-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold">{t('booking.guests.adultNumber', { number: guest + 1 })}</p>
                <FrequentContactPicker roomIndex={roomIndex} guestIndex={guest} />
              </div>
              <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
                {titleField}
                {familyFirst ? [lastName(), firstName()] : [firstName(), lastName()]}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
