import { LIMIT_PERIODS, LIMIT_SCOPES } from '@hotel/contract/schemas/mall';
import { FieldGroup, SelectField, TextField } from '../../../features/admin/ui/fields.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { smallButtonClass } from '../../../ui/buttonClass.ts';
import type { GoodsDraft } from './goodsDraft.ts';

type Rule = GoodsDraft['limits'][number];
const MAX_RULES = 8;

/** Purchase limits as the API models them: per period (day .. lifetime), per buyer or over all buyers. */
export function LimitRules({
  value,
  onChange,
  errors,
}: {
  value: Rule[];
  onChange: (rules: Rule[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const change = (index: number, rule: Partial<Rule>) =>
    onChange(value.map((old, at) => (at === index ? { ...old, ...rule } : old)));
  return (
    <FieldGroup legend={t('admin.mall.form.limits')}>
      <ul className="flex flex-col gap-2" data-testid="mall-goods-limits">
        {value.map((rule, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity of their own
          <li key={index} className="flex flex-wrap items-end gap-2">
            <SelectField
              label={t('admin.mall.form.limitPeriod')}
              value={rule.period}
              onChange={(period) => change(index, { period: period as Rule['period'] })}
              options={LIMIT_PERIODS.map((period) => ({ value: period, label: t(`admin.mall.periods.${period}`) }))}
              error={errors[`${index}.period`]}
              className="w-40"
            />
            <SelectField
              label={t('admin.mall.form.limitScope')}
              value={rule.scope}
              onChange={(scope) => change(index, { scope: scope as Rule['scope'] })}
              options={LIMIT_SCOPES.map((scope) => ({ value: scope, label: t(`admin.mall.scopes.${scope}`) }))}
              error={errors[`${index}.scope`]}
              className="w-48"
            />
            <TextField
              type="number"
              min={1}
              step={1}
              label={t('admin.mall.form.limitQuantity')}
              value={rule.quantity}
              onChange={(quantity) => change(index, { quantity })}
              error={errors[`${index}.quantity`]}
              className="w-32"
            />
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              {t('admin.mall.form.removeLimit')}
            </button>
          </li>
        ))}
      </ul>
      {value.length < MAX_RULES ? (
        <div>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => onChange([...value, { period: 'lifetime', scope: 'person', quantity: '1' }])}
          >
            {t('admin.mall.form.addLimit')}
          </button>
        </div>
      ) : null}
    </FieldGroup>
  );
}
