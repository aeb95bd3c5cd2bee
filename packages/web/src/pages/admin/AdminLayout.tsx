import { isLanguage, LANGUAGES } from '@hotel/contract/languages';
import { adminPaths } from '@hotel/contract/routes';
import type { StaffMe } from '@hotel/contract/schemas/admin';
import { type ReactNode, Suspense, useId } from 'react';
import { NavLink } from 'react-router';
import { sectionsOf } from '../../features/admin/access.ts';
import { useStaffSignOut } from '../../features/admin/session/staffSession.ts';
import { applyAdminLanguage } from '../../lib/i18n/adminLanguage.ts';
import { LANGUAGE_NAMES } from '../../lib/i18n/languageNames.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { BUILT_SECTIONS } from './sectionRoutes.tsx';

/** The back office's language switcher (six languages, applied at once, kept on this browser). */
function AdminLanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted">
        {t('admin.layout.language')}
      </label>
      <select
        id={id}
        data-testid="admin-language"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void applyAdminLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-border bg-background px-2 text-sm"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who is signed in: name, role and hotels, and the sign-out button. */
function WhoAmI({ staff }: { staff: StaffMe }) {
  const { t } = useTranslation();
  const signOut = useStaffSignOut();
  const hotels = staff.hotelCodes.length > 0 ? staff.hotelCodes.join(', ') : t('admin.layout.allHotels');
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="admin-whoami">
      <span>
        <span className="font-semibold">{staff.name}</span>{' '}
        <span className="text-muted">
          ({t(`admin.role.${staff.role}`)} · {hotels})
        </span>
      </span>
      <NavLink to={adminPaths.security()} className="underline" data-testid="admin-security">
        {t('admin.layout.security')}
      </NavLink>
      <button
        type="button"
        data-testid="admin-sign-out"
        onClick={() => signOut.mutate()}
        className="rounded-md border border-border px-3 py-1.5 hover:bg-surface"
      >
        {t('admin.layout.signOut')}
      </button>
    </div>
  );
}

/** Header, navigation by role and the section's screen. */
export function AdminLayout({ staff, children }: { staff: StaffMe; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:bg-background focus:p-2"
      >
        {t('admin.layout.skip')}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-background px-4 py-3">
        <p className="text-lg font-semibold">{t('admin.title')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <AdminLanguageSwitcher />
          <WhoAmI staff={staff} />
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={t('admin.layout.navigation')}
          className="border-b border-border bg-background md:w-52 md:border-r md:border-b-0"
        >
          <ul className="flex flex-wrap gap-1 p-2 md:flex-col" data-testid="admin-nav">
            {sectionsOf(staff.role)
              .filter((section) => BUILT_SECTIONS.has(section))
              .map((section) => (
                <li key={section}>
                  <NavLink
                    to={adminPaths.section(section)}
                    data-testid={`admin-nav-${section}`}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-main text-on-main' : 'hover:bg-main-soft'}`
                    }
                  >
                    {t(`admin.nav.${section}`)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none">
          <Suspense fallback={<Spinner label={t('admin.common.loading')} />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
