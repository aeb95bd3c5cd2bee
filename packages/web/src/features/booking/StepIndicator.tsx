import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { BookingStep } from './bookingSession.ts';

const STEPS: readonly { step: BookingStep; label: string }[] = [
  { step: 1, label: 'booking.steps.review' },
  { step: 2, label: 'booking.steps.payment' },
  { step: 3, label: 'booking.steps.confirmation' },
];

/** The three booking steps (Review, Payment, Confirmation); the current one is marked for screen readers. */
export function StepIndicator({ current }: { current: BookingStep }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('booking.steps.label')}>
      <ol className="flex items-center gap-2 text-sm sm:gap-4" data-testid="booking-steps">
        {STEPS.map(({ step, label }, index) => {
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={step}
              className="flex flex-1 items-center gap-2 sm:gap-4"
              aria-current={active ? 'step' : undefined}
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-semibold ${
                  active
                    ? 'border-main bg-main text-on-main'
                    : done
                      ? 'border-main bg-main-soft text-main'
                      : 'border-border bg-background text-muted'
                }`}
              >
                {done ? '✓' : step}
              </span>
              <span
                className={`min-w-0 leading-tight ${active ? 'font-semibold text-text' : 'sr-only text-muted sm:not-sr-only'}`}
              >
                <span className="sr-only">{t('booking.steps.position', { step, total: STEPS.length })} </span>
                {t(label)}
                {done ? <span className="sr-only"> {t('booking.steps.done')}</span> : null}
              </span>
              {index < STEPS.length - 1 ? (
                <span aria-hidden="true" className={`hidden h-px flex-1 sm:block ${done ? 'bg-main' : 'bg-border'}`} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
