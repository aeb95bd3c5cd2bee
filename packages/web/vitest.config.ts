import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The tests read the shared catalogues in packages/i18n.
  server: { fs: { allow: ['../..'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // i18next-icu imports intl-messageformat's default export, which only the ESM build has: let Vite
    // resolve them (module field) as in the browser instead of Node's CommonJS interop.
    server: { deps: { inline: ['i18next-icu', 'intl-messageformat', /@formatjs\//] } },
  },
});
