export type { LoyaltyService } from './loyalty.ts';
export { memberCardsOf, memberNamesOf } from './member.repo.ts';
export type { AdminMemberRow } from './members.admin.ts';
export {
  findMemberForAdmin,
  memberDetail,
  searchMembers,
  setTierThresholds,
  tierThresholdsOf,
  unlockMember,
} from './members.admin.ts';
export type { MemberAuth, MemberPricing } from './session.ts';
