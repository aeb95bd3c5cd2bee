import type { SiteAppearance, SiteSettings } from '@hotel/contract/schemas/admin-content';
import type { Db } from '../../db/client.ts';
import { type AuditWriter, saveAudited } from '../../platform/audited.ts';
import { bindDb } from '../../platform/bind-db.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { type AdminMemberRow, memberCardsOf, setTierThresholds, unlockMember } from '../member/member.module.ts';
import { lockSite, type SiteConfigRow, setSiteAppearance, setSiteSettings } from '../site/site.module.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments.ts';
import { listAudit, listAuditActions, recordAudit } from './audit.ts';
import { lastBulkEdit } from './calendar-undo.ts';
import { createStaff, findStaffAccount, listStaff, updateStaff } from './staff.admin.ts';
import { staffNamesOf } from './staff.repo.ts';
import type { StaffAccess, StaffPrincipal } from './staff-access.ts';

type StaffAccount = Awaited<ReturnType<typeof findStaffAccount>>;

/**
 * The back office's own records (staff accounts, the audit log, points and growth adjustments) and the changes it
 * makes in one transaction with their audit row, the database given: what the back office routes use.
 */
export function staffRecordsOf(db: Db, access: Pick<StaffAccess, 'resetSecondFactor'>) {
  return {
    ...bindDb(db, {
      createStaff,
      decideAdjustment,
      findStaffAccount,
      lastBulkEdit,
      listAdjustments,
      listAudit,
      listAuditActions,
      listStaff,
      memberCardsOf,
      staffNamesOf,
      recordAudit,
      requestAdjustment,
      updateStaff,
    }),

    /** A lost phone: removes another account's second factor (it enrols again). */
    resetSecondFactor: (principal: StaffPrincipal, account: StaffAccount, now: Date) =>
      inTransaction(db, async (tx) => {
        await access.resetSecondFactor(tx, account.staffId, now);
        await recordAudit(tx, {
          staff: principal,
          action: 'staff.secondFactorReset',
          entityType: 'staff',
          entityId: account.staffId,
          before: { secondFactor: Boolean(account.totpEnabledAt) },
          after: { secondFactor: false },
        });
      }),

    /** Clears a member's failed sign-ins and lock. */
    unlockMember: (principal: StaffPrincipal, member: AdminMemberRow) =>
      inTransaction(db, async (tx) => {
        await unlockMember(tx, member.memberId);
        await recordAudit(tx, {
          staff: principal,
          action: 'member.unlock',
          entityType: 'member',
          entityId: member.memberId,
          before: { failedLogins: member.failedLogins, lockedUntil: member.lockedUntil },
          after: { failedLogins: 0, lockedUntil: null },
        });
      }),

    saveSiteAppearance: (siteCode: string, appearance: SiteAppearance, audit: AuditWriter<SiteConfigRow>) =>
      saveAudited(
        db,
        async (tx) => ({
          before: await lockSite(tx, siteCode),
          after: await setSiteAppearance(tx, siteCode, appearance),
        }),
        audit,
      ),

    /** A site's settings and its members' tier thresholds, together; `before` holds the thresholds they replace. */
    saveSiteSettings: (
      siteCode: string,
      { tierThresholds, tierNightThresholds, ...settings }: SiteSettings,
      before: { tierThresholds: number[]; tierNightThresholds: number[] },
      audit: AuditWriter<unknown>,
    ) =>
      saveAudited(
        db,
        async (tx) => {
          const site = await lockSite(tx, siteCode);
          const after = await setSiteSettings(tx, siteCode, settings);
          await setTierThresholds(tx, siteCode, { tierThresholds, tierNightThresholds });
          const nights = tierNightThresholds ?? before.tierNightThresholds;
          return { before: { ...site, ...before }, after: { ...after, tierThresholds, tierNightThresholds: nights } };
        },
        (tx, saidBefore, saidAfter) => audit(tx, saidBefore, saidAfter),
      ),
  };
}
export type StaffRecords = ReturnType<typeof staffRecordsOf>;
