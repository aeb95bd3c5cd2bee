import { DiscountType } from '@hotel/contract/enums';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { controlClass, Field } from '../../ui/Field.tsx';

/** The promotion (corporate) or discount code: its type and the code; both are needed when one is given. */
export function PromoCodeFields({
  id,
  discountType,
  discountCode,
  typeError,
  codeError,
  onChange,
}: {
  id: string;
  discountType?: DiscountType;
  discountCode?: string;
  typeError?: string;
  codeError?: string;
  onChange: (value: { discountType?: DiscountType; discountCode?: string }) => void;
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field id={`${id}-type`} label={t('ui.search.codeType')} error={typeError}>
        <select
          id={`${id}-type`}
          data-testid="discount-type"
          className={controlClass}
          value={discountType ?? ''}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          onChange={(event) => {
            const value = Number(event.target.value);
            onChange({ discountType: value === 1 || value === 2 ? value : undefined });
          }}
        >
          <option value="">{t('ui.search.codeTypePlaceholder')}</option>
          {Object.values(DiscountType).map((type) => (
            <option key={type} value={type}>
              {label('discountType', type)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-code`} label={t('ui.search.code')} error={codeError}>
        <input
          id={`${id}-code`}
          data-testid="discount-code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          className={controlClass}
          value={discountCode ?? ''}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-code-error` : undefined}
          onChange={(event) => onChange({ discountCode: event.target.value || undefined })}
        />
      </Field>
    </div>
  );
}
