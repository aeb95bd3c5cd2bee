import { adminPaths } from '@hotel/contract/routes';
import type { AdminMemberDetail } from '@hotel/contract/schemas/admin-members';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { canAdjustLoyalty } from '../../../features/admin/access.ts';
import { useMember, useMemberUnlock } from '../../../features/admin/members/membersApi.ts';
import { memberName, memberPhone } from '../../../features/admin/members/memberText.ts';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { ConfirmButton } from '../../../features/admin/ui/ConfirmButton.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useHotelName } from '../../../features/admin/ui/HotelField.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusBadge } from '../reservations/StatusBadge.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { AdjustmentForm } from './AdjustmentForm.tsx';

type Order = AdminMemberDetail['recentOrders'][number];
type LedgerRow = AdminMemberDetail['recentPoints'][number];

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold uppercase text-muted">{label}</dt>
      <dd className="text-sm" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A locked account: since when, and the unlock button (asks first). */
function LockState({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const unlock = useMemberUnlock(member.memberId);
  if (!member.locked)
    return (
      <p className="text-sm" data-testid="member-lock">
        {t('admin.members.notLocked', { failures: member.failedLogins })}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="member-lock">
      <p className="text-sm font-semibold text-danger">
        {t('admin.members.lockedUntil', { at: format.instant(member.lockedUntil) })}
      </p>
      <ConfirmButton
        label={t('admin.members.unlock')}
        title={t('admin.members.unlockTitle')}
        disabled={unlock.isPending}
        onConfirm={() => unlock.mutate()}
        testId="member-unlock"
      >
        {t('admin.members.unlockText', { name: memberName(member) })}
      </ConfirmButton>
      <AdminError error={unlock.error} />
    </div>
  );
}

function useLedgerColumns(): Column<LedgerRow>[] {
  const { t, i18n } = useTranslation();
  const format = useFormat({ isFloat: true });
  return [
    { key: 'at', header: t('admin.audit.at'), render: (row) => format.instant(row.at) },
    {
      key: 'kind',
      header: t('admin.members.ledgerKind'),
      render: (row) => (i18n.exists(`admin.members.kind.${row.kind}`) ? t(`admin.members.kind.${row.kind}`) : row.kind),
    },
    {
      key: 'delta',
      header: t('admin.members.delta'),
      numeric: true,
      render: (row) => `${row.delta > 0 ? '+' : ''}${format.number(row.delta)}`,
    },
    {
      key: 'order',
      header: t('admin.members.order'),
      render: (row) => row.transactionId ?? '',
    },
    { key: 'note', header: t('admin.members.adjust.reason'), render: (row) => row.note ?? '' },
  ];
}

function Ledgers({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const columns = useLedgerColumns();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(['recentPoints', 'recentGrowth'] as const).map((list) => (
        <section key={list} aria-labelledby={`member-${list}`} className="flex flex-col gap-2">
          <h2 id={`member-${list}`} className="font-semibold">
            {t(`admin.members.${list}`)}
          </h2>
          <DataTable
            caption={t(`admin.members.${list}`)}
            columns={columns}
            rows={member[list]}
            rowKey={(row) => `${row.at}-${row.kind}-${row.delta}-${row.transactionId ?? ''}`}
            testId={`member-${list}`}
          />
        </section>
      ))}
    </div>
  );
}

function RecentOrders({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const hotelName = useHotelName();
  const columns: Column<Order>[] = [
    {
      key: 'number',
      header: t('admin.reservations.confirmationNumber'),
      render: (row) => (
        <Link to={adminPaths.reservation(row.transactionId)} className="text-main underline">
          {row.confirmationNumber}
        </Link>
      ),
    },
    { key: 'hotel', header: t('admin.common.hotel'), render: (row) => hotelName(row.hotelCode) },
    {
      key: 'stay',
      header: t('admin.reservations.stay'),
      render: (row) => `${format.date(row.checkInDate)} – ${format.date(row.checkOutDate)}`,
    },
    { key: 'status', header: t('admin.common.status'), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'total',
      header: t('admin.reservations.total'),
      numeric: true,
      render: (row) => format.money(row.totalAmount, row.currency),
    },
  ];
  return (
    <section aria-labelledby="member-orders" className="flex flex-col gap-2">
      <h2 id="member-orders" className="font-semibold">
        {t('admin.members.recentOrders')}
      </h2>
      <DataTable
        caption={t('admin.members.recentOrders')}
        columns={columns}
        rows={member.recentOrders}
        rowKey={(row) => row.transactionId}
        testId="member-orders"
      />
    </section>
  );
}

function Profile({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  return (
    <dl className="grid gap-3 rounded-md border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-4">
      <Fact label={t('admin.members.cardNumber')}>{member.cardNumber}</Fact>
      <Fact label={t('admin.signIn.email')}>{member.email ?? '—'}</Fact>
      <Fact label={t('admin.members.phone')}>{memberPhone(member) || '—'}</Fact>
      <Fact label={t('admin.members.username')}>{member.username ?? '—'}</Fact>
      <Fact label={t('admin.members.tier')} testId="member-tier">
        {t(`enums.tier.${member.tier}`)}
      </Fact>
      <Fact label={t('admin.members.points')} testId="member-points">
        {format.number(member.points)}
      </Fact>
      <Fact label={t('admin.members.growth')} testId="member-growth">
        {format.number(member.growth)}
      </Fact>
      <Fact label={t('admin.members.since')}>{format.instant(member.createdAt)}</Fact>
      <Fact label={t('admin.members.gender')}>{t(`enums.gender.${member.sex}`)}</Fact>
      <Fact label={t('admin.members.birthday')}>{member.birthday ? format.date(member.birthday) : '—'}</Fact>
      <Fact label={t('admin.layout.language')}>{member.language}</Fact>
      <Fact label={t('admin.members.site')}>{member.siteCode}</Fact>
    </dl>
  );
}

/** One member: profile, tier, points and growth with their ledgers, recent orders; corrections and unlock. */
export function MemberDetailPage() {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const query = useMember(memberId);
  const me = useStaffMe().data;
  const member = query.data;
  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <Link to={adminPaths.section('members')} className="text-sm text-main underline">
        {t('admin.members.backToList')}
      </Link>
      {query.isPending ? <Spinner label={t('admin.common.loading')} /> : null}
      <AdminError error={query.error} />
      {member ? (
        <>
          <SectionHeader title={memberName(member)} />
          <Profile member={member} />
          <LockState member={member} />
          {me && canAdjustLoyalty(me.role) ? <AdjustmentForm member={member} /> : null}
          <Ledgers member={member} />
          <RecentOrders member={member} />
        </>
      ) : null}
    </section>
  );
}
