// `npm start`: the compiled server (dist-server/start.js). With the build tools installed (a clone after
// `npm install`), it first builds when there is no build or a source is newer than it; a production install
// (`npm ci --omit=dev` after `npm run build`) starts what was built and never builds.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsMissing, buildIsStale, SERVER_DIR } from './build-state.mjs';

const root = process.cwd();
const require = createRequire(join(root, 'package.json'));
const canBuild = ['tsx', 'vite', 'esbuild'].every((name) => {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
});

if (canBuild ? buildIsStale(root) : buildIsMissing(root)) {
  if (!canBuild) {
    console.error(`No build in ${root}: run \`npm run build\` (it needs the dev dependencies) before a production install.`);
    process.exit(1);
  }
  console.log('Building the site and the server (once; `npm run build` does it ahead)…');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(join(root, SERVER_DIR, 'start.js')).href);
