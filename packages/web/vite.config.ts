import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { IntlMessageFormat } from 'intl-messageformat';
import MagicString from 'magic-string';
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

/**
 * React Router 7 publishes its development build under every export condition (remix-run/react-router
 * #12532, #14102): a production bundle would ship its development warnings switched on. The build takes
 * the package's production files instead (the same code with `ENABLE_DEV_WARNINGS = false`).
 */
function reactRouterProductionEntry(): string {
  // The package's exports hide dist/production: its file is found beside the development one it resolves to.
  const development = fileURLToPath(import.meta.resolve('react-router'));
  return path.join(
    development.slice(0, development.lastIndexOf(`${path.sep}dist${path.sep}`)),
    'dist',
    'production',
    'index.mjs',
  );
}

function productionReactRouter(): Plugin {
  return {
    name: 'hotel:production-react-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: reactRouterProductionEntry() }],
      },
    }),
  };
}

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

/**
 * The contract's modules mix constants with zod schemas, and the web app mostly imports the constants
 * (API paths, enums, limits) or one form's schema. Rollup keeps every top-level `const x = z.object(...)`
 * of a module it includes, since a call might have side effects, and zod's construction is costly on a
 * phone (a module of schemas took 20-40 ms to evaluate at 4x CPU). The contract's top-level initializers
 * only build values (schemas, regular expressions, tables), so in the web build each one that is a call
 * is marked pure (a `@__PURE__` arrow called at once: the annotation on a chained call would only cover
 * its first link): the schemas the app uses are built as before, the others are left out. The server
 * and the tests run the contract as written.
 */
function pureContractDeclarations(): Plugin {
  return {
    name: 'hotel:pure-contract-declarations',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id.split('?')[0] ?? '')) return null;
      const program = this.parse(code);
      const source = new MagicString(code);
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
        if (declaration.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type !== 'CallExpression' && init?.type !== 'NewExpression') continue;
          const { start, end } = init as unknown as { start: number; end: number };
          source.prependLeft(start, '/* @__PURE__ */ (() => ');
          source.appendRight(end, ')()');
        }
      }
      return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [precompiledMessages(), productionReactRouter(), pureContractDeclarations(), react(), tailwindcss()],
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
