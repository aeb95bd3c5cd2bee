import type { ReactNode } from 'react';
import type { NoticeTone } from '../lib/notices/noticeStore.ts';

const tones: Record<NoticeTone, string> = {
  error: 'border-danger text-danger',
  info: 'border-main text-text',
  success: 'border-success text-success',
};

/** A short message box; `onDismiss` adds a close button labelled by `dismissLabel`. */
export function Notice({
  tone = 'info',
  children,
  onDismiss,
  dismissLabel,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  return (
    <div className={`flex items-start gap-3 rounded-md border-l-4 bg-background px-4 py-3 shadow-md ${tones[tone]}`}>
      <p className="flex-1 text-sm">{children}</p>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="rounded px-1 text-lg leading-none text-muted hover:text-text"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
