import { spawn } from 'node:child_process';
import { createServer } from 'vite';

/** Vite with HMR on PORT (8080); the API server runs in watch mode on API_PORT (8081) behind Vite's proxy. */
const apiPort = process.env.API_PORT ?? '8081';
const api = spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, SKIP_SPA: '1', NODE_ENV: 'development', DEV_OUTBOX: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 8080) } });
await vite.listen();
vite.printUrls();
const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
