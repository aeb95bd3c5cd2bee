/// <reference lib="dom" />

import { API_PREFIX, paths, withQuery } from '@hotel/contract/routes';
import { expect, type Page, test } from '@playwright/test';
import { pageUrl, urlWith } from './paths.ts';

/*
 * Site content against the real server and its seeded demo content: the home page from its blocks,
 * an article, a content page with and without the preview key, the gallery slideshow, the agreements,
 * the themes of the group site and of the single-hotel site (kyoto.localhost), and page-view events.
 * Expected texts come from the content API, never from this file.
 */

interface HomeBlock {
  id: number;
  blockType: number;
  blockLevel: number;
  isPublish: boolean;
  title: string;
  pictures: { url: string }[];
}

/** Collects console errors and uncaught page errors, which a healthy page has none of. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The block types in the order the page must show them: by level, consecutive short graphics (4) as one row. */
function expectedOrder(blocks: HomeBlock[]): number[] {
  const types = blocks
    .filter((block) => block.isPublish)
    .sort((a, b) => a.blockLevel - b.blockLevel)
    .map((block) => block.blockType);
  return types.filter((type, index) => !(type === 4 && types[index - 1] === 4));
}

test('the en-US home page shows the carousel first, then every block in its order', async ({ page, request }) => {
  const errors = watchErrors(page);
  const blocks = (await (await request.get(`${API_PREFIX}/en-US/home-blocks`)).json()).data as HomeBlock[];
  const carousel = blocks.find((block) => block.blockType === 0);
  expect(carousel, 'the demo group site has a carousel').toBeDefined();

  await page.goto(paths.home('en-US'));
  const region = page.getByRole('region', { name: carousel?.title ?? '' });
  await expect(region).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Aurora/);
  await expect(page.getByTestId('hotel-name').first()).toBeVisible();
  await expect(page.getByTestId('article-card').first()).toBeVisible();

  const shown = await page
    .getByTestId('home-block')
    .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-block-type'))));
  expect(shown).toEqual(expectedOrder(blocks));

  // The carousel: one slide per picture, the first eager, rotating by hand and by keyboard.
  const slides = region.getByTestId('carousel-slide');
  await expect(slides).toHaveCount(carousel?.pictures.length ?? 0);
  await expect(slides.first().locator('img')).toHaveAttribute('loading', 'eager');
  await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(slides.first().locator('img')).toHaveAttribute('srcset', /\/images\/.+format=webp 640w/);
  await region.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(slides.first()).toHaveAttribute('data-active', 'true');
  await region.getByRole('button', { name: 'Next slide' }).click();
  await expect(slides.nth(1)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
  await expect(slides.first()).toHaveAttribute('inert', '');

  // The footer comes from the site's footer texts.
  const footer = (await (await request.get(`${API_PREFIX}/hotel-configs/footer`)).json()).data as {
    links: { label: string }[];
  };
  for (const link of footer.links) {
    await expect(page.getByTestId('site-footer').getByRole('link', { name: link.label })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('an article in Japanese shows its translated title, summary and body', async ({ page, request }) => {
  const errors = watchErrors(page);
  const list = (await (await request.get(`${API_PREFIX}/ja/articles`)).json()).data as {
    list: { articleCode: string }[];
  };
  const code = list.list[0]?.articleCode ?? '';
  const article = (await (await request.get(`${API_PREFIX}/ja/articles/${code}`)).json()).data as {
    title: string;
    summary: string;
    body: string;
  };
  expect(article.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);

  await page.goto(paths.article('ja', code));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const firstParagraph = textOf(/<p>(.*?)<\/p>/.exec(article.body)?.[1] ?? '');
  await expect(page.getByTestId('article-body')).toContainText(firstParagraph);
  await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.summary);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    urlWith(paths.article('ja', code), { end: true }),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // A link to another article opens in the app, still in Japanese.
  const other = page.getByTestId('article-link').first();
  await other.click();
  await expect(page).toHaveURL(pageUrl('ja', 'article'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(errors).toEqual([]);
});

test('the preview address shows the unpublished careers page, its plain address says not found', async ({
  page,
  request,
}) => {
  const preview = await request.get(`${API_PREFIX}/en-US/pages/careers`, { params: { preview: 'preview-change-me' } });
  const careers = (await preview.json()).data as { title: string; isPublish: boolean };
  expect(careers.isPublish).toBe(false);

  await page.goto(paths.page('en-US', 'careers', 'preview-change-me'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(careers.title);
  await expect(page.getByTestId('page-preview')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.goto(paths.page('en-US', 'careers'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByText(careers.title)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Page not found \|/);

  // A published page opens without the key.
  await page.goto(paths.page('en-US', 'faq'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(page.getByTestId('page-preview')).toHaveCount(0);
});

test('the gallery advances by itself, jumps to a thumbnail and holds when paused', async ({ page, request }) => {
  const errors = watchErrors(page);
  const pictures = (await (await request.get(`${API_PREFIX}/pictures`, { params: { dir: 'hotels' } })).json()).data as {
    alt: string;
  }[];
  expect(pictures.length).toBeGreaterThan(3);

  await page.goto(paths.gallery('en-US', 'hotels', 1));
  const position = page.getByTestId('slideshow-position');
  await expect(position).toHaveText(`1 / ${pictures.length}`);
  await expect(position).toHaveText(`2 / ${pictures.length}`, { timeout: 5000 });
  await expect(page.getByTestId('slideshow-current').locator('img')).toHaveAttribute('alt', pictures[1]?.alt ?? '');

  await page.getByTestId('slideshow-toggle').click();
  await page.getByTestId('slideshow-thumb').nth(3).click();
  await expect(position).toHaveText(`4 / ${pictures.length}`);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(2500);
  await expect(position).toHaveText(`4 / ${pictures.length}`);
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(position).toHaveText(`5 / ${pictures.length}`);

  await page.goto(paths.gallery('en-US', 'no-such-folder', 3));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(errors).toEqual([]);
});

test('the agreements page lists every agreement under its own anchor', async ({ page, request }) => {
  const agreements = (await (await request.get(`${API_PREFIX}/en-US/protocol`)).json()).data as {
    code: string;
    title: string;
  }[];
  const last = agreements.at(-1);
  await page.goto(`${paths.agreementDetails('en-US')}#${last?.code}`);
  await expect(page.getByTestId('agreement')).toHaveCount(agreements.length);
  const section = page.locator(`[id="${last?.code}"]`);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(last?.title ?? '');
  await expect(section).toBeInViewport();
  await page.getByRole('link', { name: agreements[0]?.title ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`#${agreements[0]?.code}$`));
});

test('the single-hotel site kyoto.localhost wears the garden theme and offers its four languages, the group site the classic brown', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3210').port;
  const mainColor = () =>
    page.getByTestId('search-submit').evaluate((element) => getComputedStyle(element).backgroundColor);

  await page.goto(paths.home('en-US'));
  await expect(page.getByTestId('search-submit')).toBeVisible();
  expect(await mainColor()).toBe('rgb(95, 57, 19)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );

  await page.goto(`http://kyoto.localhost:${port}/`);
  await expect(page.getByTestId('search-submit')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'garden');
  await expect.poll(mainColor).toBe('rgb(47, 91, 59)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    'rgb(251, 250, 246)',
  );
  // Its language switcher offers its four languages only (Japanese first, its default).
  await expect(page.getByTestId('language-switcher').locator('option')).toHaveText([
    '日本語',
    'English',
    '简体中文',
    '한국어',
  ]);
  // Its home page is about its one hotel: rooms, no list of the group's hotels.
  await expect(page.getByTestId('room-teaser').first()).toBeVisible();
  await expect(page.getByTestId('hotel-card')).toHaveCount(0);
});

test('page views are sent in batches with the page, browser, language and landing campaign', async ({ page }) => {
  const batches: { events: Record<string, unknown>[] }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`${API_PREFIX}/analytics/events`)) {
      batches.push(JSON.parse(request.postData() ?? '{}'));
    }
  });
  await page.goto(
    withQuery(paths.home('en-US'), {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_content: 'hero',
      utm_term: 'kyoto',
    }),
  );
  await expect(page.getByTestId('search-submit')).toBeVisible();
  await page.waitForTimeout(700);
  await page.getByRole('link', { name: 'How to book' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to book');
  await page.waitForTimeout(700);
  // Leaving the page sends what is queued.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => batches.flatMap((batch) => batch.events).length).toBeGreaterThanOrEqual(2);
  const views = batches.flatMap((batch) => batch.events).filter((event) => event.eventType === 'pageView');
  expect(views.map((event) => event.pageName)).toEqual(['home', 'steps']);
  for (const view of views) {
    expect(view).toMatchObject({
      language: 'en-US',
      browser: 'chrome',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmContent: 'hero',
      utmTerm: 'kyoto',
    });
  }
  expect(batches).toHaveLength(1);
});
