import { pagePaths } from '@hotel/contract/routes';
import { useEffect, useId, useRef } from 'react';
import { useLocalePath } from '../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useInactivityTimer } from './useInactivityTimer.ts';

export interface InactivityGuardProps {
  /** Milliseconds without activity before the dialog shows; the spec's 15 minutes by default. */
  timeoutMs?: number;
  /** Reloads the page (refresh prices, or closing the dialog); `window.location.reload` by default. */
  onReload?: () => void;
  /** Leaves for the home page; a full load of the (localised) home page by default. */
  onGoHome?: (href: string) => void;
}

/**
 * Put on a page whose prices go stale (hotel list, room list, room booking): after 15 minutes without
 * a click, scroll or key press, a modal "operation timed out" dialog offers to refresh the prices
 * (reload) or go home; closing it (Escape or the close button) reloads too.
 */
export function InactivityGuard({
  timeoutMs,
  onReload = () => window.location.reload(),
  onGoHome = (href) => window.location.assign(href),
}: InactivityGuardProps) {
  const expired = useInactivityTimer({ timeoutMs });
  const { t } = useTranslation();
  const localize = useLocalePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const refresh = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!expired || !element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // The main action takes the focus (showModal alone would focus the close button).
    refresh.current?.focus();
  }, [expired]);

  if (!expired) return null;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="inactivity-dialog"
      // Escape closes a modal dialog: that reloads as well.
      onCancel={(event) => {
        event.preventDefault();
        onReload();
      }}
      className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl border border-border bg-background p-0 text-text shadow-xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {t('results.inactivity.title')}
          </h2>
          <button
            type="button"
            onClick={onReload}
            aria-label={t('ui.common.close')}
            className="-mr-2 -mt-1 rounded px-2 text-2xl leading-none text-muted hover:text-text"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div id={textId} className="flex flex-col gap-2 text-sm">
          <p className="font-semibold text-main">{t('results.inactivity.welcomeBack')}</p>
          <p className="text-muted">{t('results.inactivity.description')}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onGoHome(localize(pagePaths.home()))}>
            {t('results.inactivity.goHome')}
          </Button>
          <Button ref={refresh} onClick={onReload}>
            {t('results.inactivity.refresh')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
