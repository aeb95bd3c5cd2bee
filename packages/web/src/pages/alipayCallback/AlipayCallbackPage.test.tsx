import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { AlipayCallbackPage, orderIdFromQuery } from './AlipayCallbackPage.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/:lang/alipayCallback', element: <AlipayCallbackPage /> },
      { path: '/:lang/orderWaiting/:orderId/:isSplitOrder/:url', element: <p>waiting</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/alipayCallback', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(cleanup);

  it('reads the order id from the query', () => {
    expect(orderIdFromQuery(new URLSearchParams('orderId=TX1'))).toBe('TX1');
    expect(orderIdFromQuery(new URLSearchParams('out_trade_no=TX2&trade_no=999'))).toBe('TX2');
    expect(orderIdFromQuery(new URLSearchParams('orderId=<script>'))).toBeNull();
    expect(orderIdFromQuery(new URLSearchParams(''))).toBeNull();
  });

  it('goes on to the waiting page of the order, in the current language', async () => {
    const router = renderAt('/en-US/alipayCallback?out_trade_no=TX1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/orderWaiting/TX1/0/%2Forder%2FTX1'));
  });

  it('explains when the order is unknown', async () => {
    renderAt('/en-US/alipayCallback');
    expect(await screen.findByRole('heading', { name: 'Payment result' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a reservation' }).getAttribute('href')).toBe('/en-US/orderSearch');
  });
});
