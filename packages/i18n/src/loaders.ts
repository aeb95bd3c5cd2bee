// One loader per language, so a bundler splits each language into its own chunk.
import type { Language } from '@hotel/contract/languages';
import type { Catalog } from './catalog.ts';

type Module = { default: Record<string, unknown> };

/** The namespaces of a catalogue, one JSON file each under locales/<lang>/. */
export const NAMESPACES = ['errors', 'enums', 'validation', 'ui', 'booking', 'mail'] as const;

function merge(modules: Module[]): Catalog {
  return Object.fromEntries(NAMESPACES.map((namespace, index) => [namespace, modules[index]!.default]));
}

export const catalogLoaders: Record<Language, () => Promise<Catalog>> = {
  'zh-CN': async () =>
    merge(
      await Promise.all([
        import('../locales/zh-CN/errors.json', { with: { type: 'json' } }),
        import('../locales/zh-CN/enums.json', { with: { type: 'json' } }),
        import('../locales/zh-CN/validation.json', { with: { type: 'json' } }),
        import('../locales/zh-CN/ui.json', { with: { type: 'json' } }),
        import('../locales/zh-CN/booking.json', { with: { type: 'json' } }),
        import('../locales/zh-CN/mail.json', { with: { type: 'json' } }),
      ]),
    ),
  'zh-TW': async () =>
    merge(
      await Promise.all([
        import('../locales/zh-TW/errors.json', { with: { type: 'json' } }),
        import('../locales/zh-TW/enums.json', { with: { type: 'json' } }),
        import('../locales/zh-TW/validation.json', { with: { type: 'json' } }),
        import('../locales/zh-TW/ui.json', { with: { type: 'json' } }),
        import('../locales/zh-TW/booking.json', { with: { type: 'json' } }),
        import('../locales/zh-TW/mail.json', { with: { type: 'json' } }),
      ]),
    ),
  'en-US': async () =>
    merge(
      await Promise.all([
        import('../locales/en-US/errors.json', { with: { type: 'json' } }),
        import('../locales/en-US/enums.json', { with: { type: 'json' } }),
        import('../locales/en-US/validation.json', { with: { type: 'json' } }),
        import('../locales/en-US/ui.json', { with: { type: 'json' } }),
        import('../locales/en-US/booking.json', { with: { type: 'json' } }),
        import('../locales/en-US/mail.json', { with: { type: 'json' } }),
      ]),
    ),
  ja: async () =>
    merge(
      await Promise.all([
        import('../locales/ja/errors.json', { with: { type: 'json' } }),
        import('../locales/ja/enums.json', { with: { type: 'json' } }),
        import('../locales/ja/validation.json', { with: { type: 'json' } }),
        import('../locales/ja/ui.json', { with: { type: 'json' } }),
        import('../locales/ja/booking.json', { with: { type: 'json' } }),
        import('../locales/ja/mail.json', { with: { type: 'json' } }),
      ]),
    ),
  'ko-KR': async () =>
    merge(
      await Promise.all([
        import('../locales/ko-KR/errors.json', { with: { type: 'json' } }),
        import('../locales/ko-KR/enums.json', { with: { type: 'json' } }),
        import('../locales/ko-KR/validation.json', { with: { type: 'json' } }),
        import('../locales/ko-KR/ui.json', { with: { type: 'json' } }),
        import('../locales/ko-KR/booking.json', { with: { type: 'json' } }),
        import('../locales/ko-KR/mail.json', { with: { type: 'json' } }),
      ]),
    ),
  'th-TH': async () =>
    merge(
      await Promise.all([
        import('../locales/th-TH/errors.json', { with: { type: 'json' } }),
        import('../locales/th-TH/enums.json', { with: { type: 'json' } }),
        import('../locales/th-TH/validation.json', { with: { type: 'json' } }),
        import('../locales/th-TH/ui.json', { with: { type: 'json' } }),
        import('../locales/th-TH/booking.json', { with: { type: 'json' } }),
        import('../locales/th-TH/mail.json', { with: { type: 'json' } }),
      ]),
    ),
};
