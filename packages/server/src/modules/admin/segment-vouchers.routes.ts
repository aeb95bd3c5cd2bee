import {
  couponTemplateParamsSchema,
  VOUCHER_SEGMENT_MAX,
  type VoucherSegment,
  voucherSegmentIssuedSchema,
  voucherSegmentIssueSchema,
  voucherSegmentPreviewBodySchema,
  voucherSegmentPreviewSchema,
} from '@hotel/contract/schemas/admin-promotions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { AdminDeps } from './admin.routes.ts';
import { recordAudit } from './audit.ts';
import { STAFF_AREAS } from './staff-access.ts';

/** How many members the stay criteria may reach before the tier is checked (a tier-only segment reads them all). */
const CANDIDATES_MAX = VOUCHER_SEGMENT_MAX * 4;
/** Tiers are worked out this many members at a time. */
const TIER_CHUNK = 25;

/** The members of a segment now, in id order; more than `VOUCHER_SEGMENT_MAX` is refused. */
export async function membersInSegment(
  deps: Pick<AdminDeps, 'memberAdmin' | 'loyalty'>,
  segment: VoucherSegment,
): Promise<string[]> {
  const candidates = await deps.memberAdmin.segmentCandidates(segment, CANDIDATES_MAX + 1);
  if (candidates.length > CANDIDATES_MAX) throw new AppError('voucherSegmentTooLarge');
  let chosen = candidates;
  if (segment.tiers.length > 0) {
    const tiers = new Set<number>(segment.tiers);
    chosen = [];
    for (let start = 0; start < candidates.length; start += TIER_CHUNK) {
      const chunk = candidates.slice(start, start + TIER_CHUNK);
      const standing = await Promise.all(chunk.map((member) => deps.loyalty.tierOf(member.memberId, member.siteCode)));
      chosen.push(...chunk.filter((_, index) => tiers.has(standing[index]!.tier)));
    }
  }
  if (chosen.length > VOUCHER_SEGMENT_MAX) throw new AppError('voucherSegmentTooLarge');
  return chosen.map((member) => member.memberId);
}

/**
 * Vouchers to a segment of members (group administrators only): the count first, then the issue with
 * the request's idempotency key (sent again, it answers as the first time and issues nothing).
 */
export const adminSegmentVoucherRoutes =
  (deps: AdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const group = { onRequest: deps.access.guard(STAFF_AREAS.group) };

    app.post(
      '/coupon-templates/:templateCode/segment-vouchers/preview',
      {
        ...group,
        schema: {
          params: couponTemplateParamsSchema,
          body: voucherSegmentPreviewBodySchema,
          response: { 200: envelope(voucherSegmentPreviewSchema) },
        },
      },
      async (request) => {
        await deps.promotionsAdmin.findCouponTemplate(request.params.templateCode);
        const memberIds = await membersInSegment(deps, request.body.segment);
        return ok({ count: memberIds.length, max: VOUCHER_SEGMENT_MAX });
      },
    );

    app.post(
      '/coupon-templates/:templateCode/segment-vouchers',
      {
        ...group,
        schema: {
          params: couponTemplateParamsSchema,
          body: voucherSegmentIssueSchema,
          response: { 200: envelope(voucherSegmentIssuedSchema) },
        },
      },
      async (request) => {
        const principal = deps.access.staffOf(request);
        const template = await deps.promotionsAdmin.findCouponTemplate(request.params.templateCode);
        const { segment, requestKey, validDays } = request.body;
        const earlier = await deps.promotionsAdmin.findSegmentIssue(requestKey, template.templateCode, segment);
        if (earlier) return ok(earlier);
        const memberIds = await membersInSegment(deps, segment);
        const issued = await deps.promotionsAdmin.issueToSegment(
          {
            requestKey,
            templateCode: template.templateCode,
            segment,
            ...(validDays ? { validDays } : {}),
            memberIds,
            staffId: principal.staff.staffId,
            now: deps.now(),
          },
          (tx, before, after) =>
            recordAudit(tx, {
              staff: principal,
              action: 'voucher.issueSegment',
              entityType: 'couponTemplate',
              entityId: template.templateCode,
              before,
              after: { requestKey, segment, count: after.memberCount, validDays: after.validDays },
            }),
        );
        return ok(issued);
      },
    );
  };
