import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf, TRANSLATED_ERROR_CODES } from './errors.ts';
import { negotiateLanguage } from './languages.ts';
import { V, validationKeyOf } from './validation.ts';

describe('error catalogue', () => {
  it('has every code once', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(TRANSLATED_ERROR_CODES).not.toContain(0);
  });
  it('maps codes to truthful HTTP statuses', () => {
    expect(httpStatusOf('soldOut')).toBe(409);
    expect(httpStatusOf('hotelNotFound')).toBe(404);
    expect(httpStatusOf('validationError')).toBe(400);
    expect(httpStatusOf('sessionExpired')).toBe(401);
  });
});

describe('languages', () => {
  it.each([
    ['ja-JP,ja;q=0.9', 'ja'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['ko', 'ko-KR'],
    ['fr-FR', 'en-US'],
    [undefined, 'en-US'],
  ])('negotiates %s to %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });
});

describe('validation keys', () => {
  it('keeps a schema key and maps other issues by code', () => {
    expect(validationKeyOf({ message: V.email })).toBe(V.email);
    expect(validationKeyOf({ code: 'too_big', message: 'Too big' })).toBe(V.tooBig);
    expect(
      validationKeyOf({ code: 'invalid_type', message: 'Invalid input: expected string, received undefined' }),
    ).toBe(V.required);
  });
});
