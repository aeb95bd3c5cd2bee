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
    setupFiles: ['src/testSetup.ts'],
    testTimeout: 20_000,
  },
});
