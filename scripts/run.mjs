// `npm run seed|operator|notify|outbox|backup`: a command-line tool of the server, from its sources when tsx is
// installed (a clone), else compiled by `npm run build` (dist-server/<name>.js, a production install).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIR } from './build-state.mjs';

const [name, ...args] = process.argv.slice(2);
const root = process.cwd();
let hasTsx = true;
try {
  createRequire(join(root, 'package.json')).resolve('tsx');
} catch {
  hasTsx = false;
}
const compiled = join(root, SERVER_DIR, `${name}.js`);
if (!hasTsx && !existsSync(compiled)) {
  console.error(`${compiled} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const argv = hasTsx ? ['--import', 'tsx', join(root, 'server', `${name}.ts`), ...args] : [compiled, ...args];
const child = spawnSync(process.execPath, argv, { stdio: 'inherit' });
process.exit(child.status ?? 1);
