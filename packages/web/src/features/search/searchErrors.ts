import { useSyncExternalStore } from 'react';

/** Fields of the search form the server can reject (a wrong promotion code, an arrival in the past...). */
export type SearchErrorField = 'hotelCode' | 'checkInDate' | 'checkOutDate' | 'discountType' | 'discountCode';
export type SearchFieldErrors = Partial<Record<SearchErrorField, string>>;

type Listener = () => void;
let current: SearchFieldErrors = {};
const listeners = new Set<Listener>();

/**
 * What the server said about the search the page shows: the hotel and room lists report it here and
 * the search form shows each message beside its field until the guest searches again.
 */
export const searchErrors = {
  set(errors: SearchFieldErrors): void {
    const same =
      Object.keys(errors).length === Object.keys(current).length &&
      Object.entries(errors).every(([key, value]) => current[key as SearchErrorField] === value);
    if (same) return;
    current = errors;
    for (const listener of listeners) listener();
  },
  clear(): void {
    searchErrors.set({});
  },
  get: (): SearchFieldErrors => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSearchErrors(): SearchFieldErrors {
  return useSyncExternalStore(searchErrors.subscribe, searchErrors.get, searchErrors.get);
}
