import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // zod without its eval probe, set before any contract builds a schema (see src/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
    // One stylesheet, which the server inlines into every rendered page (decision 009): no render-blocking request,
    // and a lazily loaded page's rules are there when its server-rendered HTML is.
    cssCodeSplit: false,
    // The chunk graph: the server preloads the chunks the entry imports at start (server/pages/first-view.ts).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/hubs': { target: apiTarget, ws: true },
    },
  },
});
