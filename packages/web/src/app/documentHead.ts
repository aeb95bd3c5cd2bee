import { DEFAULT_LANGUAGE, type Language } from '@hotel/contract/languages';
import type { RouteName } from '@hotel/contract/routes';

/**
 * The routes with a meta description of their own (`ui.meta.<route>`); the others get `ui.meta.default`
 * (hotel, article and content pages describe themselves with their own text once it is loaded).
 */
const DESCRIBED: ReadonlySet<RouteName> = new Set([
  'home',
  'hotelList',
  'roomList',
  'gallery',
  'agreementDetails',
  'steps',
  'orderSearch',
]);

/** The translation key of a route's meta description (its messages take the site's `name`). */
export function metaDescriptionKey(route: RouteName | undefined): string {
  return route && DESCRIBED.has(route) ? `ui.meta.${route}` : 'ui.meta.default';
}

/** The document title: "<page> | <site>" for a page with its own title (as the server renders it), else "<route> | <site>". */
export function documentTitle(parts: { own?: string; route?: string; site: string }): string {
  const first = parts.own || parts.route;
  return first ? `${first} | ${parts.site}` : parts.site;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

/**
 * Canonical and hreflang links of a page (as the server writes them for hotel, article and content
 * pages): the page under each language prefix the site offers, and x-default in en-US.
 */
export function headLinks(origin: string, rest: string, language: Language, offered: readonly Language[]): HeadLink[] {
  const url = (code: Language) => `${origin}/${code}${rest === '/' ? '' : rest}`;
  const languages = offered.length > 0 ? offered : [language];
  return [
    { rel: 'canonical', href: url(language) },
    ...languages.map((code): HeadLink => ({ rel: 'alternate', hreflang: code, href: url(code) })),
    {
      rel: 'alternate',
      hreflang: 'x-default',
      href: url(languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0] ?? language)),
    },
  ];
}

/** Replaces the page's canonical and hreflang links and its meta description. */
export function writeHead(doc: Document, head: { description: string; links: HeadLink[] }): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = head.description;
  for (const old of doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
  for (const link of head.links) {
    const element = doc.createElement('link');
    element.rel = link.rel;
    element.href = link.href;
    if (link.hreflang) element.hreflang = link.hreflang;
    doc.head.append(element);
  }
}
