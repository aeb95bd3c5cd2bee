import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { PasswordSection } from './PasswordSection.tsx';

const reply = (data: unknown, status: number, errorCode: string, message: string) =>
  new Response(JSON.stringify({ errorCode, data, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function renderWith(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/member/passwordModify')
        ? answer.clone()
        : new Response(JSON.stringify({ errorCode: 0, data: { isFloat: false }, message: '' })),
    ),
  );
  const router = createMemoryRouter([{ path: '/en-US/personalCenter', element: <PasswordSection /> }], {
    initialEntries: ['/en-US/personalCenter'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const form = screen.getByTestId('password-form');
  const fill = (name: string, value: string) =>
    fireEvent.change(form.querySelector(`input[name="${name}"]`) as HTMLInputElement, { target: { value } });
  fill('oldPassword', 'Guess@2026x');
  fill('newPassword', 'Fresh@2026b');
  fill('confirmPassword', 'Fresh@2026b');
  fireEvent.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
}

describe('the password change', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says how many attempts are left after a wrong current password', async () => {
    renderWith(
      reply({ field: 'oldPassword', remainingAttempts: 1 }, 400, 'pc0105', 'The current password is incorrect.'),
    );
    // The refusal once, under its field; above the button only what it adds: the attempts left.
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('1 attempt left before the account is locked.'),
    );
    expect(document.body.textContent?.split('The current password is incorrect.').length).toBe(2);
  });

  it('says until when the account is locked', async () => {
    renderWith(
      reply(
        { unlockAt: '2026-05-01T10:30:00.000Z', threshold: 6 },
        423,
        'pc0005',
        'Too many failed login attempts. Your account has been locked.',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toMatch(
        /^Too many failed login attempts\. Your account has been locked\. The account is locked until .*2026.*\.$/,
      ),
    );
  });
});
