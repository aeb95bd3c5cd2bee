import type {
  AdjustmentPage,
  AdjustmentQuery,
  AdjustmentStatus,
  MemberAdjustment,
} from '@hotel/contract/schemas/admin-members';
import { aliasedTable, and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { type AdminMemberRow, type LoyaltyService, memberCardsOf } from '../member/member.module.ts';
import { adjustmentCapsOf } from '../site/site.module.ts';
import { recordAudit } from './audit.ts';
import { loyaltyAdjustments, staff } from './staff.schema.ts';
import { allHotels, type StaffPrincipal } from './staff-access.ts';

const DAY_MS = 86_400_000;
type AdjustmentRow = typeof loyaltyAdjustments.$inferSelect;

/** Changes the ledger for an adjustment and writes the audit row, inside the caller's transaction. */
async function applyToLedger(
  tx: Db,
  loyalty: LoyaltyService,
  principal: StaffPrincipal,
  memberId: string,
  adjustment: Pick<AdjustmentRow, 'id' | 'kind' | 'delta' | 'reason'>,
) {
  const { kind, delta, reason } = adjustment;
  const before = kind === 'points' ? await loyalty.pointsOf(tx, memberId) : await loyalty.growthOf(tx, memberId);
  const after =
    kind === 'points'
      ? await loyalty.adjustPoints(tx, memberId, delta, reason)
      : await loyalty.adjustGrowth(tx, memberId, delta, reason);
  await recordAudit(tx, {
    staff: principal,
    action: `member.adjust${kind === 'points' ? 'Points' : 'Growth'}`,
    entityType: 'member',
    entityId: memberId,
    before: { [kind]: before },
    after: { [kind]: after, delta, reason, requestId: adjustment.id },
  });
}

/**
 * True when a hotel manager's adjustment goes above what the member's site lets one give alone: the
 * size of one adjustment, or the total applied in the last 24 hours. The staff row is locked first, so
 * two adjustments at once cannot both pass under the daily cap.
 */
async function needsApproval(
  tx: Db,
  principal: StaffPrincipal,
  member: AdminMemberRow,
  input: MemberAdjustment,
  now: Date,
) {
  if (allHotels(principal)) return false;
  await tx
    .select({ staffId: staff.staffId })
    .from(staff)
    .where(eq(staff.staffId, principal.staff.staffId))
    .for('update');
  const caps = await adjustmentCapsOf(tx, member.siteCode, input.kind);
  const size = Math.abs(input.delta);
  if (size > caps.perAdjustment) return true;
  const [{ used } = { used: 0 }] = await tx
    .select({ used: sql<number>`coalesce(sum(abs(${loyaltyAdjustments.delta})), 0)::int` })
    .from(loyaltyAdjustments)
    .where(
      and(
        eq(loyaltyAdjustments.requestedBy, principal.staff.staffId),
        eq(loyaltyAdjustments.kind, input.kind),
        eq(loyaltyAdjustments.status, 'applied'),
        gt(loyaltyAdjustments.requestedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return Number(used) + size > caps.perDay;
}

/**
 * A points or growth adjustment by staff: applied at once (ledger and audit), or, above a hotel
 * manager's caps, kept as pending until a group administrator decides. Every adjustment is recorded.
 */
export async function requestAdjustment(
  db: Db,
  loyalty: LoyaltyService,
  principal: StaffPrincipal,
  member: AdminMemberRow,
  input: MemberAdjustment,
  now: Date,
): Promise<{ status: AdjustmentStatus; requestId: number }> {
  return inTransaction(db, async (tx) => {
    const status: AdjustmentStatus = (await needsApproval(tx, principal, member, input, now)) ? 'pending' : 'applied';
    const [row] = await tx
      .insert(loyaltyAdjustments)
      .values({
        memberId: member.memberId,
        kind: input.kind,
        delta: input.delta,
        reason: input.reason,
        status,
        requestedBy: principal.staff.staffId,
        requestedAt: now,
      })
      .returning();
    if (status === 'applied') {
      await applyToLedger(tx, loyalty, principal, member.memberId, row!);
    } else {
      await recordAudit(tx, {
        staff: principal,
        action: 'member.adjustmentRequested',
        entityType: 'member',
        entityId: member.memberId,
        before: null,
        after: { requestId: row!.id, kind: input.kind, delta: input.delta, reason: input.reason },
      });
    }
    return { status, requestId: row!.id };
  });
}

/** A group administrator approves (the ledger changes now) or rejects a pending adjustment. */
export async function decideAdjustment(
  db: Db,
  loyalty: LoyaltyService,
  principal: StaffPrincipal,
  requestId: number,
  approve: boolean,
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(loyaltyAdjustments).where(eq(loyaltyAdjustments.id, requestId)).for('update');
    if (!row) throw new AppError('noRecordFound');
    if (row.status !== 'pending') throw new AppError('adjustmentAlreadyDecided', { status: row.status });
    const status: AdjustmentStatus = approve ? 'approved' : 'rejected';
    await tx
      .update(loyaltyAdjustments)
      .set({ status, decidedBy: principal.staff.staffId, decidedAt: now })
      .where(eq(loyaltyAdjustments.id, requestId));
    if (approve) await applyToLedger(tx, loyalty, principal, row.memberId, row);
    await recordAudit(tx, {
      staff: principal,
      action: approve ? 'member.adjustmentApproved' : 'member.adjustmentRejected',
      entityType: 'member',
      entityId: row.memberId,
      before: { requestId, status: 'pending' },
      after: { requestId, status, kind: row.kind, delta: row.delta, requestedBy: row.requestedBy },
    });
    return { requestId, status, memberId: row.memberId };
  });
}

/** Adjustments, newest first: group administrators see all, hotel managers their own requests. */
export async function listAdjustments(
  db: Db,
  principal: StaffPrincipal,
  query: AdjustmentQuery,
): Promise<AdjustmentPage> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(loyaltyAdjustments.status, query.status));
  if (!allHotels(principal)) filters.push(eq(loyaltyAdjustments.requestedBy, principal.staff.staffId));
  const where = filters.length ? and(...filters) : undefined;
  const requester = aliasedTable(staff, 'requester');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(loyaltyAdjustments).where(where);
  const rows = await db
    .select({ adjustment: loyaltyAdjustments, requesterName: requester.name })
    .from(loyaltyAdjustments)
    .innerJoin(requester, eq(requester.staffId, loyaltyAdjustments.requestedBy))
    .where(where)
    .orderBy(desc(loyaltyAdjustments.requestedAt), desc(loyaltyAdjustments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const cards = await memberCardsOf(db, [...new Set(rows.map(({ adjustment }) => adjustment.memberId))]);
  return {
    list: rows.map(({ adjustment, requesterName }) => ({
      requestId: adjustment.id,
      memberId: adjustment.memberId,
      memberName: cards.get(adjustment.memberId)?.name ?? '',
      cardNumber: cards.get(adjustment.memberId)?.cardNumber ?? '',
      kind: adjustment.kind as 'points' | 'growth',
      delta: adjustment.delta,
      reason: adjustment.reason,
      status: adjustment.status as AdjustmentStatus,
      requestedBy: adjustment.requestedBy,
      requestedByName: requesterName,
      requestedAt: adjustment.requestedAt.toISOString(),
      decidedBy: adjustment.decidedBy,
      decidedAt: adjustment.decidedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
