import { type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { RadioGroupField } from '../../ui/form/FieldGroup.tsx';
import { TextField } from '../../ui/form/TextField.tsx';

/** An invoice title's fields (kind, name, and for a company its taxpayer number) under `prefix`. */
export function TitleFields<T extends FieldValues>({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation();
  const kind = useWatch<T>({ name: `${prefix}kind` as Path<T> });
  return (
    <>
      <RadioGroupField<T>
        name={`${prefix}kind` as Path<T>}
        legend={t('stay.invoice.kind')}
        options={[
          { value: 'personal', label: t('stay.invoice.kinds.personal') },
          { value: 'company', label: t('stay.invoice.kinds.company') },
        ]}
      />
      <TextField<T>
        name={`${prefix}name` as Path<T>}
        label={t('stay.invoice.name')}
        maxLength={100}
        data-testid="invoice-title-name"
      />
      {kind === 'company' ? (
        <TextField<T>
          name={`${prefix}taxNumber` as Path<T>}
          label={t('stay.invoice.taxNumber')}
          maxLength={20}
          autoCapitalize="characters"
          data-testid="invoice-title-tax"
        />
      ) : null}
    </>
  );
}
