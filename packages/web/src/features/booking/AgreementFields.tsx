import type { Agreement } from '@hotel/contract/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { agreementsQuery } from '../content/contentApi.ts';
import { RichText } from '../content/RichText.tsx';
import { AGREEMENTS, type BookingFormValues } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

const MARK = '\u0000';

/**
 * One required consent to the booking policy, privacy terms and booking conditions: "I have read and
 * agree to …" with each agreement a link that opens its text over the form.
 */
export function AgreementFields() {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = useQuery(agreementsQuery(language));
  const [open, setOpen] = useState<Agreement | null>(null);
  const links = Object.fromEntries(AGREEMENTS.map((key) => [key, `${MARK}${key}${MARK}`]));
  const sentence = t('booking.agreements.consent', links)
    .split(MARK)
    .map((part, index): ReactNode => {
      if (index % 2 === 0) return part;
      const agreement = texts.data?.find((item) => item.code === part);
      return (
        <button
          key={part}
          type="button"
          className="text-main underline"
          data-testid={`consent-link-${part}`}
          onClick={() => agreement && setOpen(agreement)}
          disabled={!agreement}
        >
          {t(`booking.agreements.${part}`)}
        </button>
      );
    });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('booking.agreements.legend')}</legend>
      <CheckboxField<BookingFormValues> id={idOf('consent')} name="consent" label={sentence} />
      <ModalDialog
        isOpen={open !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setOpen(null))}
        title={open?.title ?? ''}
        testId="agreement-dialog"
        actions={<Button onClick={() => setOpen(null)}>{t('ui.common.close')}</Button>}
      >
        {open ? <RichText html={open.body} className="max-h-[60vh] overflow-y-auto" /> : null}
      </ModalDialog>
    </fieldset>
  );
}
