import { DEFAULT_LANGUAGE, type Language } from '@hotel/contract/languages';
import { IntlMessageFormat } from 'intl-messageformat';

/** A language's messages: namespaces (errors, enums, validation, ui) of nested ICU strings. */
export type Catalog = Record<string, unknown>;
export type MessageValues = Record<string, string | number | Date>;

/** Flattens nested namespaces into `ns.a.b` keys. */
export function flatten(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof tree === 'string') {
    out[prefix] = tree;
    return out;
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

export type Translate = (key: string, values?: MessageValues) => string;

/**
 * Builds a translator for one language that falls back to en-US, then to the key itself, so a
 * missing message never throws (the catalogue test keeps that from happening).
 */
export function createTranslator(language: Language, catalog: Catalog, fallback?: Catalog): Translate {
  const own = flatten(catalog);
  const spare = fallback ? flatten(fallback) : {};
  const compiled = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const source = own[key] ?? spare[key];
    if (source === undefined) return key;
    // Most messages are plain text: no need to parse them as ICU.
    if (!source.includes('{') && !source.includes("'")) return source;
    const locale = own[key] !== undefined ? language : DEFAULT_LANGUAGE;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, locale);
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}
