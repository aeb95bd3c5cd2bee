import { pagePaths, type RouteName } from '@hotel/contract/routes';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { pageTitleKey } from '../../lib/routing/routeTable.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

/** The placeholder of a screen that is not built yet: its translated title and a link home. */
export function ComingSoon({ page }: { page: RouteName }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-main">{t('ui.comingSoon.label')}</p>
      <h1 id="coming-soon-title" className="text-3xl font-semibold">
        {t(pageTitleKey(page))}
      </h1>
      <p className="text-muted">{t('ui.comingSoon.description')}</p>
      <LocaleLink to={pagePaths.home()} className={buttonClass('primary')}>
        {t('ui.common.backHome')}
      </LocaleLink>
    </section>
  );
}
