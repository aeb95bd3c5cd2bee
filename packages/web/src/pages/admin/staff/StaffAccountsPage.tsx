import { inLanguage } from '@hotel/contract/localizedText';
import type { StaffAccount } from '@hotel/contract/schemas/admin';
import { useState } from 'react';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { useResetSecondFactor, useStaffAccounts } from '../../../features/admin/staff/staffAccountsApi.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { EditStaffForm, NewStaffForm } from './StaffAccountForm.tsx';

/** The hotels of an account by name in the active language (codes only for hotels no longer listed). */
function useHotelNames() {
  const language = useLanguage();
  const hotels = useStaffHotels().data ?? [];
  const names = new Map(hotels.map((hotel) => [hotel.hotelCode, inLanguage(hotel.name, language)]));
  return (codes: readonly string[]) => codes.map((code) => names.get(code) ?? code).join(', ');
}

function AccountState({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  if (!account.isActive) return <span className="text-muted">{t('admin.staff.state.disabled')}</span>;
  if (account.locked) return <span className="text-danger">{t('admin.staff.state.locked')}</span>;
  return <span className="text-success">{t('admin.staff.state.active')}</span>;
}

function SecondFactorState({ account }: { account: StaffAccount }) {
  const { t } = useTranslation();
  if (account.secondFactor.enabled) return <>{t('admin.staff.secondFactor.on')}</>;
  return (
    <span className={account.secondFactor.required ? 'text-danger' : 'text-muted'}>
      {account.secondFactor.required ? t('admin.staff.secondFactor.pending') : t('admin.staff.secondFactor.off')}
    </span>
  );
}

/** Edit and, for another account with a second factor, its reset (a lost phone). */
function AccountActions({ account, isSelf, onEdit }: { account: StaffAccount; isSelf: boolean; onEdit: () => void }) {
  const { t } = useTranslation();
  const reset = useResetSecondFactor();
  return (
    <div className="flex flex-wrap items-center gap-2 whitespace-nowrap">
      <Button variant="secondary" onClick={onEdit} data-testid="staff-edit-open">
        {t('admin.common.edit')}
      </Button>
      {account.secondFactor.enabled && !isSelf ? (
        <ConfirmButton
          label={t('admin.staff.secondFactor.reset')}
          title={t('admin.staff.secondFactor.resetTitle', { name: account.name })}
          onConfirm={() => reset.mutate({ staffId: account.id })}
          disabled={reset.isPending}
          testId="staff-reset-second-factor"
        >
          <p className="text-sm">{t('admin.staff.secondFactor.resetBody')}</p>
        </ConfirmButton>
      ) : null}
      <AdminError error={reset.error} />
    </div>
  );
}

/**
 * Staff accounts of the group (group administrators): who may sign in, with which role, for which hotels,
 * and whether their second factor is set; create, change, disable, set a new password, reset a lost
 * second factor. Every change is audited by the server.
 */
export function StaffAccountsPage() {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const me = useStaffMe();
  const accounts = useStaffAccounts();
  const hotelNames = useHotelNames();
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const editedAccount = accounts.data?.find((account) => account.id === editing) ?? null;
  const columns: Column<StaffAccount>[] = [
    {
      key: 'who',
      header: t('admin.staff.name'),
      render: (row) => (
        <div className="min-w-32">
          <p className="font-medium">{row.name}</p>
          <p className="break-all text-xs text-muted">{row.email}</p>
        </div>
      ),
    },
    {
      key: 'role',
      header: t('admin.staff.role'),
      render: (row) => (
        <div>
          <p>{t(`admin.role.${row.role}`)}</p>
          <p className="text-xs text-muted">
            {row.hotelCodes.length ? hotelNames(row.hotelCodes) : t('admin.staff.wholeGroup')}
          </p>
        </div>
      ),
    },
    {
      key: 'state',
      header: t('admin.common.status'),
      render: (row) => (
        <div>
          <AccountState account={row} />
          <p className="text-xs">
            {t('admin.staff.secondFactor.title')}: <SecondFactorState account={row} />
          </p>
          <p className="text-xs text-muted">
            {t('admin.staff.createdAt')}: {format.instant(row.createdAt)}
          </p>
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('admin.common.actions'),
      render: (row) => (
        <AccountActions
          account={row}
          isSelf={row.id === me.data?.id}
          onEdit={() => {
            setCreating(false);
            setNotice('');
            setEditing(row.id);
          }}
        />
      ),
    },
  ];
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.staff')} />
      <p className="text-sm text-muted">{t('admin.staff.intro')}</p>
      {notice ? (
        <p role="status" className="text-sm text-success" data-testid="staff-notice">
          {notice}
        </p>
      ) : null}
      {creating ? (
        <div className="rounded-md border border-border bg-background p-4">
          <h2 className="mb-3 font-semibold">{t('admin.staff.new')}</h2>
          <NewStaffForm
            onDone={(account) => {
              setCreating(false);
              setNotice(t('admin.staff.createdNotice', { name: account.name }));
            }}
          />
        </div>
      ) : (
        <div>
          <Button
            onClick={() => {
              setEditing(null);
              setNotice('');
              setCreating(true);
            }}
            data-testid="staff-new-open"
          >
            {t('admin.staff.new')}
          </Button>
        </div>
      )}
      {editedAccount ? (
        <div className="rounded-md border border-border bg-background p-4">
          <h2 className="mb-3 font-semibold">{t('admin.staff.editOf', { name: editedAccount.name })}</h2>
          <EditStaffForm
            key={editedAccount.id}
            account={editedAccount}
            onDone={(saved) => {
              setEditing(null);
              if (saved) setNotice(t('admin.staff.savedNotice', { name: saved.name }));
            }}
          />
        </div>
      ) : null}
      <AdminError error={accounts.error} />
      {accounts.data ? (
        <DataTable
          caption={t('admin.nav.staff')}
          columns={columns}
          rows={accounts.data}
          rowKey={(row) => row.id}
          testId="staff-table"
        />
      ) : null}
    </section>
  );
}
