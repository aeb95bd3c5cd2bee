import { pagePaths } from '@hotel/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { continuePath, markBulletinSeen } from '../../features/content/bulletinGate.ts';
import { RichText } from '../../features/content/RichText.tsx';
import { bulletinQuery } from '../../features/content/siteContentApi.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { usePageTitle } from '../../lib/routing/pageTitle.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';

/**
 * The site's bulletin (an announcement such as planned maintenance). A site that marks it in use sends
 * visitors here first; "continue" marks it read for the session and goes on to the page they asked for.
 */
export function BulletinPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bulletin = useQuery(bulletinQuery(language));
  usePageTitle(bulletin.data?.title || undefined);

  if (bulletin.isPending) return <PageSkeleton label={t('ui.common.loading')} />;
  const data = bulletin.data;
  const proceed = () => {
    markBulletinSeen();
    void navigate(localize(continuePath(params.get('redirect'))), { replace: true });
  };
  return (
    <article aria-labelledby="bulletin-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-4 sm:py-10">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">{t('ui.pageTitle.bulletin')}</p>
      <h1 id="bulletin-title" className="text-3xl font-bold leading-tight sm:text-4xl" data-testid="bulletin-title">
        {data?.title || t('ui.bulletin.none')}
      </h1>
      {bulletin.isError ? <p className="text-muted">{t('ui.error.loadFailed')}</p> : null}
      {data?.body ? (
        <div className="rounded-xl border border-border bg-surface p-5 sm:p-8">
          <RichText html={data.body} className="text-lg" />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {data ? (
          <Button onClick={proceed} className="h-11 px-6" data-testid="bulletin-continue">
            {t('ui.bulletin.continue')}
          </Button>
        ) : (
          <LocaleLink to={pagePaths.home()} className={buttonClass('primary')}>
            {t('ui.common.backHome')}
          </LocaleLink>
        )}
      </div>
    </article>
  );
}
