import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;

interface ChunkContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * The code the page runs at start, in three chunks instead of dozens (each request costs a slow phone's main
 * thread): React, then what the machines need (src/app/app-actor.ts), then the views (src/start.tsx). main.tsx
 * imports them in that order, one task each. A module reached by none of them stays where Rolldown puts it.
 */
const START_ROOTS: Array<[string, RegExp]> = [
  ['react', /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/],
  ['machines', /[\\/]src[\\/]app[\\/]app-actor\.ts$/],
  ['views', /[\\/]src[\\/]start\.tsx$/],
];
function startChunkOf(id: string, ctx: ChunkContext): string | null {
  // What the entry itself imports (Vite's preload helper, the stylesheet) stays where Rolldown puts it.
  if (id.startsWith('\0') || (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => /[\\/]src[\\/]main\.tsx$/.test(importer))) return null;
  const seen = new Set<string>();
  const reached = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const [name, root] of START_ROOTS) if (root.test(module)) reached.add(name);
    for (const importer of ctx.getModuleInfo(module)?.importers ?? []) walk(importer);
  };
  walk(id);
  // The earliest chunk that needs it holds it.
  return START_ROOTS.map(([name]) => name).find((name) => reached.has(name)) ?? null;
}

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  code?: string;
}

/**
 * The chat widget's backup load (SPEC §9) imports the widget's built file under a second URL, so the chunk that
 * imports it needs the file's name: written over its placeholder once names are known. The placeholder sits in the
 * chunk that also imports the widget by name, so that chunk's hash already follows the widget's file name.
 */
function chatWidgetFile(): Plugin {
  return {
    name: 'chat-widget-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, BundleChunk>).filter((item) => item.type === 'chunk');
      const widget = chunks.find((chunk) => /[\\/]src[\\/]features[\\/]chat[\\/]chat-window\.tsx$/.test(chunk.facadeModuleId ?? ''));
      if (!widget) return;
      for (const chunk of chunks) {
        if (chunk.code?.includes('__CHAT_WIDGET_FILE__')) chunk.code = chunk.code.replaceAll('__CHAT_WIDGET_FILE__', widget.fileName);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), chatWidgetFile()],
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
    // Every browser we serve preloads modules itself (Chrome 66, Safari 17, Firefox 115): the entry carries no
    // polyfill for it (~0.3 KB of the first view's budget).
    modulePreload: { polyfill: false },
    // The chunk graph: the server lists the chunks the entry imports at start (server/pages/first-view.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper is the entry's own (it would otherwise follow the machines that use it too).
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            { name: (id: string, ctx: ChunkContext) => startChunkOf(id, ctx), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/pay': apiTarget,
      '/hubs': { target: apiTarget, ws: true },
    },
  },
});
