import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureLanguage } from '../i18n/i18n.ts';
import { adminRequest } from './adminApi.ts';
import { ApiError, apiRequest } from './client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Answers every fetch with the given status and body, and keeps what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

const headerOf = (sent: Sent | undefined, name: string) => new Headers(sent?.init.headers).get(name);

afterEach(() => vi.unstubAllGlobals());

describe('the one API client', () => {
  it('sends guest calls under /api/v1/booking in the given language and unwraps the envelope', async () => {
    const sent = answer(200, { errorCode: 0, data: { ok: 1 }, message: '' });
    const data = await apiRequest('/ja/hotels', { language: 'ja', method: 'GET', query: { a: 1, b: '' } });
    expect(data).toEqual({ ok: 1 });
    expect(sent[0]?.url).toBe('/api/v1/booking/ja/hotels?a=1');
    expect(headerOf(sent[0], 'Accept-Language')).toBe('ja');
  });

  it('sends back office calls under /api/v1/admin in its active language, with the same envelope', async () => {
    await ensureLanguage('ko-KR', { remember: false });
    const sent = answer(200, { errorCode: 0, data: [1, 2], message: '' });
    await expect(adminRequest('POST', '/members/search', { body: { q: 'x' } })).resolves.toEqual([1, 2]);
    expect(sent[0]?.url).toBe('/api/v1/admin/members/search');
    expect(headerOf(sent[0], 'Accept-Language')).toBe('ko-KR');
    expect(headerOf(sent[0], 'Content-Type')).toBe('application/json');
    expect(sent[0]?.init.body).toBe('{"q":"x"}');
  });

  it('throws the same ApiError for a refusal of either side', async () => {
    answer(409, { errorCode: 90021, data: { total: 5 }, message: 'Changed' });
    const guest = await apiRequest('/x', { language: 'en-US', method: 'POST', body: {} }).catch((error) => error);
    const staff = await adminRequest('POST', '/x', { body: {} }).catch((error) => error);
    for (const error of [guest, staff]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 409, errorCode: 90021, message: 'Changed', data: { total: 5 } });
    }
  });

  it('sends a FormData as multipart, not as JSON', async () => {
    const sent = answer(200, { errorCode: 0, data: null, message: '' });
    const form = new FormData();
    form.append('files', new Blob(['x']), 'a.png');
    await apiRequest('/upload', { language: 'en-US', method: 'POST', body: form });
    expect(sent[0]?.init.body).toBe(form);
    expect(headerOf(sent[0], 'Content-Type')).toBeNull();
  });
});
