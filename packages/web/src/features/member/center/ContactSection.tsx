import { DEFAULT_AREA_CODE, VERIFICATION_CODE_LENGTH } from '@hotel/contract/constants';
import { areaCodeSchema, emailSchema, phoneNumberSchema } from '@hotel/contract/schemas/common';
import { contactChangeSchema, type MemberProfile } from '@hotel/contract/schemas/member';
import { type FormEvent, useId, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { CodeSender } from '../CodeSender.tsx';
import { FormMessage, serverErrors, TextField, useFormValues, validate } from '../formKit.tsx';
import { lockHint } from '../lockHint.ts';
import { memberCalls } from '../memberApi.ts';
import { useRefreshMember } from '../useMember.ts';

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
  const { instant } = useSiteFormat();
  const form = useFormValues({ password: '', email: '', mobileCountryNumber: DEFAULT_AREA_CODE, phone: '', code: '' });
  const [sent, setSent] = useState('');
  const [hint, setHint] = useState('');
  const { values } = form;

  const address =
    channel === 'email'
      ? { email: values.email.trim() }
      : { mobileCountryNumber: values.mobileCountryNumber.trim().replace(/^\+/, ''), phone: values.phone.trim() };
  const shown =
    channel === 'email'
      ? emailSchema.safeParse(address.email).success
        ? (address.email ?? null)
        : null
      : areaCodeSchema.safeParse(address.mobileCountryNumber).success &&
          phoneNumberSchema.safeParse(address.phone).success
        ? `+${address.mobileCountryNumber} ${address.phone}`
        : null;

  function requestCode() {
    form.setErrors({});
    setHint('');
    setSent('');
    return memberCalls.requestContactCode(language, { password: values.password, ...address });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { password: values.password, ...address, code: values.code.trim() };
    const errors = validate(contactChangeSchema, body, t);
    form.setErrors(errors);
    setHint('');
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      const updated = await memberCalls.changeContact(language, body);
      await onDone(updated, shown ?? '');
    } catch (error) {
      form.setErrors(serverErrors(error, t));
      setHint(lockHint(error, t, instant));
      form.setBusy(false);
    }
  }

  return (
    <form
      className="flex max-w-lg flex-col gap-4 rounded border border-border p-4"
      onSubmit={submit}
      noValidate
      data-testid="contact-form"
    >
      <h3 className="font-semibold">
        {channel === 'email' ? t('member.contact.changeEmail') : t('member.contact.changePhone')}
      </h3>
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('member.contact.password')}
        value={values.password}
        error={form.errors.password}
        onChange={(event) => form.set('password')(event.target.value)}
      />
      {channel === 'email' ? (
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('member.contact.newEmail')}
          value={values.email}
          error={form.errors.email}
          onChange={(event) => form.set('email')(event.target.value)}
        />
      ) : (
        <div className="flex gap-2">
          <TextField
            name="mobileCountryNumber"
            label={t('member.contact.areaCode')}
            className="w-24 shrink-0"
            inputMode="tel"
            value={values.mobileCountryNumber}
            error={form.errors.mobileCountryNumber}
            onChange={(event) => form.set('mobileCountryNumber')(event.target.value)}
          />
          <TextField
            name="phone"
            type="tel"
            autoComplete="tel-national"
            label={t('member.contact.newPhone')}
            className="min-w-0 flex-1"
            value={values.phone}
            error={form.errors.phone}
            onChange={(event) => form.set('phone')(event.target.value)}
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
          value={values.code}
          error={form.errors.code}
          onChange={(event) => form.set('code')(event.target.value)}
        />
        <CodeSender
          purpose="changeContact"
          request={requestCode}
          target={address}
          describe={shown}
          onError={form.setErrors}
          onFailure={(error) => setHint(lockHint(error, t, instant))}
          onSent={setSent}
        />
      </div>
      <FormMessage tone="info">{sent}</FormMessage>
      <FormMessage>{[form.errors.form, hint].filter(Boolean).join(' ')}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.busy} data-testid="contact-submit">
          {t('member.contact.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('member.contact.cancel')}
        </Button>
      </div>
    </form>
  );
}
