import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { TextField } from '../../ui/form/TextField.tsx';
import type { BookingFormValues } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

/** The booker: name, mobile with its country/region code (default 86) and e-mail for the confirmation. */
export function ContactFields() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField<BookingFormValues>
        id={idOf('contact.name')}
        name="contact.name"
        label={t('booking.contact.name')}
        autoComplete="name"
        className="sm:col-span-2"
      />
      <div className="grid grid-cols-[6rem_1fr] gap-3 sm:col-span-1">
        <TextField<BookingFormValues>
          id={idOf('contact.areaCode')}
          name="contact.areaCode"
          label={t('booking.contact.areaCode')}
          prefix="+"
          inputMode="numeric"
          autoComplete="tel-country-code"
          maxLength={5}
        />
        <TextField<BookingFormValues>
          id={idOf('contact.mobile')}
          name="contact.mobile"
          label={t('booking.contact.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
        />
      </div>
      <TextField<BookingFormValues>
        id={idOf('contact.email')}
        name="contact.email"
        label={t('booking.contact.email')}
        type="email"
        autoComplete="email"
        describedBy="bk-email-hint"
      />
      <p id="bk-email-hint" className="text-xs text-muted sm:col-span-2">
        {t('booking.contact.emailHint')}
      </p>
    </div>
  );
}
