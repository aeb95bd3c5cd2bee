import { pagePaths } from '@hotel/contract/routes';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { AGREEMENTS, type BookingFormValues } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

/** The booking policy, privacy terms and booking conditions, each to be accepted. */
export function AgreementFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('booking.agreements.legend')}</legend>
      {AGREEMENTS.map((key) => (
        <CheckboxField<BookingFormValues>
          key={key}
          id={idOf(`agreements.${key}`)}
          name={`agreements.${key}`}
          label={t(`booking.agreements.${key}`)}
        />
      ))}
      <p className="text-xs text-muted">
        <LocaleLink to={pagePaths.agreementDetails()} target="_blank" rel="noopener" className="text-main underline">
          {t('booking.agreements.read')}
        </LocaleLink>
      </p>
    </fieldset>
  );
}
