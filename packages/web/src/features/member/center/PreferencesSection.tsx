import { PREFERENCES } from '@hotel/contract/enums';
import { type PreferencesInput, preferencesSchema } from '@hotel/contract/schemas/member';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { RadioGroupField } from '../../../ui/form/FieldGroup.tsx';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { memberCalls, preferencesQuery } from '../memberApi.ts';
import { useSessionGuard } from '../useSessionGuard.ts';

/** Communication preferences (M member offers, C corporate offers, N none) under the consent text. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const client = useQueryClient();
  const query = useQuery(preferencesQuery(language));
  useSessionGuard(query.error);
  const form = useContractForm(preferencesSchema, { preference: 'N', emailConsent: false, smsConsent: false });
  const [saved, setSaved] = useState('');
  const { reset } = form;
  useEffect(() => {
    if (query.data) {
      const { preference, emailConsent, smsConsent } = query.data;
      reset({ preference: preference as PreferencesInput['preference'], emailConsent, smsConsent });
    }
  }, [query.data, reset]);

  if (query.isLoading) return <Spinner label={t('ui.common.loading')} />;
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="preferences-form"
      onSubmit={async (values) => {
        setSaved('');
        try {
          await memberCalls.savePreference(language, values);
          await client.invalidateQueries({ queryKey: preferencesQuery(language).queryKey });
          setSaved(t('member.preferences.saved'));
        } catch (error) {
          applyServerErrors(form, error, t);
        }
      }}
    >
      <RadioGroupField
        name="preference"
        legend={t('member.preferences.consent')}
        legendClassName="mb-2 text-sm leading-relaxed"
        className="flex flex-col gap-3"
        options={PREFERENCES.map((value) => ({ value, label: t(`enums.preference.${value}`) }))}
      />
      <fieldset className="flex flex-col gap-2" data-testid="consents">
        <legend className="mb-1 text-sm font-semibold">{t('member.preferences.channels')}</legend>
        <CheckboxField name="emailConsent" label={t('member.preferences.emailConsent')} />
        <CheckboxField name="smsConsent" label={t('member.preferences.smsConsent')} />
      </fieldset>
      {query.data?.updatedAt ? (
        <p className="text-xs text-muted">
          {t('member.preferences.updated', { date: format.date(query.data.updatedAt) })}
        </p>
      ) : null}
      <FormMessage tone="success">{saved}</FormMessage>
      <FormMessage />
      <div>
        <Button type="submit">{t('member.preferences.save')}</Button>
      </div>
    </Form>
  );
}
