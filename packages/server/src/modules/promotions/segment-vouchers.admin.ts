import { randomBytes } from 'node:crypto';
import {
  VOUCHER_ISSUE_BATCH,
  type VoucherSegment,
  type VoucherSegmentIssued,
} from '@hotel/contract/schemas/admin-promotions';
import { addDays } from '@hotel/contract/schemas/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuditWriter } from '../../platform/audited.ts';
import { utcToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { newCouponCode } from './coupons.service.ts';
import { couponTemplates, memberCoupons, voucherIssues } from './promotions.schema.ts';

export type VoucherIssueRow = typeof voucherIssues.$inferSelect;

const answerOf = (row: VoucherIssueRow, replayed: boolean): VoucherSegmentIssued => ({
  requestKey: row.requestKey,
  templateCode: row.templateCode,
  count: row.memberCount,
  replayed,
  issuedAt: row.issuedAt.toISOString(),
});

/** The same request again (key, template and segment alike) is a replay; another request with the key is refused. */
function replayOf(row: VoucherIssueRow, templateCode: string, segment: VoucherSegment): VoucherSegmentIssued {
  if (row.templateCode !== templateCode || JSON.stringify(row.segment) !== JSON.stringify(segment))
    throw new AppError('voucherRequestKeyReused');
  return answerOf(row, true);
}

/** An issue already made with this idempotency key, as its first answer (nothing is issued again). */
export async function findSegmentIssue(
  db: Db,
  requestKey: string,
  templateCode: string,
  segment: VoucherSegment,
): Promise<VoucherSegmentIssued | null> {
  const [row] = await db.select().from(voucherIssues).where(eq(voucherIssues.requestKey, requestKey));
  return row ? replayOf(row, templateCode, segment) : null;
}

/**
 * One voucher of the template to each member, in one transaction, written `VOUCHER_ISSUE_BATCH` at a
 * time. The issue's row (its idempotency key) is written first: a second request with the key waits on
 * it and then answers as the first did; `(request_key, member_id)` is unique, so no member gets two
 * vouchers of one issue. The audit row records the segment and the count.
 */
export function issueToSegment(
  db: Db,
  input: {
    requestKey: string;
    templateCode: string;
    segment: VoucherSegment;
    validDays?: number;
    memberIds: readonly string[];
    staffId: string;
    now: Date;
  },
  audit: AuditWriter<VoucherIssueRow>,
): Promise<VoucherSegmentIssued> {
  return inTransaction(db, async (tx) => {
    const [template] = await tx
      .select()
      .from(couponTemplates)
      .where(eq(couponTemplates.templateCode, input.templateCode));
    if (!template) throw new AppError('noRecordFound');
    const [claimed] = await tx
      .insert(voucherIssues)
      .values({
        requestKey: input.requestKey,
        templateCode: input.templateCode,
        segment: input.segment,
        validDays: input.validDays ?? null,
        memberCount: 0,
        staffId: input.staffId,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) {
      const [first] = await tx.select().from(voucherIssues).where(eq(voucherIssues.requestKey, input.requestKey));
      return replayOf(first!, input.templateCode, input.segment);
    }
    const from = utcToday(input.now);
    const validTo = addDays(from, Math.max(1, input.validDays ?? template.validDays) - 1);
    let issued = 0;
    for (let start = 0; start < input.memberIds.length; start += VOUCHER_ISSUE_BATCH) {
      const batch = input.memberIds.slice(start, start + VOUCHER_ISSUE_BATCH);
      const rows = await tx
        .insert(memberCoupons)
        .values(
          batch.map((memberId) => ({
            couponId: `cpn_${randomBytes(12).toString('base64url')}`,
            couponCode: newCouponCode(),
            templateCode: template.templateCode,
            memberId,
            source: 'reward',
            validFrom: from,
            validTo,
            requestKey: input.requestKey,
          })),
        )
        .onConflictDoNothing({ target: [memberCoupons.requestKey, memberCoupons.memberId] })
        .returning({ couponId: memberCoupons.couponId });
      issued += rows.length;
    }
    const [after] = await tx
      .update(voucherIssues)
      .set({ memberCount: issued })
      .where(eq(voucherIssues.requestKey, input.requestKey))
      .returning();
    await audit(tx, null, after!);
    return answerOf(after!, false);
  });
}
