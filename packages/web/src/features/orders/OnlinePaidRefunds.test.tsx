import type { OnlinePaid } from '@hotel/contract/schemas/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { OnlinePaidRefunds } from './OnlinePaidRefunds.tsx';

const online: OnlinePaid = {
  paymentId: 'PAY1',
  currency: 'CNY',
  paid: 150000,
  refunded: 150000,
  left: 0,
  payments: [
    { paymentId: 'PAY1', orderKind: 'room', paid: 100000, refunded: 100000, left: 0, at: '2026-11-16T23:30:00.000Z' },
    {
      paymentId: 'PAY2',
      orderKind: 'roomChange',
      paid: 50000,
      refunded: 50000,
      left: 0,
      at: '2026-11-17T15:05:00.000Z',
    },
  ],
  refunds: [
    { refundId: 'REF1', amount: 150000, status: 'refunded', reason: 'cancelled', at: '2026-11-18T16:45:00.000Z' },
  ],
};

describe('the online payments and refunds of an order', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("dates each payment and refund in the hotel's time zone, naming it", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errorCode: 0, data: {}, message: '' }))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OnlinePaidRefunds online={online} timeZone="Asia/Tokyo" />
      </QueryClientProvider>,
    );
    const times = screen
      .getAllByTestId('online-paid-at')
      .map((time) => [time.getAttribute('datetime'), time.textContent]);
    expect(times).toEqual([
      ['2026-11-16T23:30:00.000Z', 'Nov 17, 2026, 8:30 AM GMT+9'],
      ['2026-11-17T15:05:00.000Z', 'Nov 18, 2026, 12:05 AM GMT+9'],
      ['2026-11-18T16:45:00.000Z', 'Nov 19, 2026, 1:45 AM GMT+9'],
    ]);
  });
});
