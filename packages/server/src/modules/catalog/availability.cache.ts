import type { StayQuery } from './stay-prices.repo.ts';

/**
 * Hotel search results for a stay, kept for `ttlMs` and shared by concurrent identical searches.
 * Cleared whenever this process changes inventory; a booking re-checks rooms in its own
 * transaction, so a briefly stale search can never oversell.
 */
export function createAvailabilityCache(ttlMs: number, load: (stay: StayQuery) => Promise<Map<string, number>>) {
  const entries = new Map<string, { at: number; value: Promise<Map<string, number>> }>();

  function get(stay: StayQuery): Promise<Map<string, number>> {
    if (ttlMs <= 0) return load(stay);
    const key = JSON.stringify(stay);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(stay);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    if (entries.size > 5_000) entries.delete(entries.keys().next().value!);
    return value;
  }

  return { get, clear: () => entries.clear() };
}

/** One value loaded at most once per `ttlMs` (every time when 0), shared by concurrent readers. */
export function createCachedValue<T>(ttlMs: number, load: () => Promise<T>) {
  let entry: { at: number; value: Promise<T> } | undefined;
  return {
    get(): Promise<T> {
      if (ttlMs <= 0) return load();
      if (entry && Date.now() - entry.at < ttlMs) return entry.value;
      const value = load();
      entry = { at: Date.now(), value };
      value.catch(() => {
        entry = undefined;
      });
      return value;
    },
    clear: () => {
      entry = undefined;
    },
  };
}

/** One value per key, each loaded at most once per `ttlMs` (every time when 0), shared by concurrent readers. */
export function createCachedMap<T>(ttlMs: number, load: (key: string) => Promise<T>, maxEntries = 5_000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string): Promise<T> {
      if (ttlMs <= 0) return load(key);
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const entry = { at: Date.now(), value: load(key) };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
