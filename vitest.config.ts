import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/{unit,server,components}/**/*.test.{ts,tsx}', 'model-tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    // Model-based walks replay hundreds of paths; on a shared 2-core machine one can take tens of seconds.
    testTimeout: 60_000,
  },
});
