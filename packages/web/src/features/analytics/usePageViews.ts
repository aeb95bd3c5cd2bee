import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useRouteName } from '../../lib/routing/useRouteName.ts';
import { track } from './track.ts';

/** Spec section 9: the page-open event waits 500 ms (a page left at once, or redirected, is not counted). */
export const PAGE_VIEW_DELAY_MS = 500;

/** Sends a page-view event for each named route the visitor lands on (page name from the route). */
export function usePageViews(): void {
  const name = useRouteName();
  const { pathname } = useLocation();
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per path shown, in the language it is shown in.
  useEffect(() => {
    if (!name) return;
    const timer = setTimeout(() => track('pageView', language, { pageName: name }), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, pathname]);
}
