import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { IntlMessageFormat } from 'intl-messageformat';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://127.0.0.1:3000';
const LOCALE_FILE = /[\\/]i18n[\\/]locales[\\/]([a-zA-Z]{2}(?:-[a-zA-Z]{2})?)[\\/][^\\/]+\.json$/;

/** A catalogue tree with each message that needs ICU (as packages/i18n/src/catalog.ts decides) parsed. */
function precompile(tree: unknown, language: string): unknown {
  if (typeof tree === 'string')
    return tree.includes('{') || tree.includes("'") ? new IntlMessageFormat(tree, language).getAst() : tree;
  if (tree && typeof tree === 'object' && !Array.isArray(tree))
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, precompile(value, language)]));
  return tree;
}

/**
 * The production build ships the catalogues precompiled (ICU messages as parsed elements) and the
 * ICU formatter without its parser (about 10 KB gzip less in the entry). Development and the tests
 * keep the messages as written and the full parser.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'hotel:precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const language = LOCALE_FILE.exec(id.split('?')[0] ?? '')?.[1];
      if (!language) return null;
      return { code: JSON.stringify(precompile(JSON.parse(code), language)), map: null };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [precompiledMessages(), react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // terser packs the scripts about 3% smaller (gzip) than esbuild, for the home page's JS budget.
    minify: 'terser',
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    // Every browser that runs es2022 knows <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks each entry and lazy route loads (read by bench/web-size.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
      '/images': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
      '/images': { target: api, changeOrigin: false },
    },
  },
});
