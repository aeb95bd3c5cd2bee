import { ADMIN_SECTIONS, type AdminSection } from '@hotel/contract/routes';
import { STAFF_AREAS, type StaffRole } from '@hotel/contract/schemas/admin';

/**
 * Which roles see which section. The server decides every call (role and hotel); this only keeps the
 * navigation to what a role may do. groupAdmin: everything; hotelManager: their hotels' operations;
 * frontDesk: reservations; contentEditor: content (and the page views report).
 */
const SECTION_ROLES: Record<AdminSection, readonly StaffRole[]> = {
  dashboard: STAFF_AREAS.reservations,
  reservations: STAFF_AREAS.reservations,
  rates: STAFF_AREAS.catalogue,
  reports: [...new Set([...STAFF_AREAS.reports, ...STAFF_AREAS.pageViews])],
  members: STAFF_AREAS.members,
  catalog: STAFF_AREAS.catalogue,
  promotions: STAFF_AREAS.loyalty,
  content: STAFF_AREAS.content,
  site: STAFF_AREAS.group,
  staff: STAFF_AREAS.group,
  // Group administrators run the mall; managers hand goods over; front desk redeems vouchers.
  mall: STAFF_AREAS.reservations,
  invoices: STAFF_AREAS.reservations,
  reviews: STAFF_AREAS.catalogue,
  audit: STAFF_AREAS.reports,
};

export function canSee(role: StaffRole, section: AdminSection): boolean {
  return SECTION_ROLES[section].includes(role);
}

export function sectionsOf(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => canSee(role, section));
}

/** The reports a role may read: business figures (their hotels) and page views of the site. */
export function reportsOf(role: StaffRole): { business: boolean; pageViews: boolean } {
  return {
    business: (STAFF_AREAS.reports as readonly StaffRole[]).includes(role),
    pageViews: (STAFF_AREAS.pageViews as readonly StaffRole[]).includes(role),
  };
}

/** Who may correct a member's points or growth (the server's "loyalty" area). */
export function canAdjustLoyalty(role: StaffRole): boolean {
  return role === 'groupAdmin' || role === 'hotelManager';
}

/** The mall's tabs a role may open (the redemption form is everyone's who sees the mall). */
export function mallTabsOf(
  role: StaffRole,
): ('goods' | 'orders' | 'shipping' | 'returns' | 'reviews' | 'commissions' | 'withdrawals')[] {
  if (role === 'groupAdmin') return ['goods', 'orders', 'shipping', 'returns', 'reviews', 'commissions', 'withdrawals'];
  return role === 'hotelManager' ? ['orders', 'shipping', 'returns'] : [];
}

/** Who may cancel (and refund) a goods order: the group's mall administrators. */
export function canCancelGoodsOrders(role: StaffRole): boolean {
  return role === 'groupAdmin';
}

/** Where a role starts when it is not the first section it may see (content editors edit content). */
const LANDING: Partial<Record<StaffRole, AdminSection>> = { contentEditor: 'content' };

/** The section a role lands on after signing in. */
export function homeSectionOf(role: StaffRole): AdminSection {
  return LANDING[role] ?? sectionsOf(role)[0] ?? 'reservations';
}
