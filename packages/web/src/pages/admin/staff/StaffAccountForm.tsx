import { LANGUAGES } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import {
  STAFF_ROLES,
  type StaffAccount,
  type StaffCreate,
  type StaffUpdate,
  staffCreateSchema,
  staffUpdateSchema,
} from '@hotel/contract/schemas/admin';
import { useWatch } from 'react-hook-form';
import { useCreateStaff, useUpdateStaff } from '../../../features/admin/staff/staffAccountsApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { CheckboxListField } from '../../../features/admin/ui/fields.tsx';
import { useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { applyServerErrors } from '../../../ui/form/messages.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';

interface StaffDraft {
  name: string;
  email: string;
  password: string;
  role: string;
  hotelCodes: string[];
  language: string;
  isActive: boolean;
}

const draftOf = (account: StaffAccount | null): StaffDraft => ({
  name: account?.name ?? '',
  email: account?.email ?? '',
  password: '',
  role: account?.role ?? '',
  hotelCodes: account?.hotelCodes ?? [],
  language: account?.language ?? 'en-US',
  isActive: account?.isActive ?? true,
});

/** A new account sends every field; a change sends the password only when one was typed. */
const createOf = (draft: StaffDraft) => draft;
const updateOf = ({ email: _email, password, ...draft }: StaffDraft) => (password ? { ...draft, password } : draft);

/** The hotels a hotel manager or front desk works for; the other roles work for the whole group. */
function HotelsOfRole() {
  const { t } = useTranslation();
  const language = useLanguage();
  const role = useWatch<StaffDraft, 'role'>({ name: 'role' });
  const hotels = useStaffHotels().data ?? [];
  if (role !== 'hotelManager' && role !== 'frontDesk') {
    return role ? <p className="text-sm text-muted">{t('admin.staff.wholeGroup')}</p> : null;
  }
  return (
    <CheckboxListField<StaffDraft, string>
      name="hotelCodes"
      legend={t('admin.staff.hotels')}
      options={hotels.map((hotel) => ({ value: hotel.hotelCode, label: inLanguage(hotel.name, language) }))}
    />
  );
}

function StaffFields({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="name" label={t('admin.staff.name')} maxLength={100} autoComplete="off" />
        {isNew ? <TextField name="email" label={t('admin.staff.email')} type="email" autoComplete="off" /> : null}
        <TextField
          name="password"
          label={isNew ? t('admin.staff.password') : t('admin.staff.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={64}
        />
        <SelectField
          name="role"
          label={t('admin.staff.role')}
          placeholder={t('admin.common.choose')}
          options={STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))}
          data-testid="staff-role"
        />
        <SelectField
          name="language"
          label={t('admin.staff.language')}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
      </div>
      <p className="text-xs text-muted">{isNew ? t('admin.staff.passwordRule') : t('admin.staff.newPasswordHint')}</p>
      <HotelsOfRole />
      <CheckboxField name="isActive" label={t('admin.staff.active')} />
    </>
  );
}

/** A new staff account: name, e-mail, first password, role, hotels, language; checked by the contract. */
export function NewStaffForm({ onDone }: { onDone: (account: StaffAccount) => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const form = useContractForm<typeof staffCreateSchema, StaffDraft>(staffCreateSchema, draftOf(null), {
    toRequest: createOf,
  });
  const submit = (account: StaffCreate) =>
    create.mutate(account, { onSuccess: onDone, onError: (error) => applyServerErrors(form, error, t) });
  return (
    <Form
      form={form}
      onSubmit={submit}
      data-testid="staff-new"
      className="flex flex-col gap-3"
      aria-label={t('admin.staff.new')}
    >
      <StaffFields isNew />
      <div>
        <Button type="submit" disabled={create.isPending} data-testid="staff-save">
          {t('admin.staff.create')}
        </Button>
      </div>
      <AdminError error={create.error} />
    </Form>
  );
}

/** Changes an account: role, hotels, language, active; a new password ends its sessions and unlocks it. */
export function EditStaffForm({
  account,
  onDone,
}: {
  account: StaffAccount;
  /** The account as saved, or nothing when the change was cancelled. */
  onDone: (saved?: StaffAccount) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const form = useContractForm<typeof staffUpdateSchema, StaffDraft>(staffUpdateSchema, draftOf(account), {
    toRequest: updateOf,
  });
  const submit = (change: StaffUpdate) =>
    update.mutate(
      { ...change, staffId: account.id },
      { onSuccess: onDone, onError: (error) => applyServerErrors(form, error, t) },
    );
  return (
    <Form
      form={form}
      onSubmit={submit}
      data-testid="staff-edit"
      className="flex flex-col gap-3"
      aria-label={t('admin.staff.editOf', { name: account.name })}
    >
      <p className="text-sm">
        <span className="font-medium">{account.email}</span>
      </p>
      <StaffFields isNew={false} />
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending} data-testid="staff-save">
          {t('admin.common.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone()}>
          {t('admin.common.cancel')}
        </Button>
      </div>
      <AdminError error={update.error} />
    </Form>
  );
}
