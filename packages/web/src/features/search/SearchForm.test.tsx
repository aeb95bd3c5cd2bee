import type { SiteConfig } from '@hotel/contract/schemas/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/i18n.ts';
import { siteConfigKey } from '../site/siteConfigApi.ts';
import { SearchForm } from './SearchForm.tsx';
import { searchErrors } from './searchErrors.ts';
import { localToday, shiftDate } from './searchState.ts';

const config = { hasDiscountCode: true, isFilterByCity: true, minPersonNum: 1, defaultAdultsNum: 1 } as SiteConfig;

const NAMES: Record<string, { city: string; hotel: string }> = {
  'en-US': { city: 'Tokyo', hotel: 'Aurora Grand Tokyo Marunouchi' },
  ja: { city: '東京', hotel: 'オーロラ グランド 東京 丸の内' },
};

/** Cities and hotels in every language (only en-US and ja have real names here). */
function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const [, , , , lang, , what] = url.pathname.split('/');
    const names = NAMES[lang ?? ''] ?? { city: `city-${lang}`, hotel: `hotel-${lang}` };
    let data: unknown = null;
    if (what === 'cities') {
      data = [{ cityCode: 'TYO', name: names.city, countryCode: 'JP', countryName: 'Japan', hotelCount: 1 }];
    } else if (url.pathname.endsWith('/hotels')) {
      const hotel = { hotelCode: 'TYO001', name: names.hotel, cityCode: 'TYO', cityName: names.city, pictures: [] };
      data = { list: [hotel], total: 1, limit: 100, offset: 0, otherData: { isAllFull: false }, companyHint: '' };
    }
    return new Response(JSON.stringify({ errorCode: 0, data, message: '' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/en-US/home', element: <SearchForm /> },
      { path: '/en-US/hotelList', element: <p>hotel list</p> },
    ],
    { initialEntries: ['/en-US/home'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteConfigKey('en-US'), config);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  });

describe('SearchForm', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    sessionStorage.clear();
    searchErrors.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts with 1 room, 1 adult, 0 children for one night from today', () => {
    stubApi();
    renderForm();
    expect(screen.getByTestId('guests-button').textContent).toBe('1 room · 1 adult');
    const stored = JSON.parse(sessionStorage.getItem('hotel.searchForm') ?? '{}');
    expect(stored).toMatchObject({ checkInDate: localToday(), checkOutDate: shiftDate(localToday(), 1), roomNum: 1 });
  });

  it('stops a search without a destination with a translated error', async () => {
    stubApi();
    const router = renderForm();
    await submit();
    const combobox = screen.getByRole('combobox', { name: 'Destination' });
    expect(await screen.findByText('Please enter a destination or hotel name.')).toBeTruthy();
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/en-US/home');
  });

  it('finds a destination typed in another language and picks it with the keyboard', async () => {
    stubApi();
    const router = renderForm();
    const combobox = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.focus(combobox);
    fireEvent.change(combobox, { target: { value: '丸の内' } });
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(within(listbox).getByRole('option').textContent).toContain('Aurora Grand Tokyo Marunouchi');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    expect(combobox.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option').id);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect((combobox as HTMLInputElement).value).toBe('Aurora Grand Tokyo Marunouchi');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/hotelList'));
    expect(new URLSearchParams(router.state.location.search).get('hotelCode')).toBe('TYO001');
  });

  it('needs both the code type and the code, and mirrors them in the URL', async () => {
    stubApi();
    const router = renderForm();
    const combobox = screen.getByRole('combobox', { name: 'Destination' });
    fireEvent.change(combobox, { target: { value: 'tokyo' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect((combobox as HTMLInputElement).value).toBe('Tokyo');
    fireEvent.click(screen.getByRole('button', { name: 'Add a promotion or discount code' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'NORTHWIND' } });
    await submit();
    expect(await screen.findByText('Please choose the code type.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code type'), { target: { value: '1' } });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-US/hotelList'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toMatchObject({
      cityCode: 'TYO',
      roomCount: '1',
      adultsNumber: '1',
      childNumber: '0',
      discountType: '1',
      discountCode: 'NORTHWIND',
    });
    expect(JSON.parse(sessionStorage.getItem('hotel.searchForm') ?? '{}')).toMatchObject({
      cityCode: 'TYO',
      discountType: 1,
      discountCode: 'NORTHWIND',
    });
  });

  it('shows what the server refused beside the field until the guest changes it', async () => {
    stubApi();
    sessionStorage.setItem(
      'hotel.searchForm',
      JSON.stringify({
        cityCode: 'TYO',
        checkInDate: localToday(),
        checkOutDate: shiftDate(localToday(), 2),
        discountType: 1,
        discountCode: 'NOPE',
      }),
    );
    renderForm();
    act(() => searchErrors.set({ discountCode: 'The promotion or corporate code is invalid.' }));
    const code = await screen.findByLabelText('Code');
    expect(screen.getByText('The promotion or corporate code is invalid.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: 'NORTHWIND' } });
    expect(screen.queryByText('The promotion or corporate code is invalid.')).toBeNull();
  });

  it('speaks the display language', async () => {
    stubApi();
    await act(async () => {
      await i18n.changeLanguage('ja');
    });
    try {
      renderForm();
      expect(screen.getByRole('button', { name: '検索' })).toBeTruthy();
      expect(screen.getByTestId('guests-button').textContent).toBe('1 室 · 大人 1 名');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en-US');
      });
    }
  });
});
