import { useEffect, useSyncExternalStore } from 'react';

let current: string | undefined;
const listeners = new Set<() => void>();

function set(title: string | undefined) {
  if (title === current) return;
  current = title;
  for (const listener of listeners) listener();
}

/** A page's own title (e.g. a hotel's name), put before the route's translated title. */
export const pageTitle = {
  get: (): string | undefined => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Names the page in the document title while it is shown: "<title> | <route title> | <site>". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    set(title || undefined);
  }, [title]);
  useEffect(() => () => set(undefined), []);
}

export function usePageTitleValue(): string | undefined {
  return useSyncExternalStore(pageTitle.subscribe, pageTitle.get, pageTitle.get);
}
