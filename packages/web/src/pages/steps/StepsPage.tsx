import { pagePaths } from '@hotel/contract/routes';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

/** The five steps of a booking, each with an icon (outline paths, 24 x 24). */
const STEPS = [
  { key: 'search', icon: 'M11 4.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM20.5 20.5 16 16' },
  { key: 'choose', icon: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 15h18M6 9V6h5v3M13 9V6h5v3' },
  { key: 'details', icon: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0' },
  { key: 'payment', icon: 'M3 6h18v12H3zM3 10h18M7 15h4' },
  { key: 'confirmation', icon: 'M4 12.5 9 17.5 20 6.5' },
] as const;

/** How booking works (spec section 2, /steps): search, choose a room and rate, guest details, payment, confirmation. */
export function StepsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 py-4 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('ui.steps.title')}</h1>
        <p className="text-lg text-muted">{t('ui.steps.intro')}</p>
      </header>
      <ol className="flex flex-col gap-4" data-testid="booking-steps">
        {STEPS.map((step, index) => (
          <li key={step.key} className="flex gap-4 rounded-xl border border-border bg-background p-4 sm:p-5">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-main text-on-main"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6 fill-none stroke-current"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={step.icon} />
              </svg>
            </span>
            <div className="flex flex-col gap-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-accent">
                {t('ui.steps.number', { number: index + 1 })}
              </p>
              <h2 className="text-lg font-semibold">{t(`ui.steps.${step.key}.title`)}</h2>
              <p className="text-muted">{t(`ui.steps.${step.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <LocaleLink to={pagePaths.home()} className={buttonClass('primary', 'h-11 px-6')}>
          {t('ui.steps.start')}
        </LocaleLink>
        <LocaleLink to={pagePaths.orderSearch()} className={buttonClass('secondary', 'h-11 px-6')}>
          {t('ui.nav.findReservation')}
        </LocaleLink>
      </div>
    </div>
  );
}
