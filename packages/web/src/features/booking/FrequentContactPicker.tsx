import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass } from '../../ui/Field.tsx';
import { contactsQuery } from '../member/memberApi.ts';
import { useMember } from '../member/useMember.ts';
import { type BookingFormValues, contactNameOf } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

/**
 * "Choose from frequent contacts" for one guest row of a signed-in member: a contact fills the
 * guest's first and last name. Nothing is shown to visitors or members without saved contacts.
 */
export function FrequentContactPicker({ roomIndex, guestIndex }: { roomIndex: number; guestIndex: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { member } = useMember();
  const { setValue, formState } = useFormContext<BookingFormValues>();
  const contacts = useQuery({ ...contactsQuery(language), enabled: member !== null, meta: { silent: true } });
  const list = contacts.data ?? [];
  if (!member || list.length === 0) return null;
  const base = `rooms.${roomIndex}.guests.${guestIndex}` as const;
  const id = idOf(`${base}.contact`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-xs text-muted">
        {t('booking.guests.fromContacts')}
      </label>
      <select
        id={id}
        className={`${controlClass} h-9 w-auto max-w-full`}
        value=""
        data-testid="contact-picker"
        onChange={(event) => {
          const contact = list.find((item) => item.id === event.target.value);
          if (!contact) return;
          const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
          setValue(`${base}.firstName`, contact.firstName, options);
          setValue(`${base}.lastName`, contact.lastName, options);
        }}
      >
        <option value="">{t('booking.guests.chooseContact')}</option>
        {list.map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contactNameOf(contact.firstName, contact.lastName, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
