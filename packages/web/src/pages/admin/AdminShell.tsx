import { ADMIN_ROUTES, type AdminSection, adminPaths } from '@hotel/contract/routes';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { canSee, homeSectionOf, sectionsOf } from '../../features/admin/access.ts';
import { useStaffMe } from '../../features/admin/session/staffSession.ts';
import { AdminError } from '../../features/admin/ui/AdminError.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { SecondFactorPage } from './SecondFactorPage.tsx';
import { SignInPage } from './SignInPage.tsx';
import { BUILT_SECTIONS, SECTION_ROUTES } from './sectionRoutes.tsx';

function useAdminTitle() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('admin.title');
  }, [t]);
}

/** A section the signed-in role may not use: said so, in place (the server would refuse it too). */
function Forbidden() {
  const { t } = useTranslation();
  return (
    <p role="alert" data-testid="admin-forbidden" className="text-danger">
      {t('admin.error.forbidden')}
    </p>
  );
}

/** Sign-in when nobody is signed in; else the layout and the sections the role may use. */
export function AdminShell() {
  const { t } = useTranslation();
  const me = useStaffMe();
  useAdminTitle();
  if (me.isPending) return <Spinner label={t('admin.common.loading')} />;
  if (me.isError)
    return (
      <main className="mx-auto max-w-md p-8">
        <AdminError error={me.error} />
      </main>
    );
  const staff = me.data;
  if (!staff) return <SignInPage />;
  // A group administrator without a second factor enrols before anything else (the server refuses the rest).
  if (staff.secondFactor.required && !staff.secondFactor.enabled) return <SecondFactorPage staff={staff} standalone />;
  // The role's landing section (content editors: content), else its first section that has a screen.
  const landing = homeSectionOf(staff.role);
  const home = BUILT_SECTIONS.has(landing)
    ? landing
    : (sectionsOf(staff.role).find((section) => BUILT_SECTIONS.has(section)) ?? landing);
  return (
    <AdminLayout staff={staff}>
      <Routes>
        <Route index element={<Navigate to={home} replace />} />
        <Route path={ADMIN_ROUTES.signIn} element={<Navigate to={adminPaths.section(home)} replace />} />
        <Route path={ADMIN_ROUTES.security} element={<SecondFactorPage staff={staff} />} />
        {SECTION_ROUTES.map(({ section, path, element }) => (
          <Route
            key={path}
            path={path}
            element={canSee(staff.role, section as AdminSection) ? element : <Forbidden />}
          />
        ))}
        <Route path="*" element={<p>{t('admin.error.notFound')}</p>} />
      </Routes>
    </AdminLayout>
  );
}
