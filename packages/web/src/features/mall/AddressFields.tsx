import { type DeliveryAddress, deliveryAddressSchema } from '@hotel/contract/schemas/mall';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { TextField } from '../../ui/form/TextField.tsx';

const FIELDS = [
  { name: 'name', autoComplete: 'name', span: false },
  { name: 'mobileCountryNumber', autoComplete: 'tel-country-code', span: false },
  { name: 'phone', autoComplete: 'tel-national', span: false },
  { name: 'postalCode', autoComplete: 'postal-code', span: false },
  { name: 'region', autoComplete: 'address-level1', span: true },
  { name: 'detail', autoComplete: 'street-address', span: true },
] as const;

type AddressField = (typeof FIELDS)[number]['name'];
export type AddressForm = Record<AddressField, string>;
/** The form's fields are named `address-<field>` (one page may hold other names and phones). */
type AddressValues = Record<`address-${AddressField}`, string>;

const formName = (field: AddressField) => `address-${field}` as const;
/** The form's name of each request field, for the schema's and the server's (`address.<field>`) errors. */
const FIELD_NAMES = Object.fromEntries(FIELDS.map(({ name }) => [name, formName(name)]));
const SERVER_FIELD_NAMES = Object.fromEntries(FIELDS.map(({ name }) => [`address.${name}`, formName(name)]));

/** The delivery address form, checked with the contract's `deliveryAddressSchema`. */
export function useAddressForm(initial: AddressForm) {
  const form = useContractForm(
    deliveryAddressSchema,
    Object.fromEntries(FIELDS.map(({ name }) => [formName(name), initial[name]])) as AddressValues,
    {
      toRequest: (values): DeliveryAddress => {
        const address = Object.fromEntries(FIELDS.map(({ name }) => [name, values[formName(name)]])) as AddressForm;
        return { ...address, postalCode: address.postalCode || undefined };
      },
      fieldNames: FIELD_NAMES,
    },
  );
  return { form, serverFieldNames: SERVER_FIELD_NAMES };
}

/**
 * The delivery address of physical goods: fields of the surrounding `useAddressForm` form, under
 * `legend` (by default "Delivery address"; null inside a fieldset that has its own).
 */
export function AddressFields({ legend }: { legend?: string | null }) {
  const { t } = useTranslation();
  const title = legend === undefined ? t('mall.checkout.address') : legend;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="address-fields">
      {title ? <legend className="mb-2 text-lg font-semibold">{title}</legend> : null}
      {FIELDS.map((field) => (
        <TextField<AddressValues>
          key={field.name}
          className={field.span ? 'sm:col-span-2' : ''}
          name={formName(field.name)}
          label={t(`mall.address.${field.name}`)}
          autoComplete={field.autoComplete}
          required={field.name !== 'postalCode'}
          inputMode={field.name === 'phone' || field.name === 'mobileCountryNumber' ? 'tel' : undefined}
        />
      ))}
    </fieldset>
  );
}
