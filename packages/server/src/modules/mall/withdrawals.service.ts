import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import type { AdminWithdrawalRow, Withdrawal, WithdrawalStatus } from '@hotel/contract/schemas/mall';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { memberCardsOf, memberNamesOf } from '../member/member.module.ts';
import type { MallAudit } from './admin.service.ts';
import { mallCommissions, mallMemberProfiles, mallWithdrawals } from './mall.schema.ts';
import { newMallCode } from './orders.repo.ts';
import { ensureProfile } from './profiles.ts';

type WithdrawalRow = typeof mallWithdrawals.$inferSelect;

export interface CommissionBalance {
  /** Commission earned and payable, less approved withdrawals. */
  payable: number;
  /** Held by open requests. */
  requested: number;
  /** What a new request may ask for. */
  available: number;
  withdrawn: number;
}

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  withdrawalId: row.withdrawalId,
  amount: row.amount,
  currency: row.currency,
  status: row.status as WithdrawalStatus,
  staffNote: row.staffNote,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The currency of a member's commission (the mall sells in one; the site's default before any). */
export async function commissionCurrencyOf(tx: Db, memberId: string): Promise<string> {
  const [row] = await tx
    .select({ currency: mallCommissions.currency })
    .from(mallCommissions)
    .where(eq(mallCommissions.referrerMemberId, memberId))
    .orderBy(desc(mallCommissions.createdAt))
    .limit(1);
  return row?.currency ?? DEFAULT_CURRENCY;
}

/** The member's commission in one currency: payable, held by requests, withdrawn. */
export async function commissionBalance(tx: Db, memberId: string, currency: string): Promise<CommissionBalance> {
  const [earned] = await tx
    .select({ total: sql<number>`coalesce(sum(${mallCommissions.amount}), 0)::bigint` })
    .from(mallCommissions)
    .where(
      and(
        eq(mallCommissions.referrerMemberId, memberId),
        eq(mallCommissions.status, 'payable'),
        eq(mallCommissions.currency, currency),
      ),
    );
  const [out] = await tx
    .select({
      approved: sql<number>`coalesce(sum(${mallWithdrawals.amount}) filter (where ${mallWithdrawals.status} = 'approved'), 0)::bigint`,
      requested: sql<number>`coalesce(sum(${mallWithdrawals.amount}) filter (where ${mallWithdrawals.status} = 'requested'), 0)::bigint`,
    })
    .from(mallWithdrawals)
    .where(and(eq(mallWithdrawals.memberId, memberId), eq(mallWithdrawals.currency, currency)));
  const withdrawn = Number(out?.approved ?? 0);
  const requested = Number(out?.requested ?? 0);
  const payable = Number(earned?.total ?? 0) - withdrawn;
  return { payable, requested, available: Math.max(0, payable - requested), withdrawn };
}

/**
 * Serialises a member's withdrawals: their mall profile row, locked for the transaction, so two requests
 * (or a request and an approval) never both count the same payable commission.
 */
async function lockDistributor(tx: Db, memberId: string) {
  await tx
    .select({ memberId: mallMemberProfiles.memberId })
    .from(mallMemberProfiles)
    .where(eq(mallMemberProfiles.memberId, memberId))
    .for('update');
}

/** Withdrawals of payable commission: the distributor asks, staff approve or reject (audited). */
export function createMallWithdrawals(deps: {
  db: Db;
  now: () => Date;
  /** Members' tiers (the member module's loyalty rule), for lists that name members. */
  tiersOf: (memberIds: readonly string[]) => Promise<Map<string, number>>;
}) {
  const { db } = deps;

  /** Asks to withdraw `amount` of the member's payable commission: never more than is available. */
  async function request(memberId: string, amount: number): Promise<Withdrawal> {
    await ensureProfile(db, memberId);
    const currency = await commissionCurrencyOf(db, memberId);
    return inTransaction(db, async (tx) => {
      await lockDistributor(tx, memberId);
      const balance = await commissionBalance(tx, memberId, currency);
      if (amount > balance.available)
        throw new AppError('withdrawalOverPayable', { field: 'amount', available: balance.available, currency });
      const [row] = await tx
        .insert(mallWithdrawals)
        .values({ withdrawalId: newMallCode('WD'), memberId, amount, currency, createdAt: deps.now() })
        .returning();
      return toWithdrawal(row!);
    });
  }

  /** Staff decide an open request; approval checks again that it is still within what is payable. */
  async function decide(
    withdrawalId: string,
    decision: { approve: boolean; note?: string },
    staffId: string,
    audit: MallAudit,
  ) {
    const [found] = await db.select().from(mallWithdrawals).where(eq(mallWithdrawals.withdrawalId, withdrawalId));
    if (!found) throw new AppError('withdrawalNotFound');
    return inTransaction(db, async (tx) => {
      await lockDistributor(tx, found.memberId);
      if (decision.approve) {
        const balance = await commissionBalance(tx, found.memberId, found.currency);
        if (found.amount > balance.payable)
          throw new AppError('withdrawalOverPayable', { available: balance.payable, currency: found.currency });
      }
      const [decided] = await tx
        .update(mallWithdrawals)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          staffNote: decision.note ?? '',
          decidedBy: `staff:${staffId}`,
          decidedAt: deps.now(),
        })
        .where(and(eq(mallWithdrawals.withdrawalId, withdrawalId), eq(mallWithdrawals.status, 'requested')))
        .returning();
      if (!decided) throw new AppError('withdrawalDecided');
      await audit(tx, {
        action: decision.approve ? 'mall.withdrawal.approve' : 'mall.withdrawal.reject',
        entityType: 'mallWithdrawal',
        entityId: withdrawalId,
        before: toWithdrawal(found),
        after: toWithdrawal(decided),
      });
      return toWithdrawal(decided);
    });
  }

  /** The back office's list, open requests first when no status is chosen. */
  async function page(filter: { status?: WithdrawalStatus }, pageNo: number, size: number) {
    const where = filter.status ? eq(mallWithdrawals.status, filter.status) : ne(mallWithdrawals.withdrawalId, '');
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(mallWithdrawals)
        .where(where)
        .orderBy(sql`${mallWithdrawals.status} = 'requested' desc`, desc(mallWithdrawals.createdAt))
        .limit(size)
        .offset((pageNo - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(mallWithdrawals).where(where),
    ]);
    const memberIds = [...new Set(rows.map((row) => row.memberId))];
    const [names, cards, tiers] = await Promise.all([
      memberNamesOf(db, memberIds),
      memberCardsOf(db, memberIds),
      deps.tiersOf(memberIds),
    ]);
    const list: AdminWithdrawalRow[] = [];
    for (const row of rows) {
      const balance = await commissionBalance(db, row.memberId, row.currency);
      list.push({
        ...toWithdrawal(row),
        memberId: row.memberId,
        memberName: names.get(row.memberId) || cards.get(row.memberId)?.name || '',
        memberCardNo: cards.get(row.memberId)?.cardNumber ?? '',
        memberTier: tiers.get(row.memberId) ?? null,
        decidedBy: row.decidedBy,
        payable: balance.payable,
      });
    }
    return { list, total: total?.n ?? 0, page: pageNo, size };
  }

  return { request, decide, page };
}
export type MallWithdrawals = ReturnType<typeof createMallWithdrawals>;
