import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore } from './noticeStore.ts';

describe('notice store', () => {
  afterEach(() => vi.useRealTimers());

  it('throttles identical notices to one per 3 s and hides each after 5 s', () => {
    vi.useFakeTimers();
    const store = createNoticeStore();
    expect(store.notify('Sold out')).toBe(true);
    expect(store.notify('Sold out')).toBe(false);
    expect(store.notify('Another')).toBe(true);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Sold out', 'Another']);
    vi.advanceTimersByTime(3_000);
    expect(store.notify('Sold out')).toBe(true);
    expect(store.getSnapshot()).toHaveLength(3);
    vi.advanceTimersByTime(2_000);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Sold out']);
    vi.advanceTimersByTime(3_000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
