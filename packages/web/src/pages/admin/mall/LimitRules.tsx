import { LIMIT_PERIODS, LIMIT_SCOPES } from '@hotel/contract/schemas/mall';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import { FieldGroup } from '../../../ui/form/FieldGroup.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import type { GoodsDraft } from './goodsDraft.ts';

const MAX_RULES = 8;

/** Purchase limits of the goods form as the API models them: per period (day .. lifetime), per buyer or over all buyers. */
export function LimitRules() {
  const { t } = useTranslation();
  const rules = useFieldArray<GoodsDraft, 'limits'>({ name: 'limits' });
  return (
    <FieldGroup<GoodsDraft> legend={t('admin.mall.form.limits')} name="limits">
      <ul className="flex flex-col gap-2" data-testid="mall-goods-limits">
        {rules.fields.map((rule, index) => (
          <li key={rule.id} className="flex flex-wrap items-end gap-2">
            <SelectField<GoodsDraft>
              name={`limits.${index}.period`}
              label={t('admin.mall.form.limitPeriod')}
              options={LIMIT_PERIODS.map((period) => ({ value: period, label: t(`admin.mall.periods.${period}`) }))}
              className="w-40"
            />
            <SelectField<GoodsDraft>
              name={`limits.${index}.scope`}
              label={t('admin.mall.form.limitScope')}
              options={LIMIT_SCOPES.map((scope) => ({ value: scope, label: t(`admin.mall.scopes.${scope}`) }))}
              className="w-48"
            />
            <TextField<GoodsDraft>
              name={`limits.${index}.quantity`}
              type="number"
              min={1}
              step={1}
              label={t('admin.mall.form.limitQuantity')}
              className="w-32"
            />
            <button type="button" className={smallButtonClass} onClick={() => rules.remove(index)}>
              {t('admin.mall.form.removeLimit')}
            </button>
          </li>
        ))}
      </ul>
      {rules.fields.length < MAX_RULES ? (
        <div>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => rules.append({ period: 'lifetime', scope: 'person', quantity: '1' })}
          >
            {t('admin.mall.form.addLimit')}
          </button>
        </div>
      ) : null}
    </FieldGroup>
  );
}
