import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { imageAt, imageSrcSet, isResizable, snapWidth, srcSetWidths } from './images.ts';
import { Picture } from './Picture.tsx';

describe('image URLs', () => {
  it('turns a shipped /media picture into the resizing endpoint, as WebP, at a width it renders', () => {
    expect(imageAt('/media/hotels/SHA001-1.svg', 480)).toBe('/images/hotels/SHA001-1.svg?w=480&format=webp');
    expect(imageAt('/media/rooms/deluxe-king-2.png', 500)).toBe('/images/rooms/deluxe-king-2.png?w=640&format=webp');
    expect(imageAt('/media/hotels/a.svg', 5000)).toBe('/images/hotels/a.svg?w=1600&format=webp');
    expect(snapWidth(1)).toBe(160);
    expect(snapWidth(1024)).toBe(1024);
  });

  it('offers widths from half to twice the shown width', () => {
    expect(srcSetWidths(480)).toEqual([320, 480, 640, 800, 1024]);
    expect(srcSetWidths(96)).toEqual([160, 320]);
    expect(srcSetWidths(1200)).toEqual([640, 800, 1024, 1200, 1600]);
    expect(imageSrcSet('/media/hotels/SHA001-1.svg', 320)).toBe(
      '/images/hotels/SHA001-1.svg?w=160&format=webp 160w, /images/hotels/SHA001-1.svg?w=320&format=webp 320w, /images/hotels/SHA001-1.svg?w=480&format=webp 480w, /images/hotels/SHA001-1.svg?w=640&format=webp 640w',
    );
  });

  it('keeps the resize parameters of object-store pictures and leaves other URLs alone', () => {
    const url = 'https://cdn.example.com/hotels/a.jpg';
    expect(imageAt(url, 400)).toBe(`${url}?x-oss-process=image/resize,w_400/quality,q_80/format,webp`);
    expect(imageSrcSet(url, 400)?.split(', ')).toHaveLength(srcSetWidths(400).length);
    for (const other of [
      '/media/../secret.txt',
      '/media/../x.svg',
      'data:image/png;base64,AAAA',
      'https://cdn.example.com/a.svg',
      '/x.svg',
    ]) {
      expect(isResizable(other)).toBe(false);
      expect(imageAt(other, 320)).toBe(other);
      expect(imageSrcSet(other, 320)).toBeUndefined();
    }
  });
});

describe('Picture', () => {
  afterEach(cleanup);

  it('is sized, lazy and decoded off the main thread, with WebP srcset and sizes', () => {
    const { container } = render(
      <Picture src="/media/hotels/SHA001-1.svg" alt="Lobby" width={320} height={220} sizes="50vw" />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('220');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('src')).toBe('/images/hotels/SHA001-1.svg?w=320&format=webp');
    expect(image?.getAttribute('srcset')).toContain('/images/hotels/SHA001-1.svg?w=640&format=webp 640w');
    expect(image?.getAttribute('sizes')).toBe('50vw');
    expect(image?.getAttribute('alt')).toBe('Lobby');
  });

  it('loads eagerly with high priority when it is the largest paint, and says its width when no sizes are given', () => {
    const { container } = render(<Picture src="/media/a.svg" alt="" width={400} height={250} eager />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('sizes')).toBe('400px');
  });

  it('is an empty box without a picture, and has no srcset for a picture of one size', () => {
    const { container } = render(<Picture alt="" width={10} height={10} className="h-4" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    const other = render(<Picture src="data:image/gif;base64,R0lGOD" alt="" width={10} height={10} />);
    expect(other.container.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });
});
