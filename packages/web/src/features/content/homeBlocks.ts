import type { HomeBlockType } from '@hotel/contract/enums';
import type { HomeBlock } from './contentTypes.ts';

/* Typed literals of HomeBlockType, so the enum module stays out of the home page's first chunk. */
const CAROUSEL: typeof HomeBlockType.carousel = 0;
const SHORT_GRAPHIC: typeof HomeBlockType.shortGraphic = 4;
const LAST_TYPE: typeof HomeBlockType.articles = 6;

/** One piece of the home page below the hero: a block, or a row of consecutive short graphics. */
export type HomeSection =
  | { kind: 'block'; key: string; block: HomeBlock }
  | { kind: 'shortGraphics'; key: string; blocks: HomeBlock[] };

/** The published blocks of known types, in `blockLevel` order (then as the server listed them). */
export function orderBlocks(blocks: readonly HomeBlock[]): HomeBlock[] {
  return blocks
    .map((block, index) => ({ block, index }))
    .filter(
      ({ block }) =>
        block.isPublish && Number.isInteger(block.blockType) && block.blockType >= 0 && block.blockType <= LAST_TYPE,
    )
    .sort((a, b) => a.block.blockLevel - b.block.blockLevel || a.index - b.index)
    .map(({ block }) => block);
}

/**
 * The home page from its blocks: the first block becomes the hero when it is a carousel with
 * pictures; the others follow in order, consecutive short graphics (type 4) side by side in one row.
 */
export function homeLayout(blocks: readonly HomeBlock[]): { hero: HomeBlock | null; sections: HomeSection[] } {
  const ordered = orderBlocks(blocks);
  const first = ordered[0];
  const hero = first?.blockType === CAROUSEL && first.pictures.length > 0 ? first : null;
  const sections: HomeSection[] = [];
  for (const block of hero ? ordered.slice(1) : ordered) {
    const previous = sections.at(-1);
    if (block.blockType === SHORT_GRAPHIC) {
      if (previous?.kind === 'shortGraphics') previous.blocks.push(block);
      else sections.push({ kind: 'shortGraphics', key: `short-${block.id}`, blocks: [block] });
      continue;
    }
    sections.push({ kind: 'block', key: `block-${block.id}`, block });
  }
  return { hero, sections };
}
