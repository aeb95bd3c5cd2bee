import { describe, expect, it } from 'vitest';
import { sanitizeRichText, withResizedPictures } from './sanitize.ts';

describe('rich text', () => {
  it.each([
    ['<script>alert(1)</script><p>Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img loading="lazy" />'],
  ])('strips %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps what an editor writes', () => {
    const html =
      '<h2>Spa</h2><p>Open <strong>daily</strong>, <a href="https://aurora.example/spa" target="_blank">book</a>.</p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Spa</h2><p>Open <strong>daily</strong>, <a href="https://aurora.example/spa" target="_blank" rel="noopener noreferrer">book</a>.</p>',
    );
  });

  it('points shipped pictures at the resizing endpoint', () => {
    expect(withResizedPictures('<img src="/media/hotels/SHA001-1.svg" alt="Lobby">', 800)).toBe(
      '<img src="/images/hotels/SHA001-1.svg?w=800&amp;format=webp" alt="Lobby">',
    );
  });
});
