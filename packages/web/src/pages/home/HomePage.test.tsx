import type { HotelDetail, HotelSummary } from '@hotel/contract/schemas/hotel';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers/queryClient.ts';
import type { HomeBlock } from '../../features/content/contentTypes.ts';
import { siteConfigKey } from '../../features/site/siteConfigApi.ts';
import { i18n, initI18n } from '../../lib/i18n/i18n.ts';
import { HomePage } from './HomePage.tsx';

const picture = (name: string) => ({
  url: `/media/hotels/${name}.svg`,
  alt: `Picture ${name}`,
  width: 1200,
  height: 800,
});

function block(id: number, blockType: number, blockLevel: number, extra: Partial<HomeBlock> = {}): HomeBlock {
  return {
    id,
    blockType: blockType as HomeBlock['blockType'],
    blockLevel,
    isPublish: true,
    contentKind: null,
    title: `Block ${id}`,
    body: `<p>Body of <strong>block ${id}</strong></p>`,
    pictures: [],
    link: null,
    ...extra,
  };
}

/** One block of every type, listed out of order (the page orders them by level). */
const BLOCKS: HomeBlock[] = [
  block(6, 6, 90, { title: 'News and offers' }),
  block(2, 1, 20, { contentKind: 'hotHotels', title: 'Our hotels', link: '/hotelList' }),
  block(1, 0, 10, { title: 'Six cities', pictures: [picture('A'), picture('B'), picture('C')], link: '/hotelList' }),
  block(4, 3, 40, { title: 'Hospitality', pictures: [picture('D')], link: '/page/about' }),
  block(3, 2, 30, { title: 'About us' }),
  block(5, 4, 50, { title: 'Member rates', pictures: [picture('E')], link: '/register' }),
  block(7, 4, 60, { title: 'Free cancellation', pictures: [picture('F')] }),
  block(8, 5, 80, { title: '', body: '' }),
  block(9, 1, 35, { contentKind: 'hotRooms', title: 'Rooms and tatami rooms' }),
  block(10, 2, 70, { isPublish: false, title: 'Hidden draft' }),
];

const config = {
  siteCode: 'kyoto',
  isUsedBulletin: false,
  language: 'en-US',
  languages: ['en-US', 'ja'],
  title: 'Aurora Kyoto Garden',
  hotelCode: 'UKY001',
  isFilterByCity: true,
  hasDiscountCode: false,
  minPersonNum: 1,
  defaultAdultsNum: 2,
  isFloat: false,
  mainColor: '#1f4e5f',
  backgroundColor: '#fbfaf6',
} as SiteConfig;

const hotel: HotelSummary = {
  hotelCode: 'UKY001',
  name: 'Aurora Kyoto Garden',
  brand: 'auroragrand',
  cityCode: 'UKY',
  cityName: 'Kyoto',
  countryCode: 'JP',
  address: 'Higashiyama',
  phone: '+81 75 000',
  starRating: 5,
  shortDescription: '',
  pictures: [{ url: '/media/hotels/UKY001-1.svg', alt: '' }],
  currency: 'JPY',
  lowestPrice: { amount: 3_200_000, currency: 'JPY' },
  lowestPriceWithCharges: null,
  isFull: false,
};

const room = (code: string, name: string) => ({
  roomTypeCode: code,
  name,
  description: `${name}, quiet.`,
  sizeSqm: 32,
  floor: '',
  window: '',
  smokingPolicy: '',
  bedType: '',
  maxAdults: 2,
  maxChildren: 1,
  pictures: [{ url: `/media/rooms/${code}.svg`, alt: name }],
});

const articles = {
  types: [{ typeCode: 'news', name: 'News' }],
  list: ['a', 'b', 'c'].map((code) => ({
    articleCode: `art-${code}`,
    typeCode: 'news',
    title: `Article ${code}`,
    summary: 'Summary',
    cover: [picture(code)],
    publishedAt: '2026-11-16T01:00:00.000Z',
  })),
};

function mockApi(blocks: HomeBlock[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1/booking', '');
    const data =
      path === '/en-US/home-blocks'
        ? blocks
        : path === '/en-US/shortgraphics'
          ? blocks.filter((item) => item.blockType === 4)
          : path === '/en-US/hotels'
            ? { list: [hotel], total: 1, limit: 100, offset: 0, otherData: { isAllFull: false }, companyHint: '' }
            : path === '/en-US/hotels/cities'
              ? []
              : path === '/en-US/hotels/UKY001'
                ? ({
                    ...hotel,
                    roomTypes: [room('KING', 'Superior King'), room('TATAMI', 'Tatami Room')],
                  } as Partial<HotelDetail>)
                : path === '/en-US/articles'
                  ? articles
                  : null;
    return new Response(JSON.stringify({ errorCode: data === null ? 90009 : 0, data, message: '' }), {
      status: data === null ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHome() {
  const queryClient = createQueryClient(() => undefined);
  queryClient.setQueryData(siteConfigKey('en-US'), config);
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/en-US/home'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const typesShown = () =>
  screen.getAllByTestId('home-block').map((element) => Number(element.getAttribute('data-block-type')));

describe('home page blocks', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    await import('./HomeSections.tsx');
    await import('../../features/content/ContentCarousel.tsx');
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the published blocks in level order, each type in its own form', async () => {
    mockApi(BLOCKS);
    renderHome();
    // The carousel opens the page: one slide per picture, only the first loaded eagerly.
    const carousel = await screen.findByRole('region', { name: 'Six cities' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Aurora Kyoto Garden');
    expect(screen.getByTestId('search-form')).toBeTruthy();

    await screen.findAllByTestId('hotel-card');
    await screen.findAllByTestId('room-teaser');
    await screen.findAllByTestId('article-card');
    // 0 carousel, 1 hotels, 2 text, 1 rooms, 3 graphic, 4+4 short graphics in one row, 5 placeholder, 6 articles.
    expect(typesShown()).toEqual([0, 1, 2, 1, 3, 4, 5, 6]);
    expect(screen.queryByText('Hidden draft')).toBeNull();

    // Text: the sanitised rich text of the server, as HTML.
    const about = screen.getByRole('region', { name: 'About us' });
    expect(about.querySelector('strong')?.textContent).toBe('block 3');
    // Graphic: picture, title and a link in the app, under the language prefix.
    const graphic = screen.getByRole('region', { name: 'Hospitality' });
    expect(graphic.querySelector('img')?.getAttribute('src')).toBe('/images/hotels/D.svg?w=800&format=webp');
    expect(within(graphic).getByRole('link').getAttribute('href')).toBe('/en-US/page/about');
    // Short graphics side by side, each with its link.
    const shorts = screen.getAllByTestId('short-graphic');
    expect(shorts.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Member rates', 'Free cancellation']);
    expect(
      within(shorts[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/en-US/register');
    // Content lists: the site's hotel, its rooms, the latest articles.
    expect(screen.getAllByTestId('hotel-name').map((name) => name.textContent)).toEqual(['Aurora Kyoto Garden']);
    expect(screen.getAllByTestId('room-teaser').map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Superior King',
      'Tatami Room',
    ]);
    expect(screen.getAllByTestId('article-card')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Article a' }).getAttribute('href')).toBe('/en-US/article/art-a');
    // The placeholder is a themed band without text.
    const band = document.querySelector('[data-block-type="5"]');
    expect(band?.getAttribute('aria-hidden')).toBe('true');
    expect(band?.classList.contains('theme-band')).toBe(true);
  });

  it('shows a welcome and the hotels when the site has no blocks', async () => {
    mockApi([]);
    renderHome();
    await screen.findAllByTestId('hotel-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Aurora Kyoto Garden');
    expect(screen.queryByTestId('carousel')).toBeNull();
    expect(screen.getByTestId('home-hotels')).toBeTruthy();
    expect(screen.queryAllByTestId('home-block')).toHaveLength(0);
  });
});
