import { localizePath, pagePaths } from '@hotel/contract/routes';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { usePageViews } from '../../features/analytics/usePageViews.ts';
import { shouldShowBulletin } from '../../features/content/bulletinGate.ts';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { useSiteTheme } from '../../features/theme/useSiteTheme.ts';
import { splitLanguagePrefix } from '../../lib/i18n/language.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageDescriptionValue } from '../../lib/routing/pageDescription.ts';
import { usePageTitleValue } from '../../lib/routing/pageTitle.ts';
import { pageTitleKey } from '../../lib/routing/routeTable.ts';
import { useRouteName } from '../../lib/routing/useRouteName.ts';
import { NoticeRegion } from '../../ui/NoticeRegion.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { documentTitle, headLinks, metaDescriptionKey, writeHead } from '../documentHead.ts';

/** The thin bar at the top while a route (chunk, loader) or data loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  return <ProgressBar active={navigation.state !== 'idle' || fetching > 0} label={t('ui.common.loading')} />;
}

/**
 * A new page starts at the top; going back (or forward) returns to where the guest was on that
 * entry of the history, e.g. the same hotel of a long list.
 */
function ScrollMemory() {
  return <ScrollRestoration />;
}

/**
 * The document head in the current language: the title ("<page> | <site>" for a page with its own
 * name, as the server renders it, else "<route> | <site>"), the meta description (the page's own, else
 * the route's translated one) and the canonical and hreflang links.
 */
function DocumentHead() {
  const { t, i18n } = useTranslation();
  const name = useRouteName();
  const siteTitle = useSiteTitle();
  const own = usePageTitleValue();
  const ownDescription = usePageDescriptionValue();
  const offered = useSiteConfig()?.languages;
  const { pathname } = useLocation();
  const language = i18n.language;
  useEffect(() => {
    const route = name ? t(pageTitleKey(name), { lng: language }) : undefined;
    document.title = documentTitle({ own, route, site: siteTitle });
    const description = ownDescription || t(metaDescriptionKey(name), { name: siteTitle });
    const { rest } = splitLanguagePrefix(pathname);
    writeHead(document, { description, links: headLinks(window.location.origin, rest, language, offered ?? []) });
  }, [name, siteTitle, t, language, own, ownDescription, offered, pathname]);
  return null;
}

/** Keeps the theme in step with the site configuration and the screen width (no reload). */
function ThemeSync() {
  useSiteTheme();
  return null;
}

/** A page view for every named route shown (spec section 2). */
function PageViews() {
  usePageViews();
  return null;
}

/** Spec section 2: a site whose bulletin is in use sends the visitor to /bulletin (once per session). */
function BulletinGate() {
  const config = useSiteConfig();
  const name = useRouteName();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!shouldShowBulletin(config, name)) return;
    const { language, rest } = splitLanguagePrefix(pathname);
    const redirect = encodeURIComponent(`${rest}${search}`);
    void navigate(localizePath(`${pagePaths.bulletin()}?redirect=${redirect}`, language), { replace: true });
  }, [config, name, pathname, search, navigate]);
  return null;
}

/** Everything every page has: progress bar, scroll reset, head, theme, page views, bulletin and notices. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollMemory />
      <DocumentHead />
      <ThemeSync />
      <PageViews />
      <BulletinGate />
      <NoticeRegion />
      <Outlet />
    </>
  );
}

/** Shown while the first route loads (the same spinner as index.html). */
export function BootFallback() {
  return <div className="boot-spinner" aria-hidden="true" />;
}
