import { pagePaths } from '@hotel/contract/routes';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';

/** The frame of pages outside the main layout (errors, bulletin, steps, payment callback). */
export function BareFrame({ children }: { children: ReactNode }) {
  const siteTitle = useSiteTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border">
        <div className="mx-auto max-w-6xl px-4 py-3">
          <LocaleLink to={pagePaths.home()} className="text-xl font-bold text-main">
            {siteTitle}
          </LocaleLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>
    </div>
  );
}

export function BareLayout() {
  return (
    <BareFrame>
      <Outlet />
    </BareFrame>
  );
}
