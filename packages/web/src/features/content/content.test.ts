import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulletinFirst, continuePath, markBulletinSeen, shouldShowBulletin } from './bulletinGate.ts';
import { DEFAULT_DELAY_SECONDS, delaySeconds } from './gallery.ts';
import { plainText } from './plainText.ts';
import { appPathOf } from './RichText.tsx';

describe('bulletin', () => {
  beforeEach(() => sessionStorage.clear());

  it('stands in front of every screen once per session while the site uses it', () => {
    const inUse = { isUsedBulletin: true };
    expect(shouldShowBulletin(inUse, 'home')).toBe(true);
    expect(shouldShowBulletin(inUse, 'roomBook')).toBe(true);
    expect(shouldShowBulletin({ isUsedBulletin: false }, 'home')).toBe(false);
    expect(shouldShowBulletin(undefined, 'home')).toBe(false);
    for (const exempt of [
      'bulletin',
      'notFound',
      'serverError',
      'forbidden',
      'alipayCallback',
      'orderWaiting',
    ] as const) {
      expect(shouldShowBulletin(inUse, exempt), exempt).toBe(false);
    }
    expect(bulletinFirst(inUse, '/hotelList')).toBe(true);
    expect(bulletinFirst(inUse, '/orderWaiting/T1/0/x')).toBe(false);
    expect(bulletinFirst(inUse, '/bulletin')).toBe(false);
    markBulletinSeen();
    expect(shouldShowBulletin(inUse, 'home')).toBe(false);
    expect(bulletinFirst(inUse, '/hotelList')).toBe(false);
  });

  it('continues to the page asked for, only inside the site', () => {
    expect(continuePath('/hotelList?cityCode=TYO')).toBe('/hotelList?cityCode=TYO');
    expect(continuePath(null)).toBe('/home');
    expect(continuePath('https://evil.example')).toBe('/home');
    expect(continuePath('//evil.example')).toBe('/home');
    expect(continuePath('/bulletin?redirect=/home')).toBe('/home');
  });
});

describe('gallery pace', () => {
  it('reads the delay in seconds, milliseconds from 1000 up, within 1-60 s', () => {
    expect(delaySeconds('3')).toBe(3);
    expect(delaySeconds('2.5')).toBe(2.5);
    expect(delaySeconds('3000')).toBe(3);
    expect(delaySeconds('0')).toBe(DEFAULT_DELAY_SECONDS);
    expect(delaySeconds('fast')).toBe(DEFAULT_DELAY_SECONDS);
    expect(delaySeconds(undefined)).toBe(DEFAULT_DELAY_SECONDS);
    expect(delaySeconds('0.2')).toBe(1);
    expect(delaySeconds('500')).toBe(60);
  });
});

describe('rich text helpers', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const anchor = (html: string) => {
    document.body.innerHTML = html;
    return document.querySelector('a') as HTMLAnchorElement;
  };

  it('opens links to pages of the site in the app, and leaves other links to the browser', () => {
    const origin = 'http://localhost:3000';
    expect(appPathOf(anchor('<a href="/page/faq">FAQ</a>'), origin)).toBe('/page/faq');
    expect(appPathOf(anchor('<a href="/hotelList?cityCode=TYO#top">x</a>'), origin)).toBe(
      '/hotelList?cityCode=TYO#top',
    );
    expect(appPathOf(anchor('<a href="/media/a.pdf">x</a>'), origin)).toBeNull();
    expect(appPathOf(anchor('<a href="/api/v1/booking/x">x</a>'), origin)).toBeNull();
    expect(appPathOf(anchor('<a href="https://partner.example/">x</a>'), origin)).toBeNull();
    expect(appPathOf(anchor('<a href="//partner.example/">x</a>'), origin)).toBeNull();
    expect(appPathOf(anchor('<a href="/page/faq" target="_blank">x</a>'), origin)).toBeNull();
    expect(appPathOf(anchor('<a href="mailto:a@b.example">x</a>'), origin)).toBeNull();
  });

  it('reads the text of rich text, entities decoded', () => {
    expect(plainText('<p>Tea &amp; <strong>maples</strong></p><p>by night</p>')).toBe('Tea & maples by night');
    expect(plainText('')).toBe('');
  });
});
