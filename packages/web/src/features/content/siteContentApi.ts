import type { Language } from '@hotel/contract/languages';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';
import type { Bulletin, HomeBlock, SiteFooter } from './contentTypes.ts';

/** Site-wide content (spec section 7): home blocks, short graphics, bulletin and footer. */

export const TEN_MINUTES = 10 * 60_000;

/** The site's home blocks; without them the home page shows its hotels (no notice). */
export const homeBlocksQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'homeBlocks', language] as const,
    queryFn: ({ signal }) => apiGet<HomeBlock[]>(`/${language}/home-blocks`, { language, signal }),
    staleTime: TEN_MINUTES,
    meta: { silent: true },
  });

export const shortGraphicsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'shortGraphics', language] as const,
    queryFn: ({ signal }) => apiGet<HomeBlock[]>(`/${language}/shortgraphics`, { language, signal }),
    staleTime: TEN_MINUTES,
    meta: { silent: true },
  });

export const bulletinQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'bulletin', language] as const,
    queryFn: ({ signal }) => apiGet<Bulletin | null>('/hotel-configs/bulletin', { language, signal }),
    staleTime: TEN_MINUTES,
  });

/** The footer of the site; without one, the layout's own links show (no notice). */
export const footerQuery = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'footer', language] as const,
    queryFn: ({ signal }) => apiGet<SiteFooter>('/hotel-configs/footer', { language, signal }),
    staleTime: TEN_MINUTES,
    meta: { silent: true },
  });
