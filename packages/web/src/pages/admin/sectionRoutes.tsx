import { ADMIN_ROUTES, type AdminSection } from '@hotel/contract/routes';
import { lazy, type ReactElement } from 'react';

/** Each screen of the back office is its own chunk, loaded when first opened. */
const AuditPage = lazy(() => import('./audit/AuditPage.tsx').then((m) => ({ default: m.AuditPage })));
const CatalogPage = lazy(() => import('./catalog/CatalogPage.tsx').then((m) => ({ default: m.CatalogPage })));
const MembersPage = lazy(() => import('./members/MembersPage.tsx').then((m) => ({ default: m.MembersPage })));
const MemberDetailPage = lazy(() =>
  import('./members/MemberDetailPage.tsx').then((m) => ({ default: m.MemberDetailPage })),
);
const ReportsPage = lazy(() => import('./reports/ReportsPage.tsx').then((m) => ({ default: m.ReportsPage })));
const ContentPage = lazy(() => import('./content/ContentPage.tsx').then((m) => ({ default: m.ContentPage })));
const SitePage = lazy(() => import('./site/SitePage.tsx').then((m) => ({ default: m.SitePage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.tsx').then((m) => ({ default: m.DashboardPage })));
const MallOrderDetailPage = lazy(() =>
  import('./mall/MallOrderDetailPage.tsx').then((m) => ({ default: m.MallOrderDetailPage })),
);
const MallPage = lazy(() => import('./mall/MallPage.tsx').then((m) => ({ default: m.MallPage })));
const PromotionsPage = lazy(() =>
  import('./promotions/PromotionsPage.tsx').then((m) => ({ default: m.PromotionsPage })),
);
const RatesPage = lazy(() => import('./rates/RatesPage.tsx').then((m) => ({ default: m.RatesPage })));
const ReservationsPage = lazy(() =>
  import('./reservations/ReservationsPage.tsx').then((m) => ({ default: m.ReservationsPage })),
);
const DeskBookingPage = lazy(() =>
  import('./reservations/DeskBookingPage.tsx').then((m) => ({ default: m.DeskBookingPage })),
);
const ReservationDetailPage = lazy(() =>
  import('./reservations/ReservationDetailPage.tsx').then((m) => ({ default: m.ReservationDetailPage })),
);

const StaffAccountsPage = lazy(() =>
  import('./staff/StaffAccountsPage.tsx').then((m) => ({ default: m.StaffAccountsPage })),
);
const InvoicesPage = lazy(() => import('./invoices/InvoicesPage.tsx').then((m) => ({ default: m.InvoicesPage })));
const StayReviewsPage = lazy(() =>
  import('./stayReviews/StayReviewsPage.tsx').then((m) => ({ default: m.StayReviewsPage })),
);

export interface SectionRoute {
  section: AdminSection;
  /** Relative to /admin. */
  path: string;
  element: ReactElement;
}

export const SECTION_ROUTES: readonly SectionRoute[] = [
  { section: 'dashboard', path: 'dashboard', element: <DashboardPage /> },
  { section: 'reservations', path: 'reservations', element: <ReservationsPage /> },
  { section: 'reservations', path: ADMIN_ROUTES.newReservation, element: <DeskBookingPage /> },
  { section: 'reservations', path: ADMIN_ROUTES.reservation, element: <ReservationDetailPage /> },
  { section: 'rates', path: 'rates', element: <RatesPage /> },
  { section: 'reports', path: 'reports', element: <ReportsPage /> },
  { section: 'members', path: 'members', element: <MembersPage /> },
  { section: 'members', path: ADMIN_ROUTES.member, element: <MemberDetailPage /> },
  { section: 'catalog', path: 'catalog', element: <CatalogPage /> },
  { section: 'promotions', path: 'promotions', element: <PromotionsPage /> },
  { section: 'content', path: 'content', element: <ContentPage /> },
  { section: 'site', path: 'site', element: <SitePage /> },
  { section: 'staff', path: 'staff', element: <StaffAccountsPage /> },
  { section: 'mall', path: 'mall', element: <MallPage /> },
  { section: 'invoices', path: 'invoices', element: <InvoicesPage /> },
  { section: 'reviews', path: 'reviews', element: <StayReviewsPage /> },
  { section: 'mall', path: ADMIN_ROUTES.mallOrder, element: <MallOrderDetailPage /> },
  { section: 'audit', path: 'audit', element: <AuditPage /> },
];

/** The sections that have screens (the navigation lists only these). */
export const BUILT_SECTIONS: ReadonlySet<AdminSection> = new Set(SECTION_ROUTES.map((route) => route.section));
