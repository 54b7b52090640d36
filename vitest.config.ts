import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/{unit,server,components}/**/*.test.{ts,tsx}', 'model-tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One migrated, seeded database per store and run, copied by each server test (tests/server/helpers.ts).
    globalSetup: ['tests/server/db-templates.global.ts'],
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: on a 2-core machine (CI's) that is a single fork, and the
    // suites (most of their time waiting on SQLite, PostgreSQL or a port) ran one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Model-based walks replay hundreds of paths; on a shared 2-core machine one can take tens of seconds.
    testTimeout: 60_000,
    // A suite's app and its signed-in operators are made in beforeAll: on a loaded machine that took more than the
    // default 10 s (argon2 hashes, a hub listening), and a timed-out hook fails the whole file.
    hookTimeout: 60_000,
  },
});
