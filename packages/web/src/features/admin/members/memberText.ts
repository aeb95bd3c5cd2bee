import type { AdminMemberSummary } from '@hotel/contract/schemas/admin-members';

/** A member's full name as the back office lists it. */
export const memberName = (member: Pick<AdminMemberSummary, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`.trim();

/** `+86 139...`, or empty without a phone. */
export const memberPhone = (member: Pick<AdminMemberSummary, 'mobileCountryNumber' | 'phone'>) =>
  member.phone ? `${member.mobileCountryNumber ? `+${member.mobileCountryNumber} ` : ''}${member.phone}` : '';

/** Kinds of ledger rows the loyalty module writes (others are shown as stored). */
export const LEDGER_KINDS = ['earn', 'redeem', 'refund', 'adjust', 'welcome', 'stay'] as const;
