import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, startTransition, useEffect, useMemo, useState } from 'react';
import { ContentLink } from '../../features/content/ContentLink.tsx';
import type { HomeBlock } from '../../features/content/contentTypes.ts';
import { homeLayout } from '../../features/content/homeBlocks.ts';
import { HERO_SIZES, HERO_WIDTH } from '../../features/content/homeStart.ts';
import { plainText } from '../../features/content/plainText.ts';
import { homeBlocksQuery } from '../../features/content/siteContentApi.ts';
import { SearchForm } from '../../features/search/SearchForm.tsx';
import { useSiteTitle } from '../../features/site/useSiteTitle.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Picture } from '../../ui/Picture.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

/*
 * The blocks below the hero are their own chunk, fetched at once (in parallel with the blocks' data),
 * so the first paint carries only the hero and the search form.
 */
const sectionsChunk = import('./HomeSections.tsx');
const HomeSections = lazy(() => sectionsChunk.then((module) => ({ default: module.HomeSections })));

/* The hero's rotation (controls, timer) is an enhancement: until it is there, the first picture shows. */
const carouselChunk = import('../../features/content/ContentCarousel.tsx');
const ContentCarousel = lazy(() => carouselChunk.then((module) => ({ default: module.ContentCarousel })));

const HERO_HEIGHT = 'h-[19rem] sm:h-[26rem] lg:h-[30rem]';

function SectionsSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6" data-testid="skeleton">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-8 w-1/3" />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="aspect-[8/5] w-full" />
        ))}
      </div>
    </div>
  );
}

/** The carousel block that opens the page: its pictures rotate under its title, text and link. */
function CarouselHero({ block }: { block: HomeBlock }) {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  const slides = block.pictures.map((picture, index) => ({
    key: picture.url,
    content: (
      <Picture
        src={picture.url}
        alt={picture.alt}
        width={HERO_WIDTH}
        height={800}
        sizes={HERO_SIZES}
        eager={index === 0}
        className={`${HERO_HEIGHT} w-full`}
      />
    ),
  }));
  return (
    <div
      className="relative overflow-hidden bg-main sm:rounded-2xl"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      <Suspense fallback={slides[0]?.content}>
        <ContentCarousel
          label={block.title || t('ui.home.highlights')}
          controlsClassName="right-3 top-3 sm:right-5 sm:top-5"
          slides={slides}
        />
      </Suspense>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-black/10"
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 flex flex-col items-start gap-2 p-5 pb-12 text-white sm:p-10 sm:pb-24">
        <h1 id="home-title" className="text-xs font-semibold uppercase tracking-[0.2em] text-white/90 sm:text-sm">
          {t('ui.home.title', { name: siteTitle })}
        </h1>
        <p className="max-w-2xl font-display text-3xl font-bold leading-tight [text-shadow:0_1px_12px_rgb(0_0_0/0.35)] sm:text-5xl">
          {block.title}
        </p>
        <p className="hidden max-w-xl text-base text-white/90 sm:block">{plainText(block.body)}</p>
        <ContentLink
          link={block.link}
          className="pointer-events-auto mt-2 inline-flex items-center gap-2 rounded-md bg-white px-4 py-2 text-sm font-semibold text-black hover:bg-white/90"
        >
          {t('ui.home.discover')}
          <span aria-hidden="true">→</span>
        </ContentLink>
      </div>
    </div>
  );
}

/** Without a carousel: the site's name and a line of welcome on its main colour. */
function PlainHero() {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  return (
    <div
      className="flex flex-col gap-3 bg-main px-5 pb-16 pt-12 text-on-main sm:rounded-2xl sm:px-10 sm:pb-24 sm:pt-16"
      style={{
        backgroundImage:
          'radial-gradient(circle at 85% 15%, rgb(255 255 255 / 0.14), transparent 45%), linear-gradient(160deg, rgb(0 0 0 / 0) 40%, rgb(0 0 0 / 0.25))',
      }}
    >
      <h1 id="home-title" className="max-w-2xl text-3xl font-bold leading-tight sm:text-5xl">
        {t('ui.home.title', { name: siteTitle })}
      </h1>
      <p className="max-w-2xl text-base opacity-90 sm:text-lg">{t('ui.home.subtitle')}</p>
    </div>
  );
}

/**
 * The home page: the site's published home blocks (spec section 3) in their order. A leading carousel
 * is the hero, with the search form over its lower edge; the other blocks follow (their own chunk).
 */
export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const blocks = useQuery(homeBlocksQuery(language));
  const layout = useMemo(() => homeLayout(blocks.data ?? []), [blocks.data]);
  const loading = t('ui.common.loading');
  // The blocks below the hero render in a transition: in slices that leave the page responsive.
  const [below, setBelow] = useState(false);
  useEffect(() => {
    if (!blocks.isPending) startTransition(() => setBelow(true));
  }, [blocks.isPending]);
  return (
    <div className="-mt-8 flex flex-col gap-14 sm:gap-20">
      <section aria-labelledby="home-title" className="-mx-4 flex flex-col sm:mx-0 sm:pt-6">
        {blocks.isPending ? (
          <div className={`${HERO_HEIGHT} w-full animate-pulse bg-main-soft motion-reduce:animate-none sm:rounded-2xl`}>
            <h1 id="home-title" className="sr-only">
              {loading}
            </h1>
          </div>
        ) : layout.hero ? (
          <CarouselHero block={layout.hero} />
        ) : (
          <PlainHero />
        )}
        <div className="relative z-10 -mt-6 px-3 sm:-mt-14 sm:px-6">
          <SearchForm />
        </div>
      </section>
      {blocks.isPending || !below ? (
        <SectionsSkeleton label={loading} />
      ) : (
        <Suspense fallback={<SectionsSkeleton label={loading} />}>
          <HomeSections sections={layout.sections} />
        </Suspense>
      )}
    </div>
  );
}
