import type { HotelDetail, HotelSummary } from '@hotel/contract/schemas/hotel';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfigKey } from '../features/site/siteConfigApi.ts';
import { i18n, initI18n } from '../lib/i18n/i18n.ts';
import { AppProviders } from './providers/AppProviders.tsx';
import { createApiErrorHandler } from './providers/handleApiError.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { buildRoutes } from './router.tsx';

const config = {
  siteCode: 'demo',
  isUsedBulletin: false,
  language: 'en-US',
  languages: ['zh-CN', 'en-US', 'ja', 'ko-KR'],
  title: 'Maple Hotels',
  isFloat: false,
  mainColor: '#123456',
  backgroundColor: '#ffffff',
} as SiteConfig;

function hotel(code: string, lang: string, price: number | null): HotelSummary {
  return {
    hotelCode: code,
    name: `${code} (${lang})`,
    brand: 'Maple',
    cityCode: 'SH',
    cityName: `Shanghai (${lang})`,
    countryCode: 'CN',
    address: '1 Bund Road',
    phone: '+86 21 0000',
    starRating: 5,
    shortDescription: '',
    pictures: [{ url: `/media/hotels/${code}.svg`, alt: '' }],
    currency: 'CNY',
    lowestPrice: price === null ? null : { amount: price, currency: 'CNY' },
    lowestPriceWithCharges: null,
    isFull: false,
  };
}

type Reply = { status: number; errorCode: number | string; data: unknown; message?: string };

function api(route: (path: string, lang: string | null) => Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const lang = new Headers(init?.headers).get('Accept-Language');
    const reply = route(url.pathname.replace('/api/v1/booking', ''), lang);
    const body = { errorCode: reply.errorCode, data: reply.data, message: reply.message ?? '' };
    return new Response(JSON.stringify(body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = (data: unknown): Reply => ({ status: 200, errorCode: 0, data });

function defaultRoutes(path: string, lang: string | null): Reply {
  if (path === '/hotel-configs') return ok(config);
  if (/^\/[^/]+\/hotels\/cities$/.test(path)) return ok([]);
  if (/^\/[^/]+\/hotels$/.test(path)) {
    const list = [hotel('SHA001', lang ?? '?', 128_000), hotel('BJS002', lang ?? '?', null)];
    return ok({ list, total: 2, limit: 100, offset: 0, otherData: { isAllFull: false }, companyHint: '' });
  }
  return { status: 404, errorCode: 90009, data: null, message: 'not found' };
}

function renderApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const queryClient = createQueryClient(createApiErrorHandler(() => router));
  queryClient.setQueryData(siteConfigKey('en-US'), config);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('web shell', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    await initI18n('en-US');
    // The home page's blocks are a lazy chunk: compile it once up front, as a browser would have it cached.
    await import('../pages/home/HomeSections.tsx');
  });

  beforeEach(async () => {
    sessionStorage.clear();
    await i18n.changeLanguage('en-US');
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the group hotels on the home page in the prefix language', async () => {
    api(defaultRoutes);
    renderApp('/ja/home');
    const cards = await screen.findAllByTestId('hotel-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByTestId('hotel-name').textContent).toBe('SHA001 (ja)');
    expect(cards[0]?.textContent).toContain('1,280');
    expect(document.documentElement.lang).toBe('ja');
    await waitFor(() => expect(document.title).toBe('ホーム | Maple Hotels'));
    expect(screen.getByRole('link', { name: 'ホテル' }).getAttribute('href')).toBe('/ja/hotelList');
  });

  it('offers the site languages and switches at once to the same path under the new prefix', async () => {
    api(defaultRoutes);
    const router = renderApp('/ja/home');
    await screen.findAllByTestId('hotel-card');
    const switcher = screen.getByTestId('language-switcher') as HTMLSelectElement;
    expect([...switcher.options].map((option) => option.value)).toEqual(['zh-CN', 'en-US', 'ja', 'ko-KR']);
    expect(switcher.value).toBe('ja');
    await act(async () => {
      fireEvent.change(switcher, { target: { value: 'ko-KR' } });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ko-KR/home'));
    await waitFor(() => expect(screen.getAllByTestId('hotel-name')[0]?.textContent).toBe('SHA001 (ko-KR)'));
    expect(document.documentElement.lang).toBe('ko-KR');
    expect(sessionStorage.getItem('hotel.language')).toBe('ko-KR');
  });

  it('explains the booking steps in the prefix language', async () => {
    api(defaultRoutes);
    renderApp('/zh-CN/steps');
    expect(await screen.findByRole('heading', { level: 1, name: '预订流程' })).toBeTruthy();
    const steps = within(screen.getByTestId('booking-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h2')?.textContent)).toEqual([
      '搜索',
      '选择房型和房价',
      '入住人信息',
      '付款',
      '确认',
    ]);
    expect(steps[4]?.textContent).toContain('第 5 步');
    expect(screen.getByRole('link', { name: '开始搜索' }).getAttribute('href')).toBe('/zh-CN/home');
    await waitFor(() => expect(document.title).toBe('预订步骤 | Maple Hotels'));
  });

  it('shows the not-found page for an unknown language prefix', async () => {
    api(defaultRoutes);
    renderApp('/xx-YY/home');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found page when the API does not know the hotel', async () => {
    api(defaultRoutes);
    renderApp('/en-US/hotelDetail/NOPE');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows a hotel with its room types', async () => {
    const detail: HotelDetail = {
      ...hotel('SHA001', 'en-US', 128_000),
      description: 'A calm hotel on the river.',
      checkInTime: '14:00',
      checkOutTime: '12:00',
      email: 'stay@example.com',
      latitude: 0,
      longitude: 0,
      timeZone: 'Asia/Shanghai',
      facilities: ['Pool'],
      roomTypes: [
        {
          roomTypeCode: 'DLX',
          name: 'Deluxe King',
          description: 'River view',
          sizeSqm: 40,
          floor: '10-20',
          window: 'exterior',
          smokingPolicy: 'nonSmoking',
          bedType: 'king',
          maxAdults: 2,
          maxChildren: 1,
          maxOccupancy: 3,
          pictures: [],
        },
      ],
    };
    api((path, lang) => (path === '/en-US/hotels/SHA001' ? ok(detail) : defaultRoutes(path, lang)));
    renderApp('/en-US/hotelDetail/SHA001');
    expect(await screen.findByRole('heading', { level: 1, name: 'SHA001 (en-US)' })).toBeTruthy();
    expect(screen.getByText('A calm hotel on the river.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deluxe King' })).toBeTruthy();
    expect(screen.getByText('Up to 2 adults and 1 child')).toBeTruthy();
  });

  it('goes to the 500 page when the API fails with a server error', async () => {
    api((path, lang) =>
      /\/hotels$/.test(path) ? { status: 500, errorCode: 99, data: null } : defaultRoutes(path, lang),
    );
    const router = renderApp('/en-US/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/500'));
    expect(await screen.findByRole('heading', { name: 'Server error' })).toBeTruthy();
  });

  it('validates the search form with the contract schema and goes to the hotel list', async () => {
    api(defaultRoutes);
    const router = renderApp('/en-US/home');
    await screen.findAllByTestId('hotel-card');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    expect(await screen.findByText('Please enter a destination or hotel name.')).toBeTruthy();
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.change(destination, { target: { value: 'sha001' } });
    fireEvent.keyDown(destination, { key: 'Enter' });
    expect((destination as HTMLInputElement).value).toBe('SHA001 (en-US)');
    fireEvent.click(screen.getByTestId('guests-button'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add one: Rooms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one: Adults per room' }));
    expect(screen.getByTestId('guest-totals').textContent).toBe('In total: 4 adults and 0 children');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/hotelList'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('hotelCode')).toBe('SHA001');
    expect(params.get('roomCount')).toBe('2');
    expect(params.get('adultsNumber')).toBe('4');
    expect(params.get('childNumber')).toBe('0');
    expect(JSON.parse(sessionStorage.getItem('hotel.searchForm') ?? '{}')).toMatchObject({ hotelCode: 'SHA001' });
  });
});
