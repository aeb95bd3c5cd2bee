import { LANGUAGES } from '@hotel/contract/languages';
import { describe, expect, it } from 'vitest';
import enums from '../../../../i18n/locales/en-US/enums.json';
import { LANGUAGE_NAMES } from './languageNames.ts';

describe('language names', () => {
  it('are the catalogue names of the languages (enums.language)', () => {
    expect(LANGUAGE_NAMES).toEqual(enums.language);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
  });
});
