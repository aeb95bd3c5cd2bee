import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { ContentLink } from '../../features/content/ContentLink.tsx';
import { footerQuery } from '../../features/content/siteContentApi.ts';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';

const linkClass = 'inline-block py-1 hover:text-main hover:underline';

/**
 * The site footer: the site's own footer text and links (`/hotel-configs/footer`), else a copyright
 * line with the group's name and links to the agreements and the booking steps.
 */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const siteTitle = useSiteTitle();
  const footer = useQuery(footerQuery(language)).data;
  const links = footer?.links.length
    ? footer.links
    : [
        { label: t('ui.footer.agreements'), href: pagePaths.agreementDetails() },
        { label: t('ui.footer.steps'), href: pagePaths.steps() },
      ];
  return (
    <footer className="mt-8 border-t border-border bg-surface" data-testid="site-footer">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <p className="font-display text-base font-semibold text-text">{siteTitle}</p>
          <p>{footer?.text || t('ui.footer.copyright', { year: new Date().getFullYear(), name: siteTitle })}</p>
        </div>
        <nav aria-label={t('ui.a11y.footerNavigation')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <ContentLink link={link.href} className={linkClass}>
                  {link.label}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
