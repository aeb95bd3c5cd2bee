import { HomeBlockType } from '@hotel/contract/enums';
import { describe, expect, it } from 'vitest';
import type { HomeBlock } from './contentTypes.ts';
import { homeLayout, orderBlocks } from './homeBlocks.ts';
import { linkTarget } from './links.ts';

const picture = { url: '/media/hotels/SHA001-1.svg', alt: 'Lobby', width: 1200, height: 800 };

function block(id: number, blockType: number, blockLevel: number, extra: Partial<HomeBlock> = {}): HomeBlock {
  return {
    id,
    blockType: blockType as HomeBlock['blockType'],
    blockLevel,
    isPublish: true,
    contentKind: null,
    title: `Block ${id}`,
    body: '',
    pictures: [],
    link: null,
    ...extra,
  };
}

describe('home blocks', () => {
  it('keeps published blocks of known types in blockLevel order, ties in server order', () => {
    const blocks = [
      block(1, HomeBlockType.text, 30),
      block(2, HomeBlockType.carousel, 10, { pictures: [picture] }),
      block(3, HomeBlockType.graphic, 20, { isPublish: false }),
      block(4, 9, 15),
      block(5, HomeBlockType.articles, 30),
      block(6, HomeBlockType.placeholder, -5),
    ];
    expect(orderBlocks(blocks).map((item) => item.id)).toEqual([6, 2, 1, 5]);
  });

  it('makes a leading carousel with pictures the hero and groups consecutive short graphics', () => {
    const { hero, sections } = homeLayout([
      block(1, HomeBlockType.carousel, 10, { pictures: [picture] }),
      block(2, HomeBlockType.content, 20, { contentKind: 'hotHotels' }),
      block(3, HomeBlockType.shortGraphic, 30),
      block(4, HomeBlockType.shortGraphic, 40),
      block(5, HomeBlockType.text, 50),
      block(6, HomeBlockType.shortGraphic, 60),
      block(7, HomeBlockType.carousel, 70, { pictures: [picture] }),
    ]);
    expect(hero?.id).toBe(1);
    expect(
      sections.map((section) => (section.kind === 'block' ? section.block.id : section.blocks.map((b) => b.id))),
    ).toEqual([2, [3, 4], 5, [6], 7]);
    expect(new Set(sections.map((section) => section.key)).size).toBe(sections.length);
  });

  it('has no hero when the first block is not a carousel, or a carousel without pictures', () => {
    expect(homeLayout([block(1, HomeBlockType.text, 1), block(2, HomeBlockType.carousel, 2)]).hero).toBeNull();
    const empty = homeLayout([block(1, HomeBlockType.carousel, 1)]);
    expect(empty.hero).toBeNull();
    expect(empty.sections).toHaveLength(1);
    expect(homeLayout([])).toEqual({ hero: null, sections: [] });
  });

  it('keeps block links inside the app, lets outside addresses open as such and drops anything else', () => {
    expect(linkTarget('/page/about')).toEqual({ kind: 'app', href: '/page/about' });
    expect(linkTarget('https://partner.example/offer')).toEqual({
      kind: 'external',
      href: 'https://partner.example/offer',
    });
    expect(linkTarget('//evil.example')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget(null)).toBeNull();
    expect(linkTarget('  ')).toBeNull();
  });
});
