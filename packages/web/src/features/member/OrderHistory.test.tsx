import type { Paged } from '@hotel/contract/schemas/loyalty';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { notices } from '../../lib/notices/noticeStore.ts';
import { OrderHistory, type OrderHistoryTexts, useOrderFilters } from './OrderHistory.tsx';

interface Stay {
  id: string;
}

const TEXTS: OrderHistoryTexts = {
  filterName: 'status',
  filterLabel: 'Status',
  all: 'All orders',
  empty: 'No orders yet',
  emptyAction: { to: '/hotelList', label: 'Find a hotel' },
  listTestId: 'orders',
  cancel: {
    title: 'Cancel this order?',
    keep: 'Keep it',
    confirm: 'Cancel the order',
    done: 'Order cancelled',
    dialogTestId: 'cancel-dialog',
    confirmTestId: 'confirm-cancel',
  },
};
const STATUS_NAMES = ['waiting', 'reserved', 'completed'];

function History({ data, cancelOrder }: { data: Paged<Stay>; cancelOrder: (order: Stay) => Promise<unknown> }) {
  const filters = useOrderFilters([0, 1, 2]);
  return (
    <>
      <p data-testid="asked">{`${filters.status ?? 'all'}/${filters.page}`}</p>
      <OrderHistory<Stay>
        texts={TEXTS}
        statuses={[0, 1, 2]}
        statusLabel={(status) => STATUS_NAMES[status] ?? ''}
        filters={filters}
        orders={{ data, isLoading: false }}
        pageSize={10}
        renderOrder={(order, askCancel) => (
          <li key={order.id}>
            {order.id}
            <button type="button" onClick={() => askCancel(order)}>{`cancel ${order.id}`}</button>
          </li>
        )}
        cancelQuestion={(order) => `Cancel ${order.id}?`}
        cancelOrder={cancelOrder}
        cancelError={() => 'Could not cancel'}
      />
    </>
  );
}

function renderHistory(url: string, data: Paged<Stay>, cancelOrder = vi.fn(async (_order: Stay) => undefined)) {
  const router = createMemoryRouter(
    [{ path: '/en-US/orders', element: <History data={data} cancelOrder={cancelOrder} /> }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return { router, cancelOrder };
}

const page = (ids: string[], total = ids.length): Paged<Stay> => ({
  list: ids.map((id) => ({ id })),
  total,
  page: 1,
  size: 10,
});

describe('a member order list', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    // jsdom has no CSS.escape, which the dialog's keyboard handling asks for.
    globalThis.CSS ??= { escape: (value: string) => value } as unknown as typeof CSS;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('reads the status and page from the address, ignoring a status it does not offer', () => {
    renderHistory('/en-US/orders?status=1&page=2', page(['A'], 25));
    expect(screen.getByTestId('asked').textContent).toBe('1/2');
    cleanup();
    renderHistory('/en-US/orders?status=9&page=-3', page(['A']));
    expect(screen.getByTestId('asked').textContent).toBe('all/1');
  });

  it('a new status filter starts again at the first page', async () => {
    const { router } = renderHistory('/en-US/orders?status=1&page=2', page(['A'], 25));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=2'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('without orders, offers a way to the first one', () => {
    renderHistory('/en-US/orders', page([]));
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a hotel' }).getAttribute('href')).toContain('/hotelList');
    expect(screen.queryByTestId('orders')).toBeNull();
  });

  it('cancels an order only after the confirmation, and says so', async () => {
    const notify = vi.spyOn(notices, 'notify');
    const { cancelOrder } = renderHistory('/en-US/orders', page(['A', 'B']));
    fireEvent.click(screen.getByRole('button', { name: 'cancel B' }));
    expect(await screen.findByText('Cancel B?')).toBeTruthy();
    expect(cancelOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(cancelOrder).toHaveBeenCalledWith({ id: 'B' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Order cancelled', 'success'));
    await waitFor(() => expect(screen.queryByText('Cancel B?')).toBeNull());
  });

  it('tells the member when the cancellation fails', async () => {
    const notify = vi.spyOn(notices, 'notify');
    renderHistory(
      '/en-US/orders',
      page(['A']),
      vi.fn(async () => {
        throw new Error('refused');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'cancel A' }));
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Could not cancel', 'error'));
  });
});
