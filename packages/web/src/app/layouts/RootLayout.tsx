import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { NoticeRegion } from '../../features/notices/NoticeRegion.tsx';
import { usePageTitleValue } from '../../features/routing/pageTitle.ts';
import { useRouteName } from '../../features/routing/useRouteName.ts';
import { useSiteConfig } from '../../features/site/siteConfigApi.ts';
import { applyTheme } from '../../features/site/theme.ts';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { pageTitleKey } from '../paths.ts';

/** The thin bar at the top while a route (chunk, loader) or data loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  return <ProgressBar active={navigation.state !== 'idle' || fetching > 0} label={t('ui.common.loading')} />;
}

/** Scrolls to the top on every navigation. */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path or query on purpose.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** `<page title> | <site title>`, in the current language; a page may put its own name first (a hotel's). */
function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const name = useRouteName();
  const siteTitle = useSiteTitle();
  const own = usePageTitleValue();
  const language = i18n.language;
  useEffect(() => {
    const route = name ? `${t(pageTitleKey(name), { lng: language })} | ${siteTitle}` : siteTitle;
    document.title = own ? `${own} | ${route}` : route;
  }, [name, siteTitle, t, language, own]);
  return null;
}

/** Keeps the theme variables in step with the site configuration. */
function ThemeSync() {
  const config = useSiteConfig();
  useEffect(() => applyTheme(config), [config]);
  return null;
}

/** Everything every page has: progress bar, scroll reset, title, theme and notices. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <DocumentTitle />
      <ThemeSync />
      <NoticeRegion />
      <Outlet />
    </>
  );
}

/** Shown while the first route loads (the same spinner as index.html). */
export function BootFallback() {
  return <div className="boot-spinner" aria-hidden="true" />;
}
