import { CARD_TYPES } from '@hotel/contract/enums';
import type { UseFormReturn } from 'react-hook-form';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass, Field } from '../../ui/Field.tsx';
import type { CardValues } from './bookingForm.ts';
import { controlProps, idOf, useErrorText } from './formHelpers.ts';

/** The guaranteeing card: type, number, holder and expiry MM/YY (checked by the contract's creditCardSchema). */
export function CardFields({ form }: { form: UseFormReturn<CardValues> }) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const { register, formState } = form;
  const errorText = useErrorText(formState.errors);
  const typeError = errorText('cardType');
  const numberError = errorText('number');
  const holderError = errorText('holderName');
  const expiryError = errorText('expiry');
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="card-fields">
      <Field id={idOf('card.cardType')} label={t('booking.card.type')} error={typeError}>
        <select className={controlClass} {...controlProps(idOf('card.cardType'), typeError)} {...register('cardType')}>
          <option value="">{t('booking.card.typePlaceholder')}</option>
          {CARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {label('cardType', type)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={idOf('card.number')} label={t('booking.card.number')} error={numberError}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          className={controlClass}
          {...controlProps(idOf('card.number'), numberError)}
          {...register('number')}
        />
      </Field>
      <Field id={idOf('card.holderName')} label={t('booking.card.holder')} error={holderError}>
        <input
          type="text"
          autoComplete="cc-name"
          className={controlClass}
          {...controlProps(idOf('card.holderName'), holderError)}
          {...register('holderName')}
        />
      </Field>
      <Field id={idOf('card.expiry')} label={t('booking.card.expiry')} error={expiryError}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('booking.card.expiryPlaceholder')}
          maxLength={5}
          className={controlClass}
          {...controlProps(idOf('card.expiry'), expiryError)}
          {...register('expiry')}
        />
      </Field>
      <p className="text-xs text-muted sm:col-span-2">{t('booking.card.notice')}</p>
    </div>
  );
}
