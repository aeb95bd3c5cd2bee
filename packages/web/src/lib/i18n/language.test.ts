import { localizePath } from '@hotel/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSessionLanguage, resolveLanguage, splitLanguagePrefix, writeSessionLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('prefers the URL prefix', () => {
    expect(resolveLanguage({ prefix: 'ja', session: 'ko-KR', siteDefault: 'zh-CN', browser: ['th-TH'] })).toBe('ja');
  });

  it('then the session language', () => {
    expect(resolveLanguage({ session: 'ko-KR', siteDefault: 'zh-CN', browser: ['th-TH'] })).toBe('ko-KR');
  });

  it('ignores a session language the site does not offer', () => {
    expect(resolveLanguage({ session: 'th-TH', siteDefault: 'zh-CN', offered: ['zh-CN', 'en-US'] })).toBe('zh-CN');
  });

  it("then the browser's choice when it is one of the site's languages (a first visit)", () => {
    expect(resolveLanguage({ session: null, siteDefault: 'zh-TW', browser: ['ja-JP'] })).toBe('ja');
    expect(resolveLanguage({ siteDefault: 'zh-CN', browser: ['fr-FR', 'th'] })).toBe('th-TH');
    expect(resolveLanguage({ siteDefault: 'zh-CN', browser: ['en-GB'] })).toBe('en-US');
    expect(resolveLanguage({ siteDefault: 'ja', offered: ['ja', 'en-US'], browser: ['ko-KR'] })).toBe('ja');
  });

  it('then the site default', () => {
    expect(resolveLanguage({ session: null, siteDefault: 'zh-TW', browser: ['de-DE'] })).toBe('zh-TW');
  });

  it('then the browser preference, negotiated', () => {
    expect(resolveLanguage({ browser: ['fr-FR', 'ja-JP'] })).toBe('ja');
    expect(resolveLanguage({ browser: ['zh-HK'] })).toBe('zh-TW');
    expect(resolveLanguage({ browser: ['ko'] })).toBe('ko-KR');
  });

  it('falls back to en-US', () => {
    expect(resolveLanguage({})).toBe('en-US');
    expect(resolveLanguage({ session: 'xx-YY', siteDefault: 'de-DE', browser: ['de-DE'] })).toBe('en-US');
  });

  it('falls back to an offered language when en-US is not offered', () => {
    expect(resolveLanguage({ offered: ['zh-CN', 'ja'], browser: ['de'] })).toBe('zh-CN');
  });
});

describe('language prefix', () => {
  it('splits a known prefix off the path', () => {
    expect(splitLanguagePrefix('/ja/hotelList')).toEqual({ language: 'ja', rest: '/hotelList' });
    expect(splitLanguagePrefix('/zh-CN')).toEqual({ language: 'zh-CN', rest: '/' });
    expect(splitLanguagePrefix('/hotelDetail/X')).toEqual({ language: null, rest: '/hotelDetail/X' });
    expect(splitLanguagePrefix('/xx-YY/home')).toEqual({ language: null, rest: '/xx-YY/home' });
  });

  it('puts a path under a prefix', () => {
    expect(localizePath('/home', 'th-TH')).toBe('/th-TH/home');
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/home', null)).toBe('/home');
  });
});

describe('session language', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the language and the prefix flag for the session', () => {
    expect(readSessionLanguage()).toEqual({ language: null, prefix: false });
    writeSessionLanguage('ko-KR', true);
    expect(readSessionLanguage()).toEqual({ language: 'ko-KR', prefix: true });
  });

  it('ignores a stored value that is not a language', () => {
    sessionStorage.setItem('hotel.language', 'klingon');
    expect(readSessionLanguage().language).toBeNull();
  });
});
