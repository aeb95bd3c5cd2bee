import { pagePaths } from '@hotel/contract/routes';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
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

/** The site header: the group's name (home link), the main navigation, the language and currency switchers. */
export function Header() {
  const { t } = useTranslation();
  const localize = useLocalePath();
  const siteTitle = useSiteTitle();
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <LocaleLink to={pagePaths.home()} className="mr-auto text-xl font-bold text-main" data-testid="site-title">
          {siteTitle}
        </LocaleLink>
        <nav aria-label={t('ui.a11y.mainNavigation')}>
          <ul className="flex flex-wrap items-center gap-1">
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
    </header>
  );
}
