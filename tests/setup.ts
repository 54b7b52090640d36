import { afterEach, beforeAll } from 'vitest';

// Views rendered on their own get the whole Turkish catalogue, as they do in the page once their code has loaded
// (tests/unit/start-strings.test.ts checks that the code the page starts with needs only the start strings).
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  // findBy and waitFor wait for their condition up to 5 s, not Testing Library's 1 s: on a 2-core machine running the
  // suites in parallel a screen's first answer sometimes took longer (a passing test waits no longer for it).
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
  const { loadAllStrings } = await import('../src/i18n/runtime');
  await loadAllStrings();
});

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
