import { HomeBlockType } from '@hotel/contract/enums';
import { ArticlesBlock } from '../../features/content/blocks/ArticlesBlock.tsx';
import { HotelsBlock } from '../../features/content/blocks/HotelsBlock.tsx';
import {
  CarouselBlock,
  GraphicBlock,
  PlaceholderBlock,
  ShortGraphicsBlock,
  TextBlock,
} from '../../features/content/blocks/MediaBlocks.tsx';
import { RoomsBlock } from '../../features/content/blocks/RoomsBlock.tsx';
import type { HomeBlock } from '../../features/content/contentTypes.ts';
import type { HomeSection } from '../../features/content/homeBlocks.ts';

/** How many of the latest articles a block lists (0: not an articles block). */
function articlesShown(block: HomeBlock): number {
  if (block.blockType === HomeBlockType.articles) return 6;
  if (block.blockType !== HomeBlockType.content) return 0;
  if (block.contentKind === 'hotArticles') return 3;
  return block.contentKind === 'articleTypes' ? 6 : 0;
}

/** A content block (type 1) by what it lists. */
function ContentBlock({ id, block, skip }: { id: string; block: HomeBlock; skip: number }) {
  switch (block.contentKind) {
    case 'hotHotels':
    case 'hotelList':
      return (
        <HotelsBlock id={id} title={block.title} body={block.body} link={block.link} blockType={block.blockType} />
      );
    case 'hotRooms':
    case 'roomTypes':
      return <RoomsBlock id={id} block={block} />;
    case 'hotArticles':
      return <ArticlesBlock id={id} block={block} skip={skip} />;
    case 'articleTypes':
      return <ArticlesBlock id={id} block={block} byType limit={6} skip={skip} />;
    default:
      return <TextBlock id={id} block={block} />;
  }
}

function BlockView({ block, index, skip }: { block: HomeBlock; index: number; skip: number }) {
  const id = `home-block-${block.id}`;
  switch (block.blockType) {
    case HomeBlockType.carousel:
      return block.pictures.length > 0 ? <CarouselBlock id={id} block={block} /> : <TextBlock id={id} block={block} />;
    case HomeBlockType.content:
      return <ContentBlock id={id} block={block} skip={skip} />;
    case HomeBlockType.text:
      return <TextBlock id={id} block={block} />;
    case HomeBlockType.graphic:
      return <GraphicBlock id={id} block={block} reverse={index % 2 === 1} />;
    case HomeBlockType.placeholder:
      return <PlaceholderBlock id={id} block={block} />;
    case HomeBlockType.articles:
      return <ArticlesBlock id={id} block={block} byType limit={6} skip={skip} />;
    default:
      return null;
  }
}

/**
 * The home page below the hero: the site's blocks in order, or, for a site without blocks, its
 * destinations and hotels.
 */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
  if (sections.length === 0) return <HotelsBlock id="home-hotels" testId="home-hotels" />;
  // Several article blocks list the latest articles: each leaves out those the blocks above it show.
  let shownAbove = 0;
  return (
    <>
      {sections.map((section, index) => {
        if (section.kind === 'shortGraphics') {
          return <ShortGraphicsBlock key={section.key} id={section.key} blocks={section.blocks} />;
        }
        const skip = shownAbove;
        shownAbove += articlesShown(section.block);
        return <BlockView key={section.key} block={section.block} index={index} skip={skip} />;
      })}
    </>
  );
}
