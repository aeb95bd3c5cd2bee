import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'hotel.currency';
const CURRENCY = /^[A-Z]{3}$/;
const listeners = new Set<() => void>();

function read(): string | undefined {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value && CURRENCY.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

let current = read();

/**
 * The display currency the guest chose (kept for the session): sent as `exchangeNo` with hotel, room
 * and calendar searches, whose prices then carry an `exchange` amount in it. `undefined` = each hotel's own.
 */
export const displayCurrency = {
  get: (): string | undefined => current,
  set(currency: string | undefined): void {
    const next = currency && CURRENCY.test(currency) ? currency : undefined;
    if (next === current) return;
    current = next;
    try {
      if (next) sessionStorage.setItem(STORAGE_KEY, next);
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage disabled: the choice holds for this page only.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The `exchangeNo` to send with price queries, or undefined for the hotels' own currencies. */
export function useDisplayCurrency(): string | undefined {
  return useSyncExternalStore(displayCurrency.subscribe, displayCurrency.get, displayCurrency.get);
}
