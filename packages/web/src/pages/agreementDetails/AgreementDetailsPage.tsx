import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { agreementsQuery } from '../../features/content/contentApi.ts';
import { RichText } from '../../features/content/RichText.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { PageSkeleton } from '../../ui/PageSkeleton.tsx';

/** An agreement's anchor: its code (`#privacyTerms`), kept to characters an id and a URL take as they are. */
export const agreementAnchor = (code: string) => code.replace(/[^\w-]/g, '-');

/**
 * Every agreement of the site (`/{lang}/protocol`): registration and login, booking policy, privacy
 * terms, booking conditions..., each under its own anchor (`/agreementDetails#bookingPolicy`), with a
 * table of contents.
 */
export function AgreementDetailsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { hash } = useLocation();
  const agreements = useQuery(agreementsQuery(language));

  // The page opens at the agreement its address names, once the texts are there.
  useEffect(() => {
    if (!agreements.isSuccess || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [agreements.isSuccess, hash]);

  if (agreements.isPending) return <PageSkeleton label={t('ui.common.loading')} />;
  if (agreements.isError) return <p className="py-16 text-center text-muted">{t('ui.error.loadFailed')}</p>;
  const list = agreements.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('ui.agreements.title')}</h1>
        <p className="text-muted">{t('ui.agreements.intro')}</p>
      </header>
      {list.length === 0 ? <p className="text-muted">{t('ui.agreements.none')}</p> : null}
      {list.length > 1 ? (
        <nav aria-labelledby="agreements-contents" className="rounded-lg bg-surface p-4">
          <h2 id="agreements-contents" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {t('ui.agreements.contents')}
          </h2>
          <ol className="flex list-decimal flex-col gap-1 pl-5">
            {list.map((agreement) => (
              <li key={agreement.code}>
                <a href={`#${agreementAnchor(agreement.code)}`} className="text-main hover:underline">
                  {agreement.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {list.map((agreement) => (
        <section
          key={agreement.code}
          id={agreementAnchor(agreement.code)}
          tabIndex={-1}
          aria-labelledby={`${agreementAnchor(agreement.code)}-title`}
          className="flex scroll-mt-6 flex-col gap-3 border-t border-border pt-6 outline-none"
          data-testid="agreement"
        >
          <h2 id={`${agreementAnchor(agreement.code)}-title`} className="text-2xl font-semibold">
            {agreement.title}
          </h2>
          <p className="text-xs text-muted">{t('ui.agreements.version', { version: agreement.version })}</p>
          <RichText html={agreement.body} />
        </section>
      ))}
    </div>
  );
}
