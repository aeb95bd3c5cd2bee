import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import { ADMIN_ROOT, isPageRoute, localizePath, pagePaths } from '@hotel/contract/routes';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../platform/mail.ts';
import { findHotel, listActiveHotels, shownToGuests } from '../catalog/catalog.module.ts';
import { findArticle, findPage, listArticles, listPages } from './content.repo.ts';

interface PageHead {
  title: string;
  description: string;
  heading: string;
  text: string;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** Splits `/ja/hotelDetail/SHA001` into its language and the route below it. */
export function splitPath(pathname: string): { lang: Language | null; rest: string } {
  const [, first, ...others] = pathname.split('/');
  return isLanguage(first) ? { lang: first, rest: `/${others.join('/')}` } : { lang: null, rest: pathname };
}

/** A page whose hotel, article or content page does not exist (or is not shown to guests). */
const MISSING = 'missing';

async function headFor(db: Db, rest: string, lang: Language): Promise<PageHead | null | typeof MISSING> {
  const [, route, id] = rest.split('/');
  if (!id) return null;
  if (route === 'hotelDetail') {
    const row = await findHotel(db, id);
    if (!row || !shownToGuests(row.hotel)) return MISSING;
    const { hotel, city } = row;
    return {
      title: inLanguage(hotel.name, lang),
      description: clip(inLanguage(hotel.shortDescription, lang), 160),
      heading: inLanguage(hotel.name, lang),
      text: `${inLanguage(city.name, lang)} · ${inLanguage(hotel.address, lang)} · ${inLanguage(hotel.description, lang)}`,
    };
  }
  if (route === 'article') {
    const article = await findArticle(db, id);
    if (!article) return MISSING;
    return {
      title: inLanguage(article.title, lang),
      description: clip(inLanguage(article.summary, lang), 160),
      heading: inLanguage(article.title, lang),
      text: stripTags(inLanguage(article.body, lang)),
    };
  }
  if (route === 'page') {
    const page = await findPage(db, id);
    if (!page) return MISSING;
    // A draft is shown only to staff with the preview link (`/page/:pageId/:preview`), without a head.
    if (!page.isPublish) return rest.split('/').length > 3 ? null : MISSING;
    return {
      title: inLanguage(page.title, lang),
      description: clip(inLanguage(page.description, lang), 160),
      heading: inLanguage(page.title, lang),
      text: stripTags(inLanguage(page.body, lang)),
    };
  }
  return null;
}

/**
 * Hotel, article and content pages reach search engines with their content: the built index.html
 * gets a translated title, meta description, canonical URL, hreflang links and the page's text in
 * the root element (React replaces it on start).
 */
export async function renderPageHtml(
  db: Db,
  indexHtml: string,
  pathname: string,
  options: PageOptions,
): Promise<string> {
  return (await renderPage(db, indexHtml, pathname, options)).html;
}

interface PageOptions {
  baseUrl: string;
  siteTitle: Record<string, string>;
  languages: readonly Language[];
}

/**
 * The page and its HTTP status: 404 for a path that is no page of the site, for the not-found page
 * itself and for a hotel, article or content page that does not exist (the app then shows its
 * not-found screen), so search engines and links checkers see what a person sees.
 */
export async function renderPage(
  db: Db,
  indexHtml: string,
  pathname: string,
  options: PageOptions,
): Promise<{ html: string; status: 200 | 404 }> {
  const { lang, rest } = splitPath(pathname);
  // The back office answers its own unknown screens.
  if (!lang && (rest === ADMIN_ROOT || rest.startsWith(`${ADMIN_ROOT}/`))) return { html: indexHtml, status: 200 };
  if (!isPageRoute(rest) || rest === pagePaths.notFound()) return { html: indexHtml, status: 404 };
  const head = await headFor(db, rest, lang ?? DEFAULT_LANGUAGE).catch(() => null);
  if (head === MISSING) return { html: indexHtml, status: 404 };
  return { html: head ? withHead(indexHtml, head, rest, lang ?? DEFAULT_LANGUAGE, options) : indexHtml, status: 200 };
}

function withHead(indexHtml: string, head: PageHead, rest: string, language: Language, options: PageOptions): string {
  const site = inLanguage(options.siteTitle, language);
  const url = (code: Language) => `${options.baseUrl}/${code}${rest}`;
  const tags = [
    `<title>${escapeHtml(`${head.title} | ${site}`)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url(language))}">`,
    ...options.languages.map((code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(url(code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url(DEFAULT_LANGUAGE))}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
  ].join('\n    ');
  const body = `<main><h1>${escapeHtml(head.heading)}</h1><p>${escapeHtml(clip(head.text, 2000))}</p></main>`;
  // Function replacements: staff text with `$&` or `$\`` stays literal.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`)
    .replace('<html lang="en-US">', () => `<html lang="${language}">`)
    .replace('<div id="root">', () => `<div id="root">${body}`);
}

/** Every public page in every language the site offers. */
export async function sitemapXml(db: Db, baseUrl: string, languages: readonly Language[] = LANGUAGES) {
  const [hotels, articles, pageRows] = await Promise.all([
    listActiveHotels(db, {}),
    listArticles(db, undefined, 1000, 0),
    listPages(db),
  ]);
  const pages = [
    pagePaths.home(),
    pagePaths.hotelList(),
    ...hotels.map((row) => pagePaths.hotelDetail(row.hotel.hotelCode)),
    ...articles.map((row) => pagePaths.article(row.articleCode)),
    ...pageRows.map((row) => pagePaths.page(row.pageId)),
  ];
  const entries = pages.flatMap((path) =>
    languages.map(
      (lang) =>
        `<url><loc>${escapeHtml(`${baseUrl}${localizePath(path, lang)}`)}</loc>${languages
          .map(
            (alt) =>
              `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeHtml(`${baseUrl}${localizePath(path, alt)}`)}"/>`,
          )
          .join('')}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string) {
  return `User-agent: *\nDisallow: /api/\nDisallow: /dev/\nDisallow: /sandbox-pay/\nDisallow: /personalCenter\nDisallow: /roomBook/\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
