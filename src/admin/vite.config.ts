import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The back office: its own page and bundle at /admin, so nothing of it reaches the player site's scripts. Served by
 * server/pages/admin-page.ts (the page never cached, the hashed assets for a year).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // The site's jitless zod: an eval probe would trip the CSP (script-src 'self').
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../zod-jitless.ts', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/admin', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: false,
  },
});
