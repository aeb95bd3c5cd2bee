import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hotel/contract/languages';
import { type Catalog, createTranslator, type Translate } from './catalog.ts';
import { catalogLoaders } from './loaders.ts';

/** Loads all six catalogues at once, for the server, which answers in any language. */
export async function loadTranslators(): Promise<Record<Language, Translate>> {
  const catalogs = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (lang) => [lang, await catalogLoaders[lang]()] as const)),
  ) as Record<Language, Catalog>;
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, createTranslator(lang, catalogs[lang], catalogs[DEFAULT_LANGUAGE])]),
  ) as Record<Language, Translate>;
}
