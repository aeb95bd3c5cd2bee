import { Outlet } from 'react-router';
import { useHeaderSearch } from '../../features/routing/useRouteName.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Header, optional search bar, the page, footer. */
export function MainLayout() {
  const headerSearch = useHeaderSearch();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      {headerSearch ? <HeaderSearch /> : null}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
