import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, weekdayName } from './dates.ts';

describe('the date formatter', () => {
  it('reads a calendar day as written, whatever the zone', () => {
    expect(formatDate('2026-11-16', 'en-US')).toBe('Nov 16, 2026');
    expect(formatDate('2026-11-16', 'en-US', 'full')).toBe('Mon, Nov 16, 2026');
    expect(formatDate('2026-11-16', 'en-US', 'short')).toBe('11/16');
    expect(formatDate('2026-11-16', 'en-US', 'numeric')).toBe('11/16/2026');
    expect(formatDate('2026-11-16', 'th-TH')).toContain('2569');
  });

  it('shows an instant as its date, and as date and time in a given zone', () => {
    expect(formatDate('2026-11-16T12:00:00Z', 'en-US')).toBe('Nov 16, 2026');
    expect(formatInstant('2026-11-16T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Nov 17, 2026, 8:30 AM GMT+9');
    expect(formatInstant('2026-11-16T23:30:00Z', 'en-US', 'Not/AZone')).toContain('2026');
  });

  it('says nothing for no value and keeps what it cannot read', () => {
    expect(formatDate(null, 'en-US')).toBe('');
    expect(formatInstant(undefined, 'en-US')).toBe('');
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });

  it('names weekdays as the API numbers them', () => {
    expect(weekdayName(0, 'en-US', 'long')).toBe('Sunday');
    expect(weekdayName(1, 'en-US')).toBe('Mon');
  });
});
