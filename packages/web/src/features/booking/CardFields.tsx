import { CARD_TYPES } from '@hotel/contract/enums';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import type { CardValues } from './bookingForm.ts';
import { idOf } from './formHelpers.ts';

/**
 * The guaranteeing card: type, number, holder and expiry MM/YY, fields of the surrounding form (checked
 * by the contract's creditCardSchema).
 */
export function CardFields() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="card-fields">
      <SelectField<CardValues>
        id={idOf('card.cardType')}
        name="cardType"
        label={t('booking.card.type')}
        placeholder={t('booking.card.typePlaceholder')}
        options={CARD_TYPES.map((type) => ({ value: type, label: label('cardType', type) }))}
      />
      <TextField<CardValues>
        id={idOf('card.number')}
        name="number"
        label={t('booking.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <TextField<CardValues>
        id={idOf('card.holderName')}
        name="holderName"
        label={t('booking.card.holder')}
        autoComplete="cc-name"
      />
      <TextField<CardValues>
        id={idOf('card.expiry')}
        name="expiry"
        label={t('booking.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('booking.card.expiryPlaceholder')}
        maxLength={5}
      />
      <p className="text-xs text-muted sm:col-span-2">{t('booking.card.notice')}</p>
    </div>
  );
}
