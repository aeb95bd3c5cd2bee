import type { HistoryDetails } from '@hotel/contract/schemas/history';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format/dates.ts';
import { formatPrice } from '../../../lib/format/money.ts';
import { i18n, initI18n } from '../../../lib/i18n/i18n.ts';
import { historyDetailsText } from './historyDetails.ts';

/** The words of a language as the reservation detail gives them: its translator, money and day formats. */
async function wordsIn(language: 'en-US' | 'ja' | 'zh-CN') {
  await initI18n(language);
  const t = (key: string, values?: Record<string, string | number>) => i18n.t(key, values);
  return {
    t,
    money: (amount: number, currency: string) =>
      t('ui.price.amount', { currency, amount: formatPrice(amount, { isFloat: true, locale: language, currency }) }),
    date: (day: string) => formatDate(day, language),
  };
}

const early: HistoryDetails = {
  kind: 'earlyDeparture',
  from: '2026-11-30',
  to: '2026-11-29',
  amount: 61200,
  currency: 'CNY',
  refundIds: ['rfd_1'],
};
const lowered: HistoryDetails = {
  kind: 'partRefund',
  amount: 123450,
  currency: 'CNY',
  refundIds: ['rfd_2', 'rfd_3'],
  reason: 'priceLowered',
};
const changed: HistoryDetails = {
  kind: 'modified',
  currency: 'JPY',
  from: {
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-03',
    roomTypeCode: 'DLX',
    ratePlanCode: 'BAR',
    adults: 2,
    children: 0,
    totalAmount: 48000,
  },
  to: {
    checkInDate: '2026-12-01',
    checkOutDate: '2026-12-02',
    roomTypeCode: 'DLX',
    ratePlanCode: 'BAR',
    adults: 2,
    children: 0,
    totalAmount: 24000,
  },
};

describe('history values in the reader’s language', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });

  it('en-US: the days as written, the money of the stay’s currency, each refund id', async () => {
    const words = await wordsIn('en-US');
    expect(historyDetailsText(early, words)).toBe(
      'Left on Nov 29, 2026 instead of Nov 30, 2026: CNY 612.00 refunded (rfd_1)',
    );
    expect(historyDetailsText({ ...early, amount: null, refundIds: [] }, words)).toBe(
      'Left on Nov 29, 2026 instead of Nov 30, 2026',
    );
    expect(historyDetailsText(lowered, words)).toBe('CNY 1,234.50 refunded: a change lowered the price (rfd_2, rfd_3)');
    expect(historyDetailsText({ ...lowered, reason: 'staffRefund' }, words)).toBe(
      'CNY 1,234.50 refunded (rfd_2, rfd_3)',
    );
    expect(historyDetailsText(changed, words)).toBe(
      'Dec 1, 2026 – Dec 3, 2026 · DLX/BAR · 2+0 · JPY 48,000 → Dec 1, 2026 – Dec 2, 2026 · DLX/BAR · 2+0 · JPY 24,000',
    );
    expect(historyDetailsText({ kind: 'changePaid', paymentId: 'cpay_9', amount: 5000, currency: 'THB' }, words)).toBe(
      'THB 50.00 paid for the change (cpay_9)',
    );
  });

  it('ja and zh-CN: the same values in their words and date formats, never the English text', async () => {
    const ja = historyDetailsText(early, await wordsIn('ja'));
    expect(ja).toContain('2026年11月29日');
    expect(ja).toContain('612.00');
    expect(ja).toContain('返金');
    expect(ja).not.toMatch(/Left|Nov/);
    const zh = historyDetailsText(lowered, await wordsIn('zh-CN'));
    expect(zh).toContain('1,234.50');
    expect(zh).toContain('已退款');
    expect(zh).not.toMatch(/refunded/);
  });
});
