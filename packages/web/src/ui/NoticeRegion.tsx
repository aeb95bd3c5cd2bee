import { useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation.ts';
import { notices } from '../lib/notices/noticeStore.ts';
import { Notice } from './Notice.tsx';

/** Renders the current notices in a polite live region at the bottom of the window, clear of the header. */
export function NoticeRegion() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(notices.subscribe, notices.getSnapshot, notices.getSnapshot);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex flex-col items-center gap-2 px-4 sm:items-end"
    >
      {items.map((item) => (
        <div key={item.id} className="pointer-events-auto w-full max-w-md">
          <Notice tone={item.tone} onDismiss={() => notices.dismiss(item.id)} dismissLabel={t('ui.common.dismiss')}>
            {item.message}
          </Notice>
        </div>
      ))}
    </div>
  );
}
