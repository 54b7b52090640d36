import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { buildSpa } from '../server/spa-build.js';
import { buildIsStale, BUILD_STAMP, SERVER_DIR } from './build-state.mjs';

/**
 * `npm run build`: the apps (dist/, dist-ssr/, by Vite) and the server compiled to one ES module
 * (dist-server/start.js, by esbuild; its packages stay imports of node_modules). `--if-stale` builds only when a
 * source is newer than the last build (the browser tests and `npm start` with the build tools installed).
 */
const root = process.cwd();
const ifStale = process.argv.includes('--if-stale');

if (ifStale && !buildIsStale(root)) process.exit(0);
const started = Date.now();
await buildSpa(root);
await buildServer(root);
console.log(`built dist/, dist-ssr/ and ${SERVER_DIR}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);

async function buildServer(root: string): Promise<void> {
  const out = resolve(root, SERVER_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const entry of ['start', 'backup-cli', 'seed-cli', 'operator-cli', 'notify-cli', 'outbox-cli']) {
    await build({
      entryPoints: [resolve(root, `server/${entry}.ts`)],
      outfile: resolve(out, `${entry}.js`),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'external',
      sourcemap: 'linked',
      jsx: 'automatic',
      logLevel: 'warning',
      legalComments: 'none',
    });
  }
  // Files the server reads beside its modules (new URL('./…', import.meta.url)): beside the bundle, same names.
  cpSync(resolve(root, 'server/modules/payments/hosted-page/pay-page.css'), resolve(out, 'pay-page.css'));
  cpSync(resolve(root, 'server/http/docs'), resolve(out, 'docs'), { recursive: true });
  writeFileSync(resolve(out, BUILD_STAMP), `${new Date().toISOString()}\n`);
}
