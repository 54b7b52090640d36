import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const SOURCES = ['src', 'machines', 'contracts', 'i18n', 'index.html', 'vite.config.ts', 'public', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function spaIsStale(root: string, outDir: string, ssrDir = resolve(root, 'dist-ssr')): boolean {
  const built = join(outDir, 'index.html');
  if (!existsSync(built) || !existsSync(join(ssrDir, 'entry-server.js')) || !existsSync(join(outDir, GAME_FRAME_DIR, 'index.html'))) return true;
  if (!existsSync(join(outDir, SPORTSBOOK_DIR, 'index.html'))) return true;
  if (!existsSync(join(outDir, ADMIN_DIR, 'index.html'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Writes .br and .gz beside every text asset, so the server sends compressed files without compressing per request. */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) precompress(path);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}

export const SSR_ENTRY = 'src/entry-server.tsx';
/** The game frame (decision 014): its own small app, built after the site (whose build empties dist/). */
export const GAME_FRAME_CONFIG = 'src/game-frame/vite.config.ts';
export const GAME_FRAME_DIR = 'game-frame';
/** The back office: its own Vite entry, served at /admin (server/pages/admin-page.ts). */
export const ADMIN_CONFIG = 'src/admin/vite.config.ts';
export const ADMIN_DIR = 'admin';
/** The demo sportsbook's page (the default sports partner): its own small app too. */
export const SPORTSBOOK_CONFIG = 'src/sportsbook/vite.config.ts';
export const SPORTSBOOK_DIR = 'sportsbook';

/**
 * Builds the apps with Vite: the client (dist/), the game frame (dist/game-frame/), the sportsbook and the back office,
 * and the server bundle that renders first views (dist-ssr/, decision 009); then precompresses dist/. `npm run build`
 * (scripts/build.ts) calls it before compiling the server.
 */
export async function buildSpa(root = process.cwd()): Promise<void> {
  const outDir = resolve(root, 'dist');
  const ssrDir = resolve(root, 'dist-ssr');
  const { build } = await import('vite');
  // Vite follows NODE_ENV: a server started with NODE_ENV=test must still ship a production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', mode: 'production' });
    await build({ configFile: resolve(root, GAME_FRAME_CONFIG), logLevel: 'warn', mode: 'production' });
    await build({ configFile: resolve(root, SPORTSBOOK_CONFIG), logLevel: 'warn', mode: 'production' });
    await build({ configFile: resolve(root, ADMIN_CONFIG), logLevel: 'warn', mode: 'production' });
    await build({ root, logLevel: 'warn', mode: 'production', build: { ssr: SSR_ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  precompress(outDir);
}

/**
 * The server run from its sources (`node --import tsx server/start.ts`: `npm run dev`, tests, benches) builds the apps
 * when a source is newer than them. Returns the client build's folder.
 */
export async function ensureSpaBuilt(root = process.cwd()): Promise<string> {
  const outDir = resolve(root, 'dist');
  if (spaIsStale(root, outDir, resolve(root, 'dist-ssr'))) await buildSpa(root);
  return outDir;
}

/** The compiled server (`npm start`) finds the apps `npm run build` made; it never builds. */
export function builtSpaDir(root = process.cwd()): string {
  const outDir = resolve(root, 'dist');
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(join(root, 'dist-ssr', 'entry-server.js'))) {
    throw new Error(`no build of the site in ${outDir}: run \`npm run build\` (or set SKIP_SPA=1 to serve only the API)`);
  }
  return outDir;
}

export const ssrDirOf = (root = process.cwd()) => resolve(root, 'dist-ssr');
