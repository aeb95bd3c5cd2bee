import { DEFAULT_LANGUAGE, type Language } from '@hotel/contract/languages';
import { IntlMessageFormat } from 'intl-messageformat';

/** A language's messages: namespaces (errors, enums, validation, ui) of nested ICU strings. */
export type Catalog = Record<string, unknown>;
export type MessageValues = Record<string, string | number | Date>;
/** An ICU message as written, or already parsed (the web build precompiles its catalogues). */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

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

/** Like `flatten`, keeping precompiled messages (arrays of ICU elements) as leaves. */
function flattenMessages(tree: unknown, prefix = '', out: Record<string, Message> = {}): Record<string, Message> {
  if (typeof tree === 'string' || Array.isArray(tree)) {
    out[prefix] = tree as Message;
    return out;
  }
  if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flattenMessages(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** One Intl formatter per locale and options, shared by every message (each builds its own otherwise). */
function cached<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}
const formatters = {
  getNumberFormat: cached((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
  getDateTimeFormat: cached(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  ),
  getPluralRules: cached((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};
// Each message resolves its locale (Intl.Locale, supportedLocalesOf): once per locale is enough.
IntlMessageFormat.resolveLocale = cached(IntlMessageFormat.resolveLocale);

/** Whether a message needs the ICU formatter; most are plain text. */
const needsIcu = (message: string) => message.includes('{') || message.includes("'");

export type Translate = (key: string, values?: MessageValues) => string;

/**
 * Builds a translator for one language that falls back to en-US, then to the key itself, so a
 * missing message never throws (the catalogue test keeps that from happening). Catalogues may hold
 * messages as written or precompiled (arrays of ICU elements, as `IntlMessageFormat#getAst` gives).
 */
export function createTranslator(language: Language, catalog: Catalog, fallback?: Catalog): Translate {
  const own = flattenMessages(catalog);
  const spare = fallback ? flattenMessages(fallback) : {};
  const compiled = new Map<string, IntlMessageFormat | null>();
  return (key, values) => {
    const source = own[key] ?? spare[key];
    if (source === undefined) return key;
    // Most messages are plain text: no need to parse them as ICU.
    if (typeof source === 'string' && !needsIcu(source)) return source;
    const locale = own[key] !== undefined ? language : DEFAULT_LANGUAGE;
    let format = compiled.get(key);
    if (format === undefined) {
      try {
        format = new IntlMessageFormat(source, locale, undefined, { formatters });
      } catch {
        // A message that cannot be parsed (or a client built without the parser) shows as written.
        format = null;
      }
      compiled.set(key, format);
    }
    if (!format) return typeof source === 'string' ? source : key;
    return String(format.format(values));
  };
}
