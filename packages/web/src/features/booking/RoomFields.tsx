import { FAMILY_NAME_FIELD_FIRST_LANGUAGES } from '@hotel/contract/languages';
import type { OrderFillConfig } from '@hotel/contract/schemas/orderFlow';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import type { BookingFormValues } from './bookingForm.ts';
import { ChildAgeFields } from './ChildAgeFields.tsx';
import { FrequentContactPicker } from './FrequentContactPicker.tsx';
import { idOf } from './formHelpers.ts';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

const countOption = (count: number) => ({ value: String(count), label: String(count) });

/**
 * One room's party and guests: adults and children (the site's limits), then one title, last name
 * and first name per adult, in the order names are written in the display language.
 */
export function RoomGuestFields({ roomIndex, config }: { roomIndex: number; config: OrderFillConfig }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useEnumLabel();
  const { getValues, setValue } = useFormContext<BookingFormValues>();
  const adults = useWatch<BookingFormValues, `rooms.${number}.adults`>({ name: `rooms.${roomIndex}.adults` });
  const room = `rooms.${roomIndex}` as const;
  const familyFirst = FAMILY_NAME_FIELD_FIRST_LANGUAGES.includes(language);

  /** The name this form last wrote into the contact name from the first guest's. */
  const filledContact = useRef('');
  /**
   * The contact name follows the first guest's name until the guest types a contact name of their own:
   * correcting the guest's name corrects the contact's too.
   */
  const fillContact = () => {
    const current = getValues('contact.name').trim();
    if (roomIndex !== 0 || (current && current !== filledContact.current)) return;
    const first = getValues(`${room}.guests.0`);
    if (!first?.firstName.trim() || !first.lastName.trim()) return;
    const name = familyFirst
      ? `${first.lastName.trim()}${/[\p{Script=Han}]/u.test(first.lastName) ? '' : ' '}${first.firstName.trim()}`
      : `${first.firstName.trim()} ${first.lastName.trim()}`;
    filledContact.current = name;
    setValue('contact.name', name, { shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <SelectField<BookingFormValues>
          id={idOf(`${room}.adults`)}
          name={`${room}.adults`}
          label={t('booking.guests.adults')}
          rules={{ valueAsNumber: true }}
          messageValues={{ count: config.minPersonNum }}
          options={range(1, config.maxAdultsPerRoom).map(countOption)}
        />
        <SelectField<BookingFormValues>
          id={idOf(`${room}.children`)}
          name={`${room}.children`}
          label={t('booking.guests.children')}
          rules={{ valueAsNumber: true }}
          options={range(0, config.maxChildrenPerRoom).map(countOption)}
        />
      </div>
      <ChildAgeFields roomIndex={roomIndex} />
      {config.childFreeBedAge > 0 ? (
        <p className="text-xs text-muted">{t('booking.guests.childFreeBed', { age: config.childFreeBedAge })}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {range(0, (Number(adults) || 1) - 1).map((guest) => {
          const base = `${room}.guests.${guest}` as const;
          const own = guest === 0 && roomIndex === 0;
          const titleField = (
            <SelectField<BookingFormValues>
              key="title"
              id={idOf(`${base}.title`)}
              name={`${base}.title`}
              label={t('booking.guests.title')}
              autoComplete={own ? 'honorific-prefix' : 'off'}
              placeholder={t('booking.guests.titlePlaceholder')}
              options={config.titles.map((title) => ({ value: title, label: label('title', title) }))}
            />
          );
          const nameField = (part: 'lastName' | 'firstName') => (
            <TextField<BookingFormValues>
              key={part}
              id={idOf(`${base}.${part}`)}
              name={`${base}.${part}`}
              label={part === 'lastName' ? t('booking.guests.lastName') : t('booking.guests.firstName')}
              autoComplete={own ? (part === 'lastName' ? 'family-name' : 'given-name') : 'off'}
              describedBy="bk-name-hint"
              rules={{ onBlur: fillContact }}
            />
          );
          return (
            <li key={guest} className="flex flex-col gap-2" data-testid="guest-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold">
                  {t('booking.guests.adultNumber', { number: guest + 1 })}
                  {guest > 0 ? (
                    <span className="font-normal text-muted" data-testid="guest-optional">
                      {' '}
                      {t('booking.guests.optional')}
                    </span>
                  ) : null}
                </p>
                <FrequentContactPicker roomIndex={roomIndex} guestIndex={guest} />
              </div>
              <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr]">
                {titleField}
                {familyFirst
                  ? [nameField('lastName'), nameField('firstName')]
                  : [nameField('firstName'), nameField('lastName')]}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
