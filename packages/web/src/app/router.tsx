import { LANGUAGES, type Language } from '@hotel/contract/languages';
import type { RouteName } from '@hotel/contract/routes';
import { ADMIN_ROOT, localizePath, pagePaths } from '@hotel/contract/routes';
import type { Namespace } from '@hotel/i18n/loaders';
import { GUEST_NAMESPACES, MALL_NAMESPACES } from '@hotel/i18n/namespaces';
import type { ComponentType } from 'react';
import {
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
  replace,
} from 'react-router';
import { ensureLanguage, loadNamespaces } from '../lib/i18n/i18n.ts';
import { readSessionLanguage, splitLanguagePrefix } from '../lib/i18n/language.ts';
import { ROUTE_TABLE, type RouteHandle, type RouteSpec } from '../lib/routing/routeTable.ts';
import { BareLayout } from './layouts/BareLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { BootFallback, RootLayout } from './layouts/RootLayout.tsx';
import { ContentErrorBoundary, RootErrorBoundary } from './RouteErrorBoundary.tsx';

type PageModule = Promise<{ Component: ComponentType }>;

/**
 * A screen's lazy route: its chunk and the catalogue namespaces it waits for (the guest ones unless
 * told: errors, validation, booking... load in parallel with the chunk). Lean screens (the home page
 * and the error pages) paint with the first-paint namespaces only and load the others on demand.
 */
const page =
  <M,>(
    load: () => Promise<M>,
    pick: (module: M) => ComponentType,
    options: { lean?: boolean; namespaces?: readonly Namespace[] } = {},
  ) =>
  (): PageModule =>
    Promise.all([
      load(),
      options.lean ? null : loadNamespaces(options.namespaces ?? GUEST_NAMESPACES).catch(() => undefined),
    ]).then(([module]) => ({
      Component: pick(module),
    }));

const mall = { namespaces: MALL_NAMESPACES };

/** Every screen is its own chunk, loaded when its route is first visited. */
const PAGES: Record<RouteName, () => PageModule> = {
  home: page(
    () => import('../pages/home/HomePage.tsx'),
    (m) => m.HomePage,
    { lean: true },
  ),
  couponCollection: page(
    () => import('../pages/couponCollection/CouponCollectionPage.tsx'),
    (m) => m.CouponCollectionPage,
  ),
  orderWaiting: page(
    () => import('../pages/orderWaiting/OrderWaitingPage.tsx'),
    (m) => m.OrderWaitingPage,
  ),
  hotelDetail: page(
    () => import('../pages/hotelDetail/HotelDetailPage.tsx'),
    (m) => m.HotelDetailPage,
  ),
  hotelList: page(
    () => import('../pages/hotelList/HotelListPage.tsx'),
    (m) => m.HotelListPage,
  ),
  roomList: page(
    () => import('../pages/roomList/RoomListPage.tsx'),
    (m) => m.RoomListPage,
  ),
  personalCenter: page(
    () => import('../pages/personalCenter/PersonalCenterPage.tsx'),
    (m) => m.PersonalCenterPage,
  ),
  order: page(
    () => import('../pages/order/OrderPage.tsx'),
    (m) => m.OrderPage,
  ),
  roomBook: page(
    () => import('../pages/roomBook/RoomBookPage.tsx'),
    (m) => m.RoomBookPage,
  ),
  stay: page(
    () => import('../pages/stay/StayPage.tsx'),
    (m) => m.StayPage,
  ),
  stayBook: page(
    () => import('../pages/stayBook/StayBookPage.tsx'),
    (m) => m.StayBookPage,
  ),
  article: page(
    () => import('../pages/article/ArticlePage.tsx'),
    (m) => m.ArticlePage,
  ),
  page: page(
    () => import('../pages/page/ContentPage.tsx'),
    (m) => m.ContentPage,
  ),
  gallery: page(
    () => import('../pages/gallery/GalleryPage.tsx'),
    (m) => m.GalleryPage,
  ),
  card: page(
    () => import('../pages/card/MembershipCardPage.tsx'),
    (m) => m.MembershipCardPage,
  ),
  resetPassword: page(
    () => import('../pages/resetPassword/ResetPasswordPage.tsx'),
    (m) => m.ResetPasswordPage,
  ),
  agreementDetails: page(
    () => import('../pages/agreementDetails/AgreementDetailsPage.tsx'),
    (m) => m.AgreementDetailsPage,
  ),
  orderList: page(
    () => import('../pages/orderList/OrderListPage.tsx'),
    (m) => m.OrderListPage,
    mall,
  ),
  couponDetails: page(
    () => import('../pages/couponDetails/CouponDetailsPage.tsx'),
    (m) => m.CouponDetailsPage,
  ),
  login: page(
    () => import('../pages/login/LoginPage.tsx'),
    (m) => m.LoginPage,
  ),
  register: page(
    () => import('../pages/login/LoginPage.tsx'),
    (m) => m.LoginPage,
  ),
  orderSearch: page(
    () => import('../pages/orderSearch/OrderSearchPage.tsx'),
    (m) => m.OrderSearchPage,
  ),
  forbidden: page(
    () => import('../pages/forbidden/ForbiddenPage.tsx'),
    (m) => m.ForbiddenPage,
    { lean: true },
  ),
  notFound: page(
    () => import('../pages/notFound/NotFoundPage.tsx'),
    (m) => m.NotFoundPage,
    { lean: true },
  ),
  serverError: page(
    () => import('../pages/serverError/ServerErrorPage.tsx'),
    (m) => m.ServerErrorPage,
    { lean: true },
  ),
  alipayCallback: page(
    () => import('../pages/alipayCallback/AlipayCallbackPage.tsx'),
    (m) => m.AlipayCallbackPage,
  ),
  bulletin: page(
    () => import('../pages/bulletin/BulletinPage.tsx'),
    (m) => m.BulletinPage,
  ),
  steps: page(
    () => import('../pages/steps/StepsPage.tsx'),
    (m) => m.StepsPage,
  ),
  mallSearch: page(
    () => import('../pages/mallSearch/MallSearchPage.tsx'),
    (m) => m.MallSearchPage,
    mall,
  ),
  mallProduct: page(
    () => import('../pages/mallProduct/MallProductPage.tsx'),
    (m) => m.MallProductPage,
    mall,
  ),
  mallCart: page(
    () => import('../pages/mallCart/MallCartPage.tsx'),
    (m) => m.MallCartPage,
    mall,
  ),
  mallCheckout: page(
    () => import('../pages/mallCheckout/MallCheckoutPage.tsx'),
    (m) => m.MallCheckoutPage,
    mall,
  ),
  mallPaymentSuccess: page(
    () => import('../pages/mallPaymentSuccess/MallPaymentSuccessPage.tsx'),
    (m) => m.MallPaymentSuccessPage,
    mall,
  ),
  mallOrder: page(
    () => import('../pages/mallOrder/MallOrderPage.tsx'),
    (m) => m.MallOrderPage,
    mall,
  ),
  mallReviews: page(
    () => import('../pages/mallReviews/MallReviewsPage.tsx'),
    (m) => m.MallReviewsPage,
    mall,
  ),
  mallDistribution: page(
    () => import('../pages/mallDistribution/MallDistributionPage.tsx'),
    (m) => m.MallDistributionPage,
    mall,
  ),
};

/** The routes without a language prefix (`default`) or under one language's prefix. */
export type Scope = Language | 'default';

/** A result page reads the stay of its link: when the link names one, its rules (zod) load before the page shows. */
const stayLinkLoader = ({ request }: LoaderFunctionArgs) =>
  import('../features/search/stayLink.ts')
    .then((module) => module.stayLinkRulesReady(new URL(request.url).searchParams))
    .then(
      () => null,
      () => null,
    );

function screen(scope: Scope, spec: RouteSpec): RouteObject {
  const handle: RouteHandle = { name: spec.name, ...(spec.headerSearch ? { headerSearch: true } : {}) };
  const route: RouteObject = { id: `${scope}:${spec.name}`, path: spec.path, handle, lazy: PAGES[spec.name] };
  return spec.headerSearch ? { ...route, loader: stayLinkLoader } : route;
}

/** `/` and `/{lang}` go to the home page, keeping the prefix and the query. */
function homeRedirect(language: Language | null) {
  return ({ request }: LoaderFunctionArgs) =>
    redirect(`${localizePath(pagePaths.home(), language)}${new URL(request.url).search}`);
}

/** The routes of one scope: unprefixed (`default`) or under a language prefix. */
function scopeRoutes(scope: Scope): RouteObject[] {
  const language = scope === 'default' ? null : scope;
  return [
    { id: `${scope}:index`, index: true, loader: homeRedirect(language), Component: BootFallback },
    {
      id: `${scope}:main`,
      Component: MainLayout,
      children: [
        {
          id: `${scope}:content`,
          ErrorBoundary: ContentErrorBoundary,
          children: ROUTE_TABLE.filter((spec) => spec.layout === 'main').map((spec) => screen(scope, spec)),
        },
      ],
    },
    {
      id: `${scope}:bare`,
      Component: BareLayout,
      children: [
        ...ROUTE_TABLE.filter((spec) => spec.layout === 'bare').map((spec) => screen(scope, spec)),
        {
          id: `${scope}:catchAll`,
          path: '*',
          handle: { name: 'notFound' } satisfies RouteHandle,
          lazy: PAGES.notFound,
        },
      ],
    },
  ];
}

/** Under `/{lang}`: that language is made active (catalogue loaded, kept for the session) before the page shows. */
function languageLoader(language: Language) {
  return async () => {
    await ensureLanguage(language);
    return null;
  };
}

/** Without a prefix: go to the prefixed form when the session holds a language and the prefix flag (spec section 2). */
function unprefixedLoader({ request }: LoaderFunctionArgs) {
  const session = readSessionLanguage();
  if (session.language && session.prefix) {
    const url = new URL(request.url);
    const path = url.pathname === '/' ? pagePaths.home() : url.pathname;
    return replace(`${localizePath(path, session.language)}${url.search}`);
  }
  return null;
}

const noRevalidation = () => false;

/** A scope's branch of the tree: the language's prefix and loader, or the unprefixed routes. */
function scopeBranch(scope: Scope): RouteObject {
  if (scope === 'default')
    return {
      id: 'default',
      loader: unprefixedLoader,
      shouldRevalidate: noRevalidation,
      children: scopeRoutes('default'),
    };
  return {
    id: scope,
    path: scope,
    loader: languageLoader(scope),
    shouldRevalidate: noRevalidation,
    children: scopeRoutes(scope),
  };
}

export const ALL_SCOPES: readonly Scope[] = ['default', ...LANGUAGES];

/** The scope a path belongs to: its language prefix, or the unprefixed routes. */
export function scopeOf(pathname: string): Scope {
  return splitLanguagePrefix(pathname).language ?? 'default';
}

/** The scopes a visit starts with: the one it lands in (a path no scope knows adds the unprefixed one). */
export function landingScopes(pathname: string): Scope[] {
  return [scopeOf(pathname)];
}

/**
 * The route tree: every route of spec section 2 without prefix and under each of the six language
 * prefixes (static segments, so `/xx-YY/home` falls through to the not-found page). The app starts
 * with the scope it lands in (seven scopes of every screen make the router's start-up slow on a
 * phone) and `discoverScopes` adds the others when a navigation first needs them.
 */
export function buildRoutes(scopes: readonly Scope[] = ALL_SCOPES): RouteObject[] {
  return [
    {
      // The back office: one lazy route outside the guest site's layout and language prefixes, so none
      // of its code is in the guest site's bundles (pages/admin/adminRoute.tsx).
      id: 'admin',
      path: `${ADMIN_ROOT}/*`,
      HydrateFallback: BootFallback,
      ErrorBoundary: RootErrorBoundary,
      lazy: () => import('../pages/admin/adminRoute.tsx'),
    },
    {
      // Pathless: with only a language's scope, `/` matches nothing, so navigating there adds the unprefixed scope.
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: BootFallback,
      children: scopes.map(scopeBranch),
    },
  ];
}

/** Adds a path's scope to the router the first time a navigation goes there (`patchRoutesOnNavigation`). */
export function discoverScopes(present: readonly Scope[]): PatchRoutesOnNavigationFunction {
  const known = new Set(present);
  return ({ path, patch }) => {
    const scope = scopeOf(path);
    if (known.has(scope)) return;
    known.add(scope);
    patch('root', [scopeBranch(scope)]);
  };
}
