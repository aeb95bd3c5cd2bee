import { TITLES } from '@hotel/contract/enums';
import {
  type MemberInfoInput,
  type MemberProfile,
  memberInfoSchema,
  salutationOfTitle,
} from '@hotel/contract/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { safeRedirect } from '../forcedSignIn.ts';
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

/** The profile request of the form's values: the gender as its number, empty optional texts left out. */
const toRequest = (values: ProfileValues) => ({
  ...values,
  sex: Number(values.sex),
  // One question: the title; the salutation follows from it (a professor keeps theirs).
  call: values.call === 'prof' && values.title === 'Dr' ? 'prof' : salutationOfTitle(values.title),
  nickName: values.nickName || undefined,
  address: values.address || undefined,
  detailedAddress: values.detailedAddress || undefined,
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
  const form = useContractForm(memberInfoSchema, valuesOf(member), { toRequest });
  const [saved, setSaved] = useState('');

  async function submit(body: MemberInfoInput) {
    setSaved('');
    try {
      const updated = await memberCalls.saveProfile(language, body);
      form.reset(valuesOf(updated));
      await refresh();
      setEditing(false);
      setSaved(t('member.profile.saved'));
      notices.notify(t('member.profile.saved'), 'success');
      onSaved(updated);
    } catch (error) {
      applyServerErrors(form, error, t);
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
          {member.call === 'prof' ? read(t('member.profile.fields.call'), salutation) : null}
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
          {read(
            t('member.profile.fields.isEuResident'),
            member.isEuResident ? t('member.profile.euResident.yes') : t('member.profile.euResident.no'),
          )}
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
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" data-testid="profile-form">
      {!member.profileComplete ? <Notice>{t('member.profile.incomplete')}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="title" label={t('member.profile.fields.title')}>
          <option value="">—</option>
          {TITLES.map((title) => (
            <option key={title} value={title}>
              {t(`enums.title.${title}`)}
            </option>
          ))}
        </SelectField>
        <TextField name="lastName" label={t('member.profile.fields.lastName')} autoComplete="family-name" />
        <TextField name="firstName" label={t('member.profile.fields.firstName')} autoComplete="given-name" />
        <TextField name="nickName" label={t('member.profile.fields.nickName')} autoComplete="nickname" />
        <SelectField name="sex" label={t('member.profile.fields.sex')}>
          {[0, 1, 2].map((value) => (
            <option key={value} value={String(value)}>
              {t(`enums.gender.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField name="birthday" type="date" label={t('member.profile.fields.birthday')} autoComplete="bday" />
        <TextField name="address" label={t('member.profile.fields.address')} autoComplete="address-level2" />
        <TextField
          name="detailedAddress"
          label={t('member.profile.fields.detailedAddress')}
          autoComplete="street-address"
        />
      </div>
      <p className="text-sm text-muted">{t('member.profile.contactHint')}</p>
      <CheckboxField name="isEuResident" label={t('member.profile.fields.isEuResident')} />
      <FormMessage />
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting} data-testid="profile-save">
          {t('member.profile.save')}
        </Button>
        {member.profileComplete ? (
          <Button
            variant="ghost"
            onClick={() => {
              form.reset(valuesOf(member));
              setEditing(false);
            }}
          >
            {t('member.profile.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
