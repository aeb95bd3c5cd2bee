import { useEffect, useSyncExternalStore } from 'react';
import { useSiteConfig } from '../site/siteConfigApi.ts';
import { applyTheme, MOBILE_QUERY } from './theme.ts';

const hasMatchMedia = () => typeof matchMedia === 'function';

function subscribe(listener: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const query = matchMedia(MOBILE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

const isMobile = () => hasMatchMedia() && matchMedia(MOBILE_QUERY).matches;

/** Whether the screen is narrower than 768 px (the mobile theme's screens); follows resizes. */
export function useMobileScreen(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}

/** Keeps the document's theme in step with the site configuration and the screen width. */
export function useSiteTheme(): void {
  const config = useSiteConfig();
  const mobile = useMobileScreen();
  useEffect(() => {
    applyTheme(config, { mobile });
  }, [config, mobile]);
}
