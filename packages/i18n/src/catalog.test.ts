import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_LENGTH_WIDE_SCRIPT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hotel/contract/constants';
import { LABELLED_ENUMS } from '@hotel/contract/enums';
import { ErrorCode, TRANSLATED_ERROR_CODES } from '@hotel/contract/errors';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, WIDE_SCRIPT_LANGUAGES } from '@hotel/contract/languages';
import { V } from '@hotel/contract/validation';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { type Catalog, createTranslator, flatten } from './catalog.ts';
import { NAMESPACES as ALL_NAMESPACES } from './loaders.ts';

const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));
const CONTRACT_NAMESPACES = ['errors', 'enums', 'validation'] as const;
const NAMESPACES: readonly string[] = ALL_NAMESPACES;
/** The only placeholder an error message may carry (spec section 8: member info error shows a phone). */
const ERROR_WITH_PHONE = String(ErrorCode.memberInfoError);
/** Error messages that name a value the server fills in: the minimum quantity of an item. */
const ERRORS_WITH_VALUES: Record<string, Record<string, number | string>> = {
  [String(ErrorCode.minimumItem)]: { minimum: 2 },
  [String(ErrorCode.folioCurrencyMismatch)]: { currency: 'CNY' },
  [String(ErrorCode.ratePlanHasDerived)]: { plans: 'Member rate' },
  [String(ErrorCode.refundAboveShare)]: { amount: 'CNY 512.00' },
};

type Tree = Record<string, unknown>;

function fileOf(language: Language, namespace: string): string {
  return `${LOCALES_DIR}${language}/${namespace}.json`;
}

function readText(language: Language, namespace: string): string {
  return readFileSync(fileOf(language, namespace), 'utf8');
}

function readTree(language: Language, namespace: string): Tree {
  return JSON.parse(readText(language, namespace)) as Tree;
}

function sortKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const sorted: Tree = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortKeys((value as Tree)[key]);
  return sorted;
}

/** Paths of leaves that are not strings (numbers, nulls, arrays, empty objects). */
function nonStringLeaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [];
  if (tree && typeof tree === 'object' && !Array.isArray(tree) && Object.keys(tree).length > 0) {
    return Object.entries(tree).flatMap(([key, value]) => nonStringLeaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix || '(root)'];
}

function keyDiff(missing: readonly string[], extra: readonly string[]): string {
  return `missing [${missing.join(', ')}], extra [${extra.join(', ')}]`;
}

function catalogOf(language: Language): Catalog {
  return Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readTree(language, namespace)]));
}

/** Error codes as they appear as keys in errors.json. */
const ERROR_KEYS = TRANSLATED_ERROR_CODES.map(String);
const VALIDATION_KEYS = Object.values(V).map((key) => key.slice('validation.'.length));
const ENUM_KEYS = Object.entries(LABELLED_ENUMS).flatMap(([name, values]) =>
  values.map((value) => `${name}.${String(value)}`),
);
const CONTRACT_KEYS: Record<(typeof CONTRACT_NAMESPACES)[number], readonly string[]> = {
  errors: ERROR_KEYS,
  enums: ENUM_KEYS,
  validation: VALIDATION_KEYS,
};

const NON_ENGLISH = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

describe('catalogue files', () => {
  const cases = NAMESPACES.flatMap((namespace) => LANGUAGES.map((language) => ({ namespace, language })));

  it.each(cases)('$language $namespace: file exists and holds only string leaves', ({ language, namespace }) => {
    expect(existsSync(fileOf(language, namespace)), `missing ${language}/${namespace}.json`).toBe(true);
    const bad = nonStringLeaves(readTree(language, namespace));
    expect(bad, `non-string leaves in ${language}/${namespace}.json: ${bad.join(', ')}`).toEqual([]);
  });

  it.each(cases)('$language $namespace: same keys as en-US', ({ language, namespace }) => {
    const reference = new Set(Object.keys(flatten(readTree(DEFAULT_LANGUAGE, namespace))));
    const own = new Set(Object.keys(flatten(readTree(language, namespace))));
    const missing = [...reference].filter((key) => !own.has(key)).sort();
    const extra = [...own].filter((key) => !reference.has(key)).sort();
    expect({ missing, extra }, `${language}/${namespace}.json vs en-US: ${keyDiff(missing, extra)}`).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(cases)('$language $namespace: keys sorted, 2-space JSON, trailing newline', ({ language, namespace }) => {
    const text = readText(language, namespace);
    const expected = `${JSON.stringify(sortKeys(JSON.parse(text)), null, 2)}\n`;
    if (text !== expected) {
      const actualLines = text.split('\n');
      const expectedLines = expected.split('\n');
      const lineCount = Math.max(actualLines.length, expectedLines.length);
      const line =
        Array.from({ length: lineCount }, (_, index) => index).find(
          (index) => actualLines[index] !== expectedLines[index],
        ) ?? 0;
      expect.fail(
        `${language}/${namespace}.json is not sorted/formatted; line ${line + 1} is ${JSON.stringify(actualLines[line])}, expected ${JSON.stringify(expectedLines[line])}`,
      );
    }
  });

  it.each(cases)('$language $namespace: messages are non-empty valid ICU', ({ language, namespace }) => {
    const broken: string[] = [];
    for (const [key, message] of Object.entries(flatten(readTree(language, namespace)))) {
      if (message.trim() === '') {
        broken.push(`${key}: empty`);
        continue;
      }
      try {
        new IntlMessageFormat(message, language);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken, `bad messages in ${language}/${namespace}.json: ${broken.join('; ')}`).toEqual([]);
  });
});

describe.each(LANGUAGES)('%s contract coverage', (language) => {
  it.each(CONTRACT_NAMESPACES)('%s.json covers exactly the contract keys', (namespace) => {
    const own = flatten(readTree(language, namespace));
    const wanted = CONTRACT_KEYS[namespace];
    const missing = wanted.filter((key) => !own[key]?.trim());
    const wantedSet = new Set(wanted);
    const extra = Object.keys(own).filter((key) => !wantedSet.has(key));
    expect({ missing, extra }, `${language}/${namespace}.json vs contract: ${keyDiff(missing, extra)}`).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('has no message for the success code', () => {
    expect(readTree(language, 'errors')).not.toHaveProperty(String(ErrorCode.ok));
  });

  it('formats error, enum and validation messages without values (errors.90020 takes {phone}, 70001 {minimum})', () => {
    const failures: string[] = [];
    for (const namespace of CONTRACT_NAMESPACES) {
      for (const [key, message] of Object.entries(flatten(readTree(language, namespace)))) {
        if (namespace === 'errors' && key === ERROR_WITH_PHONE) continue;
        if (namespace === 'errors' && ERRORS_WITH_VALUES[key]) {
          const values = ERRORS_WITH_VALUES[key]!;
          const text = String(new IntlMessageFormat(message, language).format(values));
          if (!Object.values(values).every((value) => text.includes(String(value)))) failures.push(`errors.${key}`);
          continue;
        }
        try {
          new IntlMessageFormat(message, language).format();
        } catch (error) {
          failures.push(`${namespace}.${key}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures, `messages needing values in ${language}: ${failures.join('; ')}`).toEqual([]);
    const phone = '+86 400 820 8820';
    const memberInfo = readTree(language, 'errors')[ERROR_WITH_PHONE] as string;
    expect(String(new IntlMessageFormat(memberInfo, language).format({ phone }))).toContain(phone);
  });

  it('gives the bilingual default-language warning (28) in the local language plus English', () => {
    const message = readTree(language, 'errors')[String(ErrorCode.defaultLanguageNotConfigured)] as string;
    expect(message).toMatch(/administrator/);
    expect(message).toMatch(/[^\u0020-\u007e]/);
  });

  it('states the comment and password limits that apply to it', () => {
    const validation = readTree(language, 'validation');
    const commentLimit = WIDE_SCRIPT_LANGUAGES.includes(language) ? COMMENT_MAX_LENGTH_WIDE_SCRIPT : COMMENT_MAX_LENGTH;
    expect(validation.commentTooLong).toContain(String(commentLimit));
    expect(validation.passwordLength).toContain(String(PASSWORD_MIN_LENGTH));
    expect(validation.passwordLength).toContain(String(PASSWORD_MAX_LENGTH));
  });

  it('names every language in its own script, as in every other catalogue', () => {
    const labels = (readTree(language, 'enums').language ?? {}) as Tree;
    expect(labels).toEqual(readTree(DEFAULT_LANGUAGE, 'enums').language);
  });
});

describe.each(NON_ENGLISH)('%s is translated', (language) => {
  it('has at least 90% of error messages different from en-US', () => {
    const english = readTree(DEFAULT_LANGUAGE, 'errors');
    const own = readTree(language, 'errors');
    const copied = ERROR_KEYS.filter((key) => own[key] === english[key]);
    const translatedShare = (ERROR_KEYS.length - copied.length) / ERROR_KEYS.length;
    expect(translatedShare, `identical to en-US: ${copied.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });
});

describe('createTranslator', () => {
  const english = catalogOf(DEFAULT_LANGUAGE);
  const japanese = catalogOf('ja');
  const japaneseErrors = japanese.errors as Tree;
  const englishErrors = english.errors as Tree;

  it('translates a key into the chosen language', () => {
    const t = createTranslator('ja', japanese, english);
    expect(t('errors.703')).toBe(japaneseErrors['703']);
    expect(t('errors.703')).not.toBe(englishErrors['703']);
    expect(t('enums.orderStatus.0')).toBe((japanese.enums as Record<string, Tree>).orderStatus?.['0']);
  });

  it('fills placeholders', () => {
    const t = createTranslator('ja', japanese, english);
    expect(t('errors.90020', { phone: '400-820-8820' })).toContain('400-820-8820');
  });

  it('returns the key itself when no catalogue has it', () => {
    const t = createTranslator('ja', japanese, english);
    expect(t('errors.no-such-code')).toBe('errors.no-such-code');
  });

  it('falls back to en-US for a key missing from the language', () => {
    const { '703': _dropped, ...rest } = japaneseErrors;
    const t = createTranslator('ja', { ...japanese, errors: rest }, english);
    expect(t('errors.703')).toBe(englishErrors['703']);
    expect(t('errors.701')).toBe(japaneseErrors['701']);
  });
});
