import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The demo sportsbook's page: its own small app and bundle, served at /sportsbook/ and /sportsbook/betco/ with the
 * player's config injected as JSON (no inline script, so the page can keep script-src 'self').
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/sportsbook/',
  plugins: [react()],
  resolve: {
    // Only if a contract pulls zod in (the book imports types only): the site's jitless zod, never an eval probe.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../zod-jitless.ts', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/sportsbook', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: false,
  },
});
