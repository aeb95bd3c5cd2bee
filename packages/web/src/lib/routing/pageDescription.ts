import { useEffect, useSyncExternalStore } from 'react';

let current: string | undefined;
const listeners = new Set<() => void>();

function set(description: string | undefined) {
  if (description === current) return;
  current = description;
  for (const listener of listeners) listener();
}

const get = (): string | undefined => current;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A page's own meta description (an article's summary, a hotel's short description) while it is
 * shown; other pages get their route's translated description.
 */
export function usePageDescription(description: string | undefined): void {
  useEffect(() => {
    set(description?.trim() || undefined);
  }, [description]);
  useEffect(() => () => set(undefined), []);
}

export function usePageDescriptionValue(): string | undefined {
  return useSyncExternalStore(subscribe, get, get);
}
