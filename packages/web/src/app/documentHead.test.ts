import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle, headLinks, metaDescriptionKey, writeHead } from './documentHead.ts';

describe('document head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('titles a page with its own name like the server does, others with the route', () => {
    expect(documentTitle({ own: 'Aurora Kyoto Garden', route: 'Hotel details', site: 'Aurora' })).toBe(
      'Aurora Kyoto Garden | Aurora',
    );
    expect(documentTitle({ route: 'Home', site: 'Aurora' })).toBe('Home | Aurora');
    expect(documentTitle({ site: 'Aurora' })).toBe('Aurora');
  });

  it('describes public routes with their own text and the others with the site default', () => {
    expect(metaDescriptionKey('hotelList')).toBe('ui.meta.hotelList');
    expect(metaDescriptionKey('personalCenter')).toBe('ui.meta.default');
    expect(metaDescriptionKey(undefined)).toBe('ui.meta.default');
  });

  it('links the page in every language the site offers, canonical in the current one', () => {
    const links = headLinks('https://aurora.example', '/article/kyoto', 'ja', ['ja', 'en-US', 'zh-CN', 'ko-KR']);
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://aurora.example/ja/article/kyoto' });
    expect(links.filter((link) => link.rel === 'alternate').map((link) => link.hreflang)).toEqual([
      'ja',
      'en-US',
      'zh-CN',
      'ko-KR',
      'x-default',
    ]);
    expect(links.at(-1)?.href).toBe('https://aurora.example/en-US/article/kyoto');
    expect(headLinks('http://h', '/', 'th-TH', ['th-TH', 'ja'])[0]?.href).toBe('http://h/th-TH');
    expect(headLinks('http://h', '/home', 'th-TH', ['th-TH', 'ja']).at(-1)?.href).toBe('http://h/th-TH/home');
  });

  it('replaces the description and links the server rendered', () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><link rel="canonical" href="http://x/old"><link rel="alternate" hreflang="ja" href="http://x/ja/old"><link rel="icon" href="/i.svg">';
    writeHead(document, {
      description: 'Book rooms',
      links: headLinks('http://x', '/home', 'en-US', ['en-US', 'ja']),
    });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Book rooms');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://x/en-US/home');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
