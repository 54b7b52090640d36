import { afterEach, beforeAll } from 'vitest';

// Views rendered on their own get the whole Turkish catalogue, as they do in the page once their code has loaded
// (tests/unit/start-strings.test.ts checks that the code the page starts with needs only the start strings).
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { loadAllStrings } = await import('../src/i18n/runtime');
  await loadAllStrings();
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
