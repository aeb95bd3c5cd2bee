import { describe, expect, it } from 'vitest';
import { receiptFormat } from './receipt.pdf.ts';

describe('the dates of a receipt', () => {
  it("dates a payment by the hotel's day, a night as written", () => {
    const format = receiptFormat('en-US', 'CNY', 'Asia/Shanghai');
    // Paid at 01:30 in Shanghai on the 26th: 17:30 UTC on the 25th.
    expect(format.date('2026-11-25T17:30:00.000Z')).toBe('Nov 26, 2026');
    expect(format.date('2026-11-25')).toBe('Nov 25, 2026');
    expect(receiptFormat('en-US', 'CNY', 'America/New_York').date('2026-11-26T03:00:00.000Z')).toBe('Nov 25, 2026');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(receiptFormat('en-US', 'CNY', 'Not/AZone').date('2026-11-25T17:30:00.000Z')).toBe('Nov 25, 2026');
  });
});
