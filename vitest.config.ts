import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/{unit,server,components}/**/*.test.{ts,tsx}', 'model-tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: on a 2-core machine (CI's) that is a single fork, and the
    // suites (most of their time waiting on SQLite, PostgreSQL or a port) ran one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Model-based walks replay hundreds of paths; on a shared 2-core machine one can take tens of seconds.
    testTimeout: 60_000,
  },
});
