import { describe, expect, it } from 'vitest';
import { ErrorCode, httpStatusOf, TRANSLATED_ERROR_CODES } from './errors.ts';
import { negotiateLanguage } from './languages.ts';
import { birthdaySchema, personNameSchema } from './schemas/common.ts';
import { frequentContactSchema, memberInfoSchema } from './schemas/member.ts';
import { guestSchema } from './schemas/order.ts';
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

describe("one rule for people's names and birthdays", () => {
  it('accepts names of every script as on an identity document', () => {
    for (const name of ['Anna', "O'Brien", 'Jean-Luc', 'St. John', '美玲', 'やまだ', '김민준', 'สมชาย', 'Müller']) {
      expect(personNameSchema.safeParse(name).success, name).toBe(true);
    }
  });

  it('refuses digits, markup and symbols with a message about the name', () => {
    expect(personNameSchema.safeParse('John2').error?.issues[0]?.message).toBe(V.englishNameDigits);
    for (const name of ['<b>x</b>', 'a@b', '-Anna', '']) {
      expect(personNameSchema.safeParse(name).success, name).toBe(false);
    }
  });

  it('uses it for guests, members and their contacts alike', () => {
    const refused = (schema: { safeParse: (value: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } }) =>
      schema.safeParse({ firstName: '<b>x</b>', lastName: 'Lin' }).error?.issues.map((issue) => issue.path.join('.'));
    for (const schema of [guestSchema, frequentContactSchema, memberInfoSchema])
      expect(refused(schema)).toContain('firstName');
  });

  it('takes birthdays from 1900 up to today', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(birthdaySchema.safeParse('1990-05-12').success).toBe(true);
    expect(birthdaySchema.safeParse(today).success).toBe(true);
    expect(birthdaySchema.safeParse('1899-12-31').error?.issues[0]?.message).toBe(V.birthday);
    expect(birthdaySchema.safeParse('2999-01-01').error?.issues[0]?.message).toBe(V.birthday);
  });
});

describe('amounts typed in major units', () => {
  it('reads them as text into minor units, a comma only grouping thousands', async () => {
    const { minorUnitsOf } = await import('./money.ts');
    expect(minorUnitsOf('1280.5', 'CNY')).toBe(128050);
    expect(minorUnitsOf(' 1,280.50 ', 'CNY')).toBe(128050);
    expect(minorUnitsOf('500', 'JPY')).toBe(500);
    expect(minorUnitsOf('0.29', 'CNY')).toBe(29);
    for (const refused of ['1280,5', '1.5', '12.345', '-1', '1e3', '', '12,34']) {
      expect(minorUnitsOf(refused, refused === '1.5' ? 'JPY' : 'CNY'), refused).toBeNull();
    }
  });
});
