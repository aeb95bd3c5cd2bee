import { LocaleLink } from '../../features/i18n/LocaleLink.tsx';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { paths } from '../paths.ts';

/** The site footer: copyright with the group's name and links to the agreements and booking steps. */
export function Footer() {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>{t('ui.footer.copyright', { year: new Date().getFullYear(), name: siteTitle })}</p>
        <nav aria-label={t('ui.a11y.footerNavigation')}>
          <ul className="flex flex-wrap gap-4">
            <li>
              <LocaleLink to={paths.agreementDetails()} className="hover:text-main hover:underline">
                {t('ui.footer.agreements')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink to={paths.steps()} className="hover:text-main hover:underline">
                {t('ui.footer.steps')}
              </LocaleLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
