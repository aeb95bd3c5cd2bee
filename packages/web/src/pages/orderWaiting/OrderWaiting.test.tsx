import type { OrderDetail } from '@hotel/contract/schemas/order';
import type { CallbackStatus } from '@hotel/contract/schemas/orderFlow';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_SESSION_KEY,
  newBookingSession,
  readBookingSession,
  saveBookingSession,
} from '../../features/booking/bookingSession.ts';
import { initI18n } from '../../features/i18n/i18n.ts';
import { OrderWaitingPage } from './OrderWaitingPage.tsx';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const DEADLINE = '2026-12-01T10:14:05Z';

function order(status: number, refundLabel: string | null = null): OrderDetail {
  return {
    transactionId: 'TX1',
    confirmationNumber: 'AUTEST123',
    status,
    refundLabel,
    hotel: { hotelCode: 'SHA001', name: 'Aurora Grand', address: '', phone: '', timeZone: 'Asia/Shanghai' },
    ratePlan: { ratePlanCode: 'SAVER', name: 'Saver', mealPlan: 'RO' },
    amounts: { payAmount: { amount: 308_057, currency: 'CNY' } },
    currency: 'CNY',
  } as OrderDetail;
}

/** Stubs fetch: callbackStatus answers in turn (the last one repeats), the order and its payment type. */
function api(statuses: CallbackStatus[], detail: () => OrderDetail) {
  let index = 0;
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/api/v1/booking', '');
    calls.push(path);
    let data: unknown = null;
    if (path === '/en-US/orders/TX1/callbackStatus') {
      data = statuses[Math.min(index, statuses.length - 1)];
      index++;
    } else if (path === '/en-US/orders/TX1') data = detail();
    else if (path === '/en-US/orders/payment-type') data = { paymentType: 1, channels: [1, 2, 10] };
    return new Response(JSON.stringify({ errorCode: 0, data, message: '' }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { polls: () => calls.filter((path) => path.endsWith('/callbackStatus')).length };
}

function renderWaiting() {
  const router = createMemoryRouter(
    [
      { path: '/en-US/orderWaiting/:orderId/:isSplitOrder/:url', element: <OrderWaitingPage /> },
      { path: '/en-US/order/:transactionId', element: <p>order page</p> },
    ],
    { initialEntries: ['/en-US/orderWaiting/TX1/0/%2Forder%2FTX1'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the payment waiting page', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows an open payment with a minutes:seconds countdown, then the completed payment and goes on to the order', async () => {
    saveBookingSession({ ...newBookingSession('stay'), orderId: 'TX1', step: 2 });
    const { polls } = api(
      [
        { status: 'incomplete', orderStatus: 0, paymentDeadline: DEADLINE },
        { status: 'completed', orderStatus: 1, paymentDeadline: null },
      ],
      () => order(1),
    );
    const router = renderWaiting();
    expect(await screen.findByRole('heading', { name: 'Payment incomplete' })).toBeTruthy();
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/^1[34]:\d\d$/);
    await advance(2_100);
    expect(await screen.findByRole('heading', { name: 'Payment completed' })).toBeTruthy();
    expect(screen.getByTestId('redirect-countdown').textContent).toMatch(/[1-5] seconds?/);
    expect(readBookingSession()).toBeNull();
    const pollsAtCompletion = polls();
    await advance(5_500);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/order/TX1'));
    expect(polls()).toBe(pollsAtCompletion);
  });

  it('offers to pay again after a failed payment while the order is payable', async () => {
    api([{ status: 'failed', orderStatus: 0, paymentDeadline: DEADLINE }], () => order(0));
    renderWaiting();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay again' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Alipay' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'WeChat Pay' })).toBeTruthy();
  });

  it('says the payment timed out once the order is closed, and stops asking', async () => {
    const { polls } = api(
      [
        { status: 'incomplete', orderStatus: 0, paymentDeadline: '2026-12-01T09:59:00Z' },
        { status: 'failed', orderStatus: 4, paymentDeadline: '2026-12-01T09:59:00Z' },
      ],
      () => order(4, 'orderClosed'),
    );
    renderWaiting();
    expect(await screen.findByRole('heading', { name: 'Payment timed out' })).toBeTruthy();
    await advance(2_100);
    await waitFor(() => expect(screen.getByTestId('waiting-order-status').textContent).toContain('Order closed'));
    const settled = polls();
    await advance(10_000);
    expect(polls()).toBe(settled);
    expect(screen.queryByRole('button', { name: 'Pay again' })).toBeNull();
    expect(sessionStorage.getItem(BOOKING_SESSION_KEY)).toBeNull();
  });
});
