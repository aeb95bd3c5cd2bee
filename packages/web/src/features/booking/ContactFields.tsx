import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass, Field } from '../../ui/Field.tsx';
import type { BookingFormValues } from './bookingForm.ts';
import { controlProps, idOf, useErrorText } from './formHelpers.ts';

/** The booker: name, mobile with its country/region code (default 86) and e-mail for the confirmation. */
export function ContactFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<BookingFormValues>();
  const errorText = useErrorText(formState.errors);
  const nameError = errorText('contact.name');
  const areaError = errorText('contact.areaCode');
  const mobileError = errorText('contact.mobile');
  const emailError = errorText('contact.email');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={idOf('contact.name')} label={t('booking.contact.name')} error={nameError} className="sm:col-span-2">
        <input
          type="text"
          autoComplete="name"
          className={controlClass}
          {...controlProps(idOf('contact.name'), nameError)}
          {...register('contact.name')}
        />
      </Field>
      <div className="grid grid-cols-[6rem_1fr] gap-3 sm:col-span-1">
        <Field id={idOf('contact.areaCode')} label={t('booking.contact.areaCode')} error={areaError}>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted"
            >
              +
            </span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="tel-country-code"
              maxLength={5}
              className={`${controlClass} pl-6`}
              {...controlProps(idOf('contact.areaCode'), areaError)}
              {...register('contact.areaCode')}
            />
          </div>
        </Field>
        <Field id={idOf('contact.mobile')} label={t('booking.contact.mobile')} error={mobileError}>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={controlClass}
            {...controlProps(idOf('contact.mobile'), mobileError)}
            {...register('contact.mobile')}
          />
        </Field>
      </div>
      <Field id={idOf('contact.email')} label={t('booking.contact.email')} error={emailError}>
        <input
          type="email"
          autoComplete="email"
          className={controlClass}
          {...controlProps(idOf('contact.email'), emailError, 'bk-email-hint')}
          {...register('contact.email')}
        />
      </Field>
      <p id="bk-email-hint" className="text-xs text-muted sm:col-span-2">
        {t('booking.contact.emailHint')}
      </p>
    </div>
  );
}
