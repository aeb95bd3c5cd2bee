import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { buttonClass } from '../../../ui/buttonClass.ts';
import { Picture } from '../../../ui/Picture.tsx';
import { ContentCarousel } from '../ContentCarousel.tsx';
import { ContentLink } from '../ContentLink.tsx';
import type { HomeBlock } from '../contentTypes.ts';
import { RichText } from '../RichText.tsx';
import { shortGraphicsQuery } from '../siteContentApi.ts';

/** Text (type 2, and the aboutUs content kind): a title over sanitised rich text. */
export function TextBlock({ id, block }: { id: string; block: HomeBlock }) {
  return (
    <section
      aria-labelledby={block.title ? id : undefined}
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 text-center"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      {block.title ? (
        <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
          {block.title}
        </h2>
      ) : null}
      <span aria-hidden="true" className="mx-auto block h-0.5 w-12 bg-accent" />
      <RichText html={block.body} className="text-lg text-muted" />
    </section>
  );
}

/** Graphic (type 3): a large picture beside its title, text and link. */
export function GraphicBlock({ id, block, reverse = false }: { id: string; block: HomeBlock; reverse?: boolean }) {
  const { t } = useTranslation();
  const picture = block.pictures[0];
  return (
    <section
      aria-labelledby={id}
      className="grid items-center gap-6 overflow-hidden rounded-2xl bg-surface md:grid-cols-2 md:gap-0"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      <Picture
        src={picture?.url}
        alt={picture?.alt ?? ''}
        width={800}
        height={533}
        sizes="(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw"
        className={`aspect-[3/2] h-full w-full ${reverse ? 'md:order-2' : ''}`}
      />
      <div className="flex flex-col items-start gap-4 px-5 pb-6 md:px-10 md:py-10">
        <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
          {block.title}
        </h2>
        <RichText html={block.body} className="text-muted" />
        <ContentLink link={block.link} className={buttonClass('secondary')}>
          {t('ui.home.more')}
          <span className="sr-only">: {block.title}</span>
        </ContentLink>
      </div>
    </section>
  );
}

/**
 * Short graphics (type 4): small picture cards side by side. The row shows the site's short graphics
 * (`/{lang}/shortgraphics`), starting from the ones among the home blocks.
 */
export function ShortGraphicsBlock({ id, blocks }: { id: string; blocks: HomeBlock[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const graphics = useQuery({ ...shortGraphicsQuery(language), placeholderData: blocks });
  const list = graphics.data ?? blocks;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid="home-block" data-block-type={blocks[0]?.blockType}>
      <h2 id={id} className="sr-only">
        {t('ui.home.highlights')}
      </h2>
      <ul
        className={`grid gap-4 sm:grid-cols-2 ${list.length > 2 ? 'lg:grid-cols-3' : ''} ${list.length > 3 ? 'xl:grid-cols-4' : ''}`}
      >
        {list.map((block) => (
          <li
            key={block.id}
            className="relative flex items-center gap-4 rounded-xl border border-border bg-background p-3 transition-shadow hover:shadow-md sm:p-4"
            data-testid="short-graphic"
          >
            <Picture
              src={block.pictures[0]?.url}
              alt=""
              width={128}
              height={128}
              className="size-20 shrink-0 rounded-lg sm:size-28"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="text-base font-semibold leading-snug">
                {block.link ? (
                  <ContentLink
                    link={block.link}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-main hover:underline"
                  >
                    {block.title}
                  </ContentLink>
                ) : (
                  block.title
                )}
              </h3>
              <RichText html={block.body} className="text-sm leading-snug text-muted" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Placeholder (type 5): a slot the theme fills; a band in the theme's colours, with the block's text if it has any. */
export function PlaceholderBlock({ id, block }: { id: string; block: HomeBlock }) {
  if (!block.title && !block.body) {
    return (
      <div
        aria-hidden="true"
        className="theme-band h-3 rounded-full"
        data-testid="home-block"
        data-block-type={block.blockType}
      />
    );
  }
  return (
    <section
      aria-labelledby={id}
      className="theme-band flex flex-col gap-2 rounded-2xl px-6 py-8 text-on-main"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      <h2 id={id} className="text-2xl font-semibold">
        {block.title}
      </h2>
      <RichText html={block.body} className="[&_a]:text-on-main" />
    </section>
  );
}

/** A carousel further down the page: its pictures rotate under its title. */
export function CarouselBlock({ id, block }: { id: string; block: HomeBlock }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4"
      data-testid="home-block"
      data-block-type={block.blockType}
    >
      <h2 id={id} className="text-2xl font-semibold sm:text-3xl">
        {block.title}
      </h2>
      <RichText html={block.body} className="text-muted" />
      <ContentCarousel
        label={block.title}
        className="overflow-hidden rounded-2xl"
        slides={block.pictures.map((picture) => ({
          key: picture.url,
          content: (
            <Picture
              src={picture.url}
              alt={picture.alt}
              width={1200}
              height={600}
              sizes="(min-width: 1152px) 1152px, 100vw"
              className="aspect-[2/1] w-full"
            />
          ),
        }))}
      />
    </section>
  );
}
