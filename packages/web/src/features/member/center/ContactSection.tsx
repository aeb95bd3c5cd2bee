import { DEFAULT_AREA_CODE, VERIFICATION_CODE_LENGTH } from '@hotel/contract/constants';
import { contactChangeSchema, type MemberProfile } from '@hotel/contract/schemas/member';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { CodeSender } from '../CodeSender.tsx';
import { type CodeTarget, describeTarget, targetOf } from '../ContactChannel.tsx';
import { memberCalls } from '../memberApi.ts';
import { useRefreshMember } from '../useMember.ts';
import { useMemberErrors } from '../useMemberErrors.ts';

type Channel = 'email' | 'phone';

/**
 * The e-mail and mobile the member signs in with. They change only with the current password and a
 * code sent to the new address (the server then tells the old address), never from the profile form.
 */
export function ContactSection({
  member,
  onChanged,
}: {
  member: MemberProfile;
  onChanged?: (updated: MemberProfile) => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshMember();
  const headingId = useId();
  const [open, setOpen] = useState<Channel | null>(null);
  const [done, setDone] = useState('');

  async function changed(updated: MemberProfile, channel: Channel, address: string) {
    const message = t('member.contact.done', { channel, address });
    setOpen(null);
    setDone(message);
    notices.notify(message, 'success');
    await refresh();
    onChanged?.(updated);
  }

  const row = (channel: Channel, label: string, value: string) => (
    <div className="flex flex-col gap-1 rounded border border-border p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="flex flex-col items-start gap-2">
        <span className="max-w-full break-all text-sm" data-testid={`contact-${channel}`}>
          {value || t('member.contact.none')}
        </span>
        <Button
          variant="secondary"
          onClick={() => {
            setDone('');
            setOpen(channel);
          }}
          aria-expanded={open === channel}
          data-testid={`change-${channel}`}
        >
          {value ? t('member.contact.change') : t('member.contact.add')}
        </Button>
      </dd>
    </div>
  );

  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId} data-testid="contact-section">
      <h2 id={headingId} className="text-base font-semibold">
        {t('member.contact.title')}
      </h2>
      <p className="text-sm text-muted">{t('member.contact.intro')}</p>
      <FormMessage tone="success">{done}</FormMessage>
      <dl className="grid gap-3 sm:grid-cols-2">
        {row('email', t('member.contact.email'), member.email)}
        {row('phone', t('member.contact.phone'), member.phone ? `+${member.mobileCountryNumber} ${member.phone}` : '')}
      </dl>
      {open ? (
        <ContactChangeForm
          key={open}
          channel={open}
          onCancel={() => setOpen(null)}
          onDone={(updated, address) => changed(updated, open, address)}
        />
      ) : null}
    </section>
  );
}

type ChangeValues = typeof EMPTY_CHANGE;
const EMPTY_CHANGE = { password: '', email: '', mobileCountryNumber: DEFAULT_AREA_CODE, phone: '', code: '' };

/** Current password, new address, "send code", the code, confirm. */
function ContactChangeForm({
  channel,
  onCancel,
  onDone,
}: {
  channel: Channel;
  onCancel: () => void;
  onDone: (updated: MemberProfile, address: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const showError = useMemberErrors();
  const addressOf = (values: ChangeValues): CodeTarget => targetOf({ ...values, channel });
  const form = useContractForm(contactChangeSchema, EMPTY_CHANGE, {
    toRequest: (values) => ({ password: values.password, ...addressOf(values), code: values.code.trim() }),
  });
  const [sent, setSent] = useState('');
  const address = addressOf(useWatch({ control: form.control }) as ChangeValues);

  function requestCode() {
    form.clearErrors();
    setSent('');
    return memberCalls.requestContactCode(language, { password: form.getValues('password'), ...address });
  }

  return (
    <Form
      form={form}
      className="flex max-w-lg flex-col gap-4 rounded border border-border p-4"
      data-testid="contact-form"
      onSubmit={async (body) => {
        try {
          const updated = await memberCalls.changeContact(language, body);
          await onDone(updated, describeTarget(address) ?? '');
        } catch (error) {
          showError(form, error);
        }
      }}
    >
      <h3 className="font-semibold">
        {channel === 'email' ? t('member.contact.changeEmail') : t('member.contact.changePhone')}
      </h3>
      <TextField name="password" type="password" autoComplete="current-password" label={t('member.contact.password')} />
      {channel === 'email' ? (
        <TextField name="email" type="email" autoComplete="email" label={t('member.contact.newEmail')} />
      ) : (
        <div className="flex gap-2">
          <TextField
            name="mobileCountryNumber"
            label={t('member.contact.areaCode')}
            className="w-24 shrink-0"
            inputMode="tel"
          />
          <TextField
            name="phone"
            type="tel"
            autoComplete="tel-national"
            label={t('member.contact.newPhone')}
            className="min-w-0 flex-1"
          />
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          label={t('member.contact.code')}
          className="min-w-0 flex-1"
        />
        <CodeSender purpose="changeContact" request={requestCode} target={address} onSent={setSent} />
      </div>
      <FormMessage tone="info">{sent}</FormMessage>
      <FormMessage />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting} data-testid="contact-submit">
          {t('member.contact.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('member.contact.cancel')}
        </Button>
      </div>
    </Form>
  );
}
