import { describe, expect, it } from 'vitest';
import { clockText, countdownParts, countdownTarget, saleWindowState } from './countdown.ts';

const at = (iso: string) => Date.parse(iso);

describe('sale window', () => {
  const window = { startsAt: '2026-11-21T10:00:00Z', endsAt: '2026-11-22T10:00:00Z' };

  it('is upcoming before its start, on sale until its end, ended from its end', () => {
    expect(saleWindowState(window, at('2026-11-21T09:59:59Z'))).toBe('upcoming');
    expect(saleWindowState(window, at('2026-11-21T10:00:00Z'))).toBe('onSale');
    expect(saleWindowState(window, at('2026-11-22T09:59:59Z'))).toBe('onSale');
    expect(saleWindowState(window, at('2026-11-22T10:00:00Z'))).toBe('ended');
  });

  it('is always on sale without bounds', () => {
    expect(saleWindowState({}, at('2030-01-01T00:00:00Z'))).toBe('onSale');
    expect(saleWindowState({ startsAt: null, endsAt: null }, 0)).toBe('onSale');
  });

  it('counts down to the start while upcoming and to the end while on sale', () => {
    expect(countdownTarget(window, at('2026-11-21T08:00:00Z'))).toBe(window.startsAt);
    expect(countdownTarget(window, at('2026-11-21T12:00:00Z'))).toBe(window.endsAt);
    expect(countdownTarget(window, at('2026-11-23T00:00:00Z'))).toBeNull();
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const parts = countdownParts('2026-11-23T12:34:56Z', at('2026-11-21T10:00:00Z'));
    expect(parts).toEqual({
      days: 2,
      hours: 2,
      minutes: 34,
      seconds: 56,
      total: 2 * 86_400 + 2 * 3_600 + 34 * 60 + 56,
    });
    expect(clockText(parts)).toBe('02:34:56');
    expect(clockText(parts, false)).toBe('50:34:56');
  });

  it('stops at zero once passed, and for a missing or unreadable deadline', () => {
    expect(countdownParts('2026-11-21T09:00:00Z', at('2026-11-21T10:00:00Z')).total).toBe(0);
    expect(countdownParts(null, 0).total).toBe(0);
    expect(countdownParts('soon', 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 });
  });

  it('drops the part of a second left', () => {
    expect(countdownParts('2026-11-21T10:00:01Z', at('2026-11-21T10:00:00.400Z')).seconds).toBe(0);
  });
});
