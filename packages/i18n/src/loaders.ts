// One loader per language and namespace, so a bundler splits each into its own chunk and an app can
// load the namespaces a screen needs (the web's home page paints with `ui` and `enums` only).
import { LANGUAGES, type Language } from '@hotel/contract/languages';
import type { Catalog } from './catalog.ts';

/** The namespaces of a catalogue, one JSON file each under locales/<lang>/. */
export const NAMESPACES = [
  'errors',
  'enums',
  'validation',
  'ui',
  'booking',
  'mail',
  'member',
  'admin',
  'mall',
  'stay',
  'results',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Tree = Record<string, unknown>;
const tree = (module: Promise<{ default: Tree }>): Promise<Tree> => module.then((loaded) => loaded.default);

/** `namespaceLoaders[lang][namespace]()` loads one namespace of one language. */
export const namespaceLoaders: Record<Language, Record<Namespace, () => Promise<Tree>>> = {
  'zh-CN': {
    errors: () => tree(import('../locales/zh-CN/errors.json', { with: { type: 'json' } })),
    enums: () => tree(import('../locales/zh-CN/enums.json', { with: { type: 'json' } })),
    validation: () => tree(import('../locales/zh-CN/validation.json', { with: { type: 'json' } })),
    ui: () => tree(import('../locales/zh-CN/ui.json', { with: { type: 'json' } })),
    booking: () => tree(import('../locales/zh-CN/booking.json', { with: { type: 'json' } })),
    mail: () => tree(import('../locales/zh-CN/mail.json', { with: { type: 'json' } })),
    member: () => tree(import('../locales/zh-CN/member.json', { with: { type: 'json' } })),
    mall: () => tree(import('../locales/zh-CN/mall.json', { with: { type: 'json' } })),
    admin: () => tree(import('../locales/zh-CN/admin.json', { with: { type: 'json' } })),
    stay: () => tree(import('../locales/zh-CN/stay.json', { with: { type: 'json' } })),
    results: () => tree(import('../locales/zh-CN/results.json', { with: { type: 'json' } })),
  },
  'zh-TW': {
    errors: () => tree(import('../locales/zh-TW/errors.json', { with: { type: 'json' } })),
    enums: () => tree(import('../locales/zh-TW/enums.json', { with: { type: 'json' } })),
    validation: () => tree(import('../locales/zh-TW/validation.json', { with: { type: 'json' } })),
    ui: () => tree(import('../locales/zh-TW/ui.json', { with: { type: 'json' } })),
    booking: () => tree(import('../locales/zh-TW/booking.json', { with: { type: 'json' } })),
    mail: () => tree(import('../locales/zh-TW/mail.json', { with: { type: 'json' } })),
    member: () => tree(import('../locales/zh-TW/member.json', { with: { type: 'json' } })),
    mall: () => tree(import('../locales/zh-TW/mall.json', { with: { type: 'json' } })),
    admin: () => tree(import('../locales/zh-TW/admin.json', { with: { type: 'json' } })),
    stay: () => tree(import('../locales/zh-TW/stay.json', { with: { type: 'json' } })),
    results: () => tree(import('../locales/zh-TW/results.json', { with: { type: 'json' } })),
  },
  'en-US': {
    errors: () => tree(import('../locales/en-US/errors.json', { with: { type: 'json' } })),
    enums: () => tree(import('../locales/en-US/enums.json', { with: { type: 'json' } })),
    validation: () => tree(import('../locales/en-US/validation.json', { with: { type: 'json' } })),
    ui: () => tree(import('../locales/en-US/ui.json', { with: { type: 'json' } })),
    booking: () => tree(import('../locales/en-US/booking.json', { with: { type: 'json' } })),
    mail: () => tree(import('../locales/en-US/mail.json', { with: { type: 'json' } })),
    member: () => tree(import('../locales/en-US/member.json', { with: { type: 'json' } })),
    mall: () => tree(import('../locales/en-US/mall.json', { with: { type: 'json' } })),
    admin: () => tree(import('../locales/en-US/admin.json', { with: { type: 'json' } })),
    stay: () => tree(import('../locales/en-US/stay.json', { with: { type: 'json' } })),
    results: () => tree(import('../locales/en-US/results.json', { with: { type: 'json' } })),
  },
  ja: {
    errors: () => tree(import('../locales/ja/errors.json', { with: { type: 'json' } })),
    enums: () => tree(import('../locales/ja/enums.json', { with: { type: 'json' } })),
    validation: () => tree(import('../locales/ja/validation.json', { with: { type: 'json' } })),
    ui: () => tree(import('../locales/ja/ui.json', { with: { type: 'json' } })),
    booking: () => tree(import('../locales/ja/booking.json', { with: { type: 'json' } })),
    mail: () => tree(import('../locales/ja/mail.json', { with: { type: 'json' } })),
    member: () => tree(import('../locales/ja/member.json', { with: { type: 'json' } })),
    mall: () => tree(import('../locales/ja/mall.json', { with: { type: 'json' } })),
    admin: () => tree(import('../locales/ja/admin.json', { with: { type: 'json' } })),
    stay: () => tree(import('../locales/ja/stay.json', { with: { type: 'json' } })),
    results: () => tree(import('../locales/ja/results.json', { with: { type: 'json' } })),
  },
  'ko-KR': {
    errors: () => tree(import('../locales/ko-KR/errors.json', { with: { type: 'json' } })),
    enums: () => tree(import('../locales/ko-KR/enums.json', { with: { type: 'json' } })),
    validation: () => tree(import('../locales/ko-KR/validation.json', { with: { type: 'json' } })),
    ui: () => tree(import('../locales/ko-KR/ui.json', { with: { type: 'json' } })),
    booking: () => tree(import('../locales/ko-KR/booking.json', { with: { type: 'json' } })),
    mail: () => tree(import('../locales/ko-KR/mail.json', { with: { type: 'json' } })),
    member: () => tree(import('../locales/ko-KR/member.json', { with: { type: 'json' } })),
    mall: () => tree(import('../locales/ko-KR/mall.json', { with: { type: 'json' } })),
    admin: () => tree(import('../locales/ko-KR/admin.json', { with: { type: 'json' } })),
    stay: () => tree(import('../locales/ko-KR/stay.json', { with: { type: 'json' } })),
    results: () => tree(import('../locales/ko-KR/results.json', { with: { type: 'json' } })),
  },
  'th-TH': {
    errors: () => tree(import('../locales/th-TH/errors.json', { with: { type: 'json' } })),
    enums: () => tree(import('../locales/th-TH/enums.json', { with: { type: 'json' } })),
    validation: () => tree(import('../locales/th-TH/validation.json', { with: { type: 'json' } })),
    ui: () => tree(import('../locales/th-TH/ui.json', { with: { type: 'json' } })),
    booking: () => tree(import('../locales/th-TH/booking.json', { with: { type: 'json' } })),
    mail: () => tree(import('../locales/th-TH/mail.json', { with: { type: 'json' } })),
    member: () => tree(import('../locales/th-TH/member.json', { with: { type: 'json' } })),
    mall: () => tree(import('../locales/th-TH/mall.json', { with: { type: 'json' } })),
    admin: () => tree(import('../locales/th-TH/admin.json', { with: { type: 'json' } })),
    stay: () => tree(import('../locales/th-TH/stay.json', { with: { type: 'json' } })),
    results: () => tree(import('../locales/th-TH/results.json', { with: { type: 'json' } })),
  },
};

/** Loads every namespace of a language as one catalogue. */
async function loadCatalog(language: Language): Promise<Catalog> {
  const trees = await Promise.all(NAMESPACES.map((namespace) => namespaceLoaders[language][namespace]()));
  return Object.fromEntries(NAMESPACES.map((namespace, index) => [namespace, trees[index]]));
}

export const catalogLoaders = Object.fromEntries(
  LANGUAGES.map((language) => [language, () => loadCatalog(language)]),
) as Record<Language, () => Promise<Catalog>>;
