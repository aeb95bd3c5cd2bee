import { TITLES } from '@hotel/contract/enums';
import { type MemberProfile, memberInfoSchema } from '@hotel/contract/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { safeRedirect } from '../forcedSignIn.ts';
import {
  CheckboxField,
  FormMessage,
  SelectField,
  serverErrors,
  TextField,
  useFormValues,
  validate,
} from '../formKit.tsx';
import { memberCalls, salutationsQuery } from '../memberApi.ts';
import { useRefreshMember } from '../useMember.ts';
import { ContactSection } from './ContactSection.tsx';

type ProfileValues = {
  title: string;
  call: string;
  sex: string;
  firstName: string;
  lastName: string;
  nickName: string;
  birthday: string;
  address: string;
  detailedAddress: string;
  isEuResident: boolean;
};

const valuesOf = (member: MemberProfile): ProfileValues => ({
  title: member.title ?? '',
  call: member.call ?? '',
  sex: String(member.sex),
  firstName: member.firstName,
  lastName: member.lastName,
  nickName: member.nickName,
  birthday: member.birthday ?? '',
  address: member.address,
  detailedAddress: member.detailedAddress,
  isEuResident: member.isEuResident,
});

/**
 * Personal information, read and edited; a member without a complete profile is asked to complete it.
 * The e-mail and mobile are shown, and changed in their own section with the password and a code.
 */
export function ProfileSection({ member }: { member: MemberProfile }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Back to where the member was sent from (e.g. a booking) once the profile is complete.
  const completed = (updated: MemberProfile) => {
    const back = safeRedirect(params.get('redirect'));
    if (back && updated.profileComplete) void navigate(back);
  };
  return (
    <div className="flex flex-col gap-8">
      <ProfileDetails member={member} onSaved={completed} />
      <ContactSection member={member} onChanged={completed} />
    </div>
  );
}

function ProfileDetails({ member, onSaved }: { member: MemberProfile; onSaved: (updated: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useSiteFormat();
  const refresh = useRefreshMember();
  const salutations = useQuery(salutationsQuery(language)).data ?? [];
  const [editing, setEditing] = useState(!member.profileComplete);
  const form = useFormValues<ProfileValues>(valuesOf(member));
  const [saved, setSaved] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...form.values,
      sex: Number(form.values.sex),
      call: form.values.call || undefined,
      nickName: form.values.nickName || undefined,
      address: form.values.address || undefined,
      detailedAddress: form.values.detailedAddress || undefined,
    };
    const errors = validate(memberInfoSchema, body, t);
    form.setErrors(errors);
    setSaved('');
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      const updated = await memberCalls.saveProfile(language, body);
      form.setValues(valuesOf(updated));
      await refresh();
      setEditing(false);
      setSaved(t('member.profile.saved'));
      notices.notify(t('member.profile.saved'), 'success');
      onSaved(updated);
    } catch (error) {
      form.setErrors(serverErrors(error, t));
    } finally {
      form.setBusy(false);
    }
  }

  const read = (label: string, value: string) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm">{value || t('member.profile.none')}</dd>
    </div>
  );
  const salutation = salutations.find((item) => item.code === member.call)?.name ?? '';

  if (!editing) {
    return (
      <div className="flex flex-col gap-4" data-testid="profile-view">
        <FormMessage tone="success">{saved}</FormMessage>
        <dl className="grid gap-4 sm:grid-cols-2">
          {read(t('member.profile.fields.title'), member.title ? t(`enums.title.${member.title}`) : '')}
          {read(t('member.profile.fields.call'), salutation)}
          {read(t('member.profile.fields.lastName'), member.lastName)}
          {read(t('member.profile.fields.firstName'), member.firstName)}
          {read(t('member.profile.fields.nickName'), member.nickName)}
          {read(t('member.profile.fields.sex'), t(`enums.gender.${member.sex}`))}
          {read(t('member.profile.fields.birthday'), member.birthday ? format.date(member.birthday) : '')}
          {read(
            t('member.profile.fields.address'),
            [member.address, member.detailedAddress].filter(Boolean).join(', '),
          )}
          {read(t('member.profile.fields.username'), member.username ?? '')}
          {read(t('member.profile.fields.isEuResident'), member.isEuResident ? '✓' : '—')}
        </dl>
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('member.profile.edit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="profile-form">
      {!member.profileComplete ? <Notice>{t('member.profile.incomplete')}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="title"
          label={t('member.profile.fields.title')}
          value={form.values.title}
          error={form.errors.title}
          onChange={form.set('title')}
        >
          <option value="">—</option>
          {TITLES.map((title) => (
            <option key={title} value={title}>
              {t(`enums.title.${title}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="call"
          label={t('member.profile.fields.call')}
          value={form.values.call}
          error={form.errors.call}
          onChange={form.set('call')}
        >
          <option value="">{t('member.profile.noSalutation')}</option>
          {salutations.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="lastName"
          label={t('member.profile.fields.lastName')}
          autoComplete="family-name"
          value={form.values.lastName}
          error={form.errors.lastName}
          onChange={(e) => form.set('lastName')(e.target.value)}
        />
        <TextField
          name="firstName"
          label={t('member.profile.fields.firstName')}
          autoComplete="given-name"
          value={form.values.firstName}
          error={form.errors.firstName}
          onChange={(e) => form.set('firstName')(e.target.value)}
        />
        <TextField
          name="nickName"
          label={t('member.profile.fields.nickName')}
          autoComplete="nickname"
          value={form.values.nickName}
          error={form.errors.nickName}
          onChange={(e) => form.set('nickName')(e.target.value)}
        />
        <SelectField
          name="sex"
          label={t('member.profile.fields.sex')}
          value={form.values.sex}
          error={form.errors.sex}
          onChange={form.set('sex')}
        >
          {[0, 1, 2].map((value) => (
            <option key={value} value={String(value)}>
              {t(`enums.gender.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="birthday"
          type="date"
          label={t('member.profile.fields.birthday')}
          autoComplete="bday"
          value={form.values.birthday}
          error={form.errors.birthday}
          onChange={(e) => form.set('birthday')(e.target.value)}
        />
        <TextField
          name="address"
          label={t('member.profile.fields.address')}
          autoComplete="address-level2"
          value={form.values.address}
          error={form.errors.address}
          onChange={(e) => form.set('address')(e.target.value)}
        />
        <TextField
          name="detailedAddress"
          label={t('member.profile.fields.detailedAddress')}
          autoComplete="street-address"
          value={form.values.detailedAddress}
          error={form.errors.detailedAddress}
          onChange={(e) => form.set('detailedAddress')(e.target.value)}
        />
      </div>
      <p className="text-sm text-muted">{t('member.profile.contactHint')}</p>
      <CheckboxField
        name="isEuResident"
        label={t('member.profile.fields.isEuResident')}
        checked={form.values.isEuResident}
        onChange={form.set('isEuResident')}
      />
      <FormMessage>{form.errors.form}</FormMessage>
      <div className="flex gap-2">
        <Button type="submit" disabled={form.busy} data-testid="profile-save">
          {t('member.profile.save')}
        </Button>
        {member.profileComplete ? (
          <Button
            variant="ghost"
            onClick={() => {
              form.setValues(valuesOf(member));
              form.setErrors({});
              setEditing(false);
            }}
          >
            {t('member.profile.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
