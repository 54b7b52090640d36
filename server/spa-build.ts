import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['src', 'machines', 'contracts', 'index.html', 'vite.config.ts', 'public', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function spaIsStale(root: string, outDir: string): boolean {
  const built = join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(root, s)) > builtAt);
}

/** Builds the SPA with Vite when any of its sources is newer than the last build. */
export async function ensureSpaBuilt(root = process.cwd()): Promise<string> {
  const outDir = resolve(root, 'dist');
  if (spaIsStale(root, outDir)) {
    const { build } = await import('vite');
    // Vite follows NODE_ENV: a server started with NODE_ENV=test must still ship a production build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, logLevel: 'warn', mode: 'production' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }
  return outDir;
}
