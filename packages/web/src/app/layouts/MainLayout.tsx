import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useHeaderSearch } from '../../lib/routing/useRouteName.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';

/** The search bar is only on the result pages: its own chunk, out of the home page's initial JavaScript. */
const HeaderSearch = lazy(() => import('./HeaderSearch.tsx').then((module) => ({ default: module.HeaderSearch })));

/**
 * Header, optional search bar, the page, footer. The page takes at least the screen's height, so the
 * footer starts below the first screen: a page whose content arrives after its first render (a form
 * once its data is there) does not push a visible footer down (a layout shift).
 */
export function MainLayout() {
  const headerSearch = useHeaderSearch();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      {headerSearch ? (
        <Suspense fallback={<div className="h-[6.25rem] border-b border-border bg-main-soft" />}>
          <HeaderSearch />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
