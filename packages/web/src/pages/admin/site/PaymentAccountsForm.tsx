import { inLanguage } from '@hotel/contract/localizedText';
import {
  PAYMENT_PROVIDER_NAMES,
  type PaymentAccountList,
  type PaymentAccountRecord,
  type PaymentProviderName,
  PROVIDER_CHANNELS,
  PROVIDER_FIELDS,
  paymentAccountInputSchemas,
} from '@hotel/contract/schemas/admin-payments';
import { useState } from 'react';
import { AdminError, SaveOutcome } from '../../../features/admin/ui/AdminError.tsx';
import { useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useAdminMutation, useAdminQuery } from '../../../lib/api/adminApi.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { PlainSelectField } from '../../../ui/form/PlainFields.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextAreaField } from '../../../ui/form/TextAreaField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';

const SITE = '';
const pathOf = (hotelCode: string) =>
  hotelCode === SITE ? '/payment-accounts' : `/hotels/${encodeURIComponent(hotelCode)}/payment-accounts`;

/** The payment providers' credentials of the site (every hotel without its own) or of one hotel. */
export function PaymentAccountsForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const hotels = useStaffHotels();
  const [scope, setScope] = useState(SITE);
  const accounts = useAdminQuery<PaymentAccountList>(pathOf(scope));
  return (
    <div className="flex flex-col gap-4" data-testid="payment-accounts">
      <PlainSelectField label={t('admin.payments.scope')} value={scope} onChange={setScope}>
        <option value={SITE}>{t('admin.payments.site')}</option>
        {(hotels.data ?? []).map((hotel) => (
          <option key={hotel.hotelCode} value={hotel.hotelCode}>
            {`${inLanguage(hotel.name, language)} (${hotel.hotelCode})`}
          </option>
        ))}
      </PlainSelectField>
      <AdminError error={accounts.error} />
      {accounts.data ? (
        <>
          <p className="text-sm text-muted" data-testid="payment-mode">
            {t(`admin.payments.mode.${accounts.data.mode}`)}
          </p>
          {accounts.data.canSave ? null : <p role="alert">{t('admin.payments.noKey')}</p>}
          {PAYMENT_PROVIDER_NAMES.map((provider) => (
            <ProviderAccount
              key={`${scope}/${provider}/${accounts.data.accounts.find((a) => a.provider === provider)?.updatedAt ?? ''}`}
              path={`${pathOf(scope)}/${provider}`}
              provider={provider}
              record={accounts.data.accounts.find((account) => account.provider === provider)}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}

function ProviderAccount({
  path,
  provider,
  record,
}: {
  path: string;
  provider: PaymentProviderName;
  record: PaymentAccountRecord | undefined;
}) {
  const { t } = useTranslation();
  const fields = PROVIDER_FIELDS[provider];
  const initial = Object.fromEntries(
    fields.map((field) => [field.name, field.secret ? '' : (record?.settings[field.name] ?? field.choices?.[0] ?? '')]),
  );
  const form = useContractForm(paymentAccountInputSchemas[provider], initial);
  const save = useAdminMutation<Record<string, string>>('PUT', () => path, {
    invalidate: ['/payment-accounts', '/hotels'],
  });
  const channels = PROVIDER_CHANNELS[provider].map((channel) => t(`enums.onlineChannel.${channel}`)).join(', ');
  const label = (name: string) => t(`admin.payments.fields.${name}`);
  return (
    <Form
      form={form}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-testid={`payment-account-${provider}`}
      onSubmit={(values) => save.mutate(values as Record<string, string>)}
    >
      <h3 className="text-lg font-semibold">{t(`admin.payments.providers.${provider}`)}</h3>
      <p className="text-sm text-muted">
        {t('admin.payments.channels', { channels })}{' '}
        <strong data-testid="account-status">
          {record
            ? t(record.usable ? 'admin.payments.usable' : 'admin.payments.unusable')
            : t('admin.payments.notSaved')}
        </strong>
      </p>
      {fields.map((field) => {
        const isSet = record?.secretsSet.includes(field.name) ?? false;
        if (field.choices) {
          return (
            <SelectField
              key={field.name}
              name={field.name}
              label={label(field.name)}
              options={field.choices.map((choice) => ({
                value: choice,
                label: t(`admin.payments.environment.${choice}`),
              }))}
            />
          );
        }
        if (field.secret) {
          return (
            <TextField
              key={field.name}
              name={field.name}
              label={label(field.name)}
              type="password"
              autoComplete="new-password"
              hint={isSet ? t('admin.payments.secretSet') : t('admin.payments.secretNotSet')}
              data-secret-state={isSet ? 'set' : 'empty'}
            />
          );
        }
        return field.multiline ? (
          <TextAreaField
            key={field.name}
            name={field.name}
            label={label(field.name)}
            rows={4}
            inputClassName="font-mono text-xs"
          />
        ) : (
          <TextField key={field.name} name={field.name} label={label(field.name)} />
        );
      })}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('admin.common.save')}
        </Button>
      </div>
      <SaveOutcome save={save} />
    </Form>
  );
}
