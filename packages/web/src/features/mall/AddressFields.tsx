import type { DeliveryAddress } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { TextField } from '../member/formKit.tsx';

export type AddressForm = Required<Omit<DeliveryAddress, 'postalCode'>> & { postalCode: string };

const FIELDS = [
  { name: 'name', autoComplete: 'name', span: false },
  { name: 'mobileCountryNumber', autoComplete: 'tel-country-code', span: false },
  { name: 'phone', autoComplete: 'tel-national', span: false },
  { name: 'postalCode', autoComplete: 'postal-code', span: false },
  { name: 'region', autoComplete: 'address-level1', span: true },
  { name: 'detail', autoComplete: 'street-address', span: true },
] as const;

/** The delivery address of physical goods, checked with the contract's `deliveryAddressSchema`. */
export function AddressFields({
  value,
  onChange,
  errors,
}: {
  value: AddressForm;
  onChange: (value: AddressForm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="address-fields">
      <legend className="mb-2 text-lg font-semibold">{t('mall.checkout.address')}</legend>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          className={field.span ? 'sm:col-span-2' : ''}
          name={`address-${field.name}`}
          label={t(`mall.address.${field.name}`)}
          autoComplete={field.autoComplete}
          value={value[field.name]}
          error={errors[`address.${field.name}`]}
          required={field.name !== 'postalCode'}
          inputMode={field.name === 'phone' || field.name === 'mobileCountryNumber' ? 'tel' : undefined}
          onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
