import { LANGUAGES } from '@hotel/contract/languages';
import { flatten } from '@hotel/i18n/catalog';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../routing/routeTable.ts';

/** The raw text of the six ui.json files, by language. */
const files = import.meta.glob<string>('../../../../i18n/locales/*/ui.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const raw = Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.split('/').at(-2) as string, text]),
) as Record<string, string>;
const catalogs = Object.fromEntries(Object.entries(raw).map(([lang, text]) => [lang, JSON.parse(text)])) as Record<
  string,
  Record<string, unknown>
>;
const flat = Object.fromEntries(Object.entries(catalogs).map(([lang, tree]) => [lang, flatten({ ui: tree })]));
const english = flat['en-US'] ?? {};

function sortDeep(tree: unknown): unknown {
  if (!tree || typeof tree !== 'object') return tree;
  return Object.fromEntries(
    Object.keys(tree)
      .sort()
      .map((key) => [key, sortDeep((tree as Record<string, unknown>)[key])]),
  );
}

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The argument names a message uses (`{name}`, `{count, plural, ...}`). */
function argumentsOf(elements: Element[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type >= 1 && element.type <= 6 && typeof element.value === 'string') names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, names);
  }
  return names;
}

describe('ui.json catalogues', () => {
  it('exist for the six languages', () => {
    expect(Object.keys(raw).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: has the same keys as en-US`, () => {
      expect(Object.keys(flat[lang] ?? {}).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${lang}: is sorted at every level, 2-space JSON`, () => {
      expect(raw[lang]).toBe(`${JSON.stringify(sortDeep(catalogs[lang]), null, 2)}\n`);
    });

    it(`${lang}: holds valid ICU messages with the same arguments as en-US`, () => {
      for (const [key, message] of Object.entries(flat[lang] ?? {})) {
        expect(message.trim(), key).not.toBe('');
        const ast = new IntlMessageFormat(message, lang).getAst() as Element[];
        const reference = new IntlMessageFormat(english[key] ?? '', 'en-US').getAst() as Element[];
        expect([...argumentsOf(ast)].sort(), `${lang} ${key}`).toEqual([...argumentsOf(reference)].sort());
      }
    });
  }

  it('has a page title for every route', () => {
    for (const { name } of ROUTE_TABLE) expect(english[`ui.pageTitle.${name}`], name).toBeTypeOf('string');
  });

  it('has every ui key the code uses', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/['"`](ui\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)) used.add(match[1] as string);
    }
    for (const kind of ['forbidden', 'notFound', 'serverError']) {
      used.add(`ui.error.${kind}.title`);
      used.add(`ui.error.${kind}.description`);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((key) => english[key] === undefined)).toEqual([]);
  });
});
