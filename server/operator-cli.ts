import { loadConfig } from './config.js';
import { createDb } from './db/index.js';
import { migrateDb } from './db/migrate.js';
import { runOperatorCli } from './modules/operators/cli.js';

/** `npm run operator -- create --username ayse --role admin`, `list`, `disable --username ayse` (see cli.ts). */
function askSecret(question: string): Promise<string | null> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return Promise.resolve(null);
  return new Promise((resolve) => {
    let value = '';
    const finish = (result: string | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(value);
        if (ch === '\u0003' || ch === '\u0004') return finish(null);
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

const config = loadConfig();
const db = createDb({ databaseUrl: config.DATABASE_URL, pgSchema: config.DATABASE_SCHEMA, dataDir: config.DATA_DIR });
try {
  await migrateDb(db);
  process.exitCode = await runOperatorCli(db, process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    askSecret,
    now: () => new Date(),
  });
} finally {
  await db.destroy();
}
