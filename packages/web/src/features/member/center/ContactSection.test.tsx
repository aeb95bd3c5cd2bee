import type { MemberProfile } from '@hotel/contract/schemas/member';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { ContactSection } from './ContactSection.tsx';

const member = {
  email: 'old@example.com',
  phone: '',
  mobileCountryNumber: '',
  profileComplete: false,
} as MemberProfile;

interface Sent {
  path: string;
  body: Record<string, unknown> | null;
}

const reply = (data: unknown, status = 200, errorCode: number | string = 0, message = '') =>
  new Response(JSON.stringify({ errorCode, data, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The API as the contact change sees it: `answer` decides each call, by path and how often it came. */
function api(answer: (path: string, calls: number, body: Record<string, unknown> | null) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1/booking', '');
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ path, body });
      if (path === '/hotel-configs') return reply({ isFloat: false });
      if (path === '/member/session') return reply({ signedIn: false, expired: false, member: null });
      return answer(path, sent.filter((call) => call.path === path).length - 1, body);
    }),
  );
  return sent;
}

function renderSection(onChanged = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactSection member={member} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return onChanged;
}

const field = (form: HTMLElement, name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('the e-mail and mobile change', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the password and the new address for a code, then confirms with the code', async () => {
    const sent = api((path) => {
      if (path === '/member/contact/code') return reply({ resendAfterSeconds: 60, expiresInSeconds: 600 });
      if (path === '/member/contact/change') return reply({ ...member, email: 'new@example.com' });
      return reply(null, 404, 404);
    });
    const onChanged = renderSection();
    expect(screen.getByTestId('contact-email').textContent).toBe('old@example.com');
    expect(screen.getByTestId('change-phone').textContent).toBe('Add');
    fireEvent.click(screen.getByTestId('change-email'));
    const form = screen.getByTestId('contact-form');
    fireEvent.change(field(form, 'password'), { target: { value: 'Hotel@2026a' } });
    fireEvent.change(field(form, 'email'), { target: { value: 'new@example.com' } });
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() => expect(within(form).getByTestId('form-info').textContent).toContain('new@example.com'));
    expect(sent.find((call) => call.path === '/member/contact/code')?.body).toEqual({
      password: 'Hotel@2026a',
      email: 'new@example.com',
    });
    fireEvent.change(field(form, 'code'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByTestId('contact-submit'));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent.find((call) => call.path === '/member/contact/change')?.body).toEqual({
      password: 'Hotel@2026a',
      email: 'new@example.com',
      code: '123456',
    });
    expect(screen.getByTestId('form-success').textContent).toBe(
      'Your e-mail is now new@example.com. We have told your previous address.',
    );
  });

  it('says how many attempts are left after a wrong password, and until when a locked account waits', async () => {
    api((path, calls) => {
      if (path !== '/member/contact/code') return reply(null, 404, 404);
      return calls === 0
        ? reply({ field: 'password', remainingAttempts: 2 }, 400, 'pc0105', 'The current password is incorrect.')
        : reply({ unlockAt: '2026-05-01T10:30:00.000Z' }, 423, 'pc0004', 'Your account has been locked.');
    });
    renderSection();
    fireEvent.click(screen.getByTestId('change-phone'));
    const form = screen.getByTestId('contact-form');
    fireEvent.change(field(form, 'password'), { target: { value: 'Wrong@2026x' } });
    fireEvent.change(field(form, 'phone'), { target: { value: '13800001111' } });
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() =>
      expect(within(form).getByTestId('form-error').textContent).toBe('2 attempts left before the account is locked.'),
    );
    expect(form.textContent?.split('The current password is incorrect.').length).toBe(2);
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() =>
      expect(within(form).getByTestId('form-error').textContent).toMatch(
        /^Your account has been locked\. The account is locked until .+\.$/,
      ),
    );
  });

  it('checks the code before asking the server', async () => {
    const sent = api(() => reply(null, 404, 404));
    renderSection();
    fireEvent.click(screen.getByTestId('change-email'));
    const form = screen.getByTestId('contact-form');
    fireEvent.change(field(form, 'password'), { target: { value: 'Hotel@2026a' } });
    fireEvent.change(field(form, 'email'), { target: { value: 'new@example.com' } });
    fireEvent.change(field(form, 'code'), { target: { value: '12' } });
    fireEvent.click(within(form).getByTestId('contact-submit'));
    await waitFor(() => expect(field(form, 'code').getAttribute('aria-invalid')).toBe('true'));
    expect(sent.some((call) => call.path.startsWith('/member/contact'))).toBe(false);
  });
});
