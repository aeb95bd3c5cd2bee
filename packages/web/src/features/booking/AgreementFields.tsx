import { pagePaths } from '@hotel/contract/routes';
import { useFormContext } from 'react-hook-form';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { AGREEMENTS, type BookingFormValues } from './bookingForm.ts';
import { controlProps, idOf, useErrorText } from './formHelpers.ts';

/** The booking policy, privacy terms and booking conditions, each to be accepted. */
export function AgreementFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<BookingFormValues>();
  const errorText = useErrorText(formState.errors);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('booking.agreements.legend')}</legend>
      {AGREEMENTS.map((key) => {
        const id = idOf(`agreements.${key}`);
        const error = errorText(`agreements.${key}`);
        return (
          <div key={key} className="flex flex-col gap-1">
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-main"
                {...controlProps(id, error)}
                {...register(`agreements.${key}`)}
              />
              <label htmlFor={id} className="text-sm">
                {t(`booking.agreements.${key}`)}
              </label>
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" className="pl-7 text-xs text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="text-xs text-muted">
        <LocaleLink to={pagePaths.agreementDetails()} target="_blank" rel="noopener" className="text-main underline">
          {t('booking.agreements.read')}
        </LocaleLink>
      </p>
    </fieldset>
  );
}
