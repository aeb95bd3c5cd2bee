import { pagePaths } from '@hotel/contract/routes';
import { lazy, Suspense, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CurrencySwitcher } from '../../features/currency/CurrencySwitcher.tsx';
import { LanguageSwitcher } from '../../features/site/LanguageSwitcher.tsx';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

/** The member's menu (with its session logic) loads after the first paint: not part of the home page's initial JS. */
const MemberNavItem = lazy(() =>
  import('../../features/member/MemberNavItem.tsx').then((module) => ({ default: module.MemberNavItem })),
);

const NAV = [
  { key: 'home', to: pagePaths.home(), label: 'ui.nav.home' },
  { key: 'hotels', to: pagePaths.hotelList(), label: 'ui.nav.hotels' },
  { key: 'mall', to: pagePaths.mallSearch(), label: 'ui.nav.mall' },
  { key: 'orderSearch', to: pagePaths.orderSearch(), label: 'ui.nav.findReservation' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2.5 py-2 text-sm font-medium hover:bg-main-soft ${isActive ? 'text-main underline underline-offset-4' : 'text-text'}`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The site header: the group's name (home link), the main navigation, the language and currency
 * switchers. Below 768 px they fold into a menu the button opens (closed again on the next page);
 * they stay mounted, so the member entry's site-wide rules run either way.
 */
export function Header() {
  const { t } = useTranslation();
  const localize = useLocalePath();
  const siteTitle = useSiteTitle();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <LocaleLink to={pagePaths.home()} className="mr-auto text-xl font-bold text-main" data-testid="site-title">
          {siteTitle}
        </LocaleLink>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm font-medium md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
          data-testid="menu-toggle"
        >
          <MenuIcon open={open} />
          {open ? t('ui.nav.closeMenu') : t('ui.nav.menu')}
        </button>
        <div
          id={menuId}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-3 pb-2 md:flex md:w-auto md:flex-row md:items-center md:gap-6 md:pb-0`}
          data-testid="header-menu"
        >
          <nav aria-label={t('ui.a11y.mainNavigation')}>
            <ul className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center">
              {NAV.map((item) => (
                <li key={item.key}>
                  <NavLink to={localize(item.to)} className={linkClass} end>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
              <Suspense fallback={null}>
                <MemberNavItem />
              </Suspense>
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </div>
        </div>
      </div>
    </header>
  );
}
