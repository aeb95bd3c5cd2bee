import { HTTP_ERROR_NOTICE_MS, NOTICE_THROTTLE_MS } from '@hotel/contract/constants';

export type NoticeTone = 'error' | 'info' | 'success';

export interface NoticeItem {
  id: number;
  tone: NoticeTone;
  message: string;
}

type Listener = () => void;

/**
 * Notices shown at the top of the window. Identical notices are throttled to one per 3 s and each one
 * disappears after 5 s (spec section 9), unless dismissed first.
 */
export function createNoticeStore(options: { throttleMs?: number; durationMs?: number; now?: () => number } = {}) {
  const throttleMs = options.throttleMs ?? NOTICE_THROTTLE_MS;
  const durationMs = options.durationMs ?? HTTP_ERROR_NOTICE_MS;
  const now = options.now ?? Date.now;
  const lastShown = new Map<string, number>();
  const listeners = new Set<Listener>();
  let items: readonly NoticeItem[] = [];
  let nextId = 1;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const dismiss = (id: number) => {
    const remaining = items.filter((item) => item.id !== id);
    if (remaining.length === items.length) return;
    items = remaining;
    emit();
  };

  /** Shows a notice; returns false when an identical one was shown less than 3 s ago. */
  const notify = (message: string, tone: NoticeTone = 'error'): boolean => {
    const key = `${tone}:${message}`;
    const time = now();
    const previous = lastShown.get(key);
    if (previous !== undefined && time - previous < throttleMs) return false;
    lastShown.set(key, time);
    const item = { id: nextId++, tone, message };
    items = [...items, item];
    emit();
    setTimeout(() => dismiss(item.id), durationMs);
    return true;
  };

  return {
    notify,
    dismiss,
    getSnapshot: () => items,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;

/** The app's notices. */
export const notices = createNoticeStore();
