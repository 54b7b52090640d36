import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The game frame: its own small page and bundle, served by every game server at /games/<provider>/play with the
 * session's config injected as JSON (no inline script: the frame's CSP is script-src 'self').
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/game-frame/',
  plugins: [react()],
  resolve: {
    // Only if a contract pulls zod in: the same jitless zod as the site (an eval probe would trip the CSP).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('../zod-jitless.ts', import.meta.url)) }],
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/game-frame', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: false,
  },
});
