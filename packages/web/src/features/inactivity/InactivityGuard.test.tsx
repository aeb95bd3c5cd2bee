import { INACTIVITY_TIMEOUT_MS } from '@hotel/contract/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { InactivityGuard } from './InactivityGuard.tsx';

function renderGuard(url = '/ja/hotelList') {
  const onReload = vi.fn();
  const onGoHome = vi.fn();
  const router = createMemoryRouter(
    [{ path: '*', element: <InactivityGuard onReload={onReload} onGoHome={onGoHome} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { onReload, onGoHome };
}

const dialog = () => screen.queryByRole('alertdialog');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('InactivityGuard', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens the "operation timed out" dialog after 15 minutes without activity', async () => {
    renderGuard();
    await advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Operation timed out' })).toBeTruthy();
    expect(dialog()?.textContent).toContain('may have changed');
    expect(dialog()?.textContent).toContain('Welcome back');
  });

  it.each([
    ['click', () => fireEvent.click(document.body)],
    ['scroll', () => fireEvent.scroll(window)],
    ['key press', () => fireEvent.keyDown(document.body, { key: 'a' })],
  ])('restarts the timer on a %s', async (_name, activity) => {
    renderGuard();
    await advance(INACTIVITY_TIMEOUT_MS - 1_000);
    act(activity);
    await advance(INACTIVITY_TIMEOUT_MS - 1_000);
    expect(dialog()).toBeNull();
    await advance(1_000);
    expect(dialog()).not.toBeNull();
  });

  it('refreshes the prices by reloading, and closing the dialog reloads too', async () => {
    const { onReload, onGoHome } = renderGuard();
    await advance(INACTIVITY_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh prices' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onReload).toHaveBeenCalledTimes(2);
    fireEvent(dialog() as HTMLElement, new Event('cancel', { cancelable: true }));
    expect(onReload).toHaveBeenCalledTimes(3);
    expect(onGoHome).not.toHaveBeenCalled();
  });

  it('goes to the home page in the current language', async () => {
    const { onGoHome, onReload } = renderGuard('/ja/roomList?hotelCode=SHA001');
    await advance(INACTIVITY_TIMEOUT_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Go to home page' }));
    expect(onGoHome).toHaveBeenCalledWith('/ja/home');
    expect(onReload).not.toHaveBeenCalled();
  });

  it('stops counting when the page leaves', async () => {
    renderGuard();
    cleanup();
    await advance(INACTIVITY_TIMEOUT_MS * 2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
