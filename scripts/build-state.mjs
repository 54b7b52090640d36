// Plain JavaScript: `npm start` reads this before anything is compiled, and a production install has no tsx.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run build` puts the compiled server, and the file it writes last (its time is the build's). */
export const SERVER_DIR = 'dist-server';
export const BUILD_STAMP = '.build-stamp';

/** Everything a build is made from: newer than the stamp means the build is stale. */
const SOURCES = ['src', 'machines', 'contracts', 'i18n', 'server', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build.ts', 'scripts/build-state.mjs'];

/** The outputs a start needs: the compiled server, the site, its first-view renderer, the game frame, sportsbook and back office. */
const OUTPUTS = [`${SERVER_DIR}/start.js`, 'dist/index.html', 'dist-ssr/entry-server.js', 'dist/game-frame/index.html', 'dist/sportsbook/index.html', 'dist/admin/index.html'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when some output is missing (or, with `sources`, when a source is newer than the build). */
export function buildIsMissing(root) {
  return !existsSync(join(root, SERVER_DIR, BUILD_STAMP)) || OUTPUTS.some((out) => !existsSync(join(root, out)));
}

export function buildIsStale(root) {
  if (buildIsMissing(root)) return true;
  const builtAt = statSync(join(root, SERVER_DIR, BUILD_STAMP)).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}
