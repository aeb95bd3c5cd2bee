import type { Language } from '@hotel/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { imageAt, imageSrcSet } from '../../ui/images.ts';
import type { HomeBlock } from './contentTypes.ts';
import { homeLayout } from './homeBlocks.ts';
import { homeBlocksQuery } from './siteContentApi.ts';

/** How the hero's pictures are asked for (HomePage uses the same, so the preload is the picture it shows). */
export const HERO_WIDTH = 1200;
export const HERO_SIZES = '(min-width: 1152px) 1152px, 100vw';

/** Tells the browser about the hero's first picture (the home page's largest paint) before the page renders. */
export function preloadHeroPicture(blocks: readonly HomeBlock[], doc: Document = document): void {
  const picture = homeLayout(blocks).hero?.pictures[0];
  if (!picture || doc.head.querySelector('link[data-hero-preload]')) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = imageAt(picture.url, HERO_WIDTH);
  const srcSet = imageSrcSet(picture.url, HERO_WIDTH);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', HERO_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  link.dataset.heroPreload = '';
  doc.head.append(link);
}

/** Starts the home page's data at start-up, in parallel with the rest: its blocks, then its hero picture. */
export function startHome(queryClient: QueryClient, language: Language): void {
  queryClient.fetchQuery(homeBlocksQuery(language)).then(
    (blocks) => preloadHeroPicture(blocks),
    () => undefined,
  );
}
