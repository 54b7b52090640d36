import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './source-files';

/** Where a relative import points, as a path from the repository root; packages stay as named. */
const target = (from: string, specifier: string) =>
  specifier.startsWith('.') ? normalize(join(dirname(from), specifier)) : specifier;

const importsIn = (...folders: string[]) =>
  sourceFiles(...folders).flatMap((file) =>
    importsOf(file.text).map((entry) => ({ file: file.path, to: target(file.path, entry.specifier), dynamic: entry.dynamic })),
  );

describe('imports of the catalogues', () => {
  it('finds imports (the scan itself works)', () => {
    const server = importsIn('server');
    expect(server.some((entry) => entry.to === 'i18n/catalogues.js')).toBe(true);
    expect(importsIn('src').some((entry) => entry.dynamic && entry.to === 'i18n/en/browser')).toBe(true);
  });

  it('the server imports nothing from src/', () => {
    const intoSrc = importsIn('server').filter((entry) => entry.to.startsWith('src/'));
    expect(intoSrc).toEqual([]);
  });

  it('i18n/ depends on nothing outside it (no zod, no server, no browser code)', () => {
    const outside = importsIn('i18n').filter((entry) => !entry.to.startsWith('i18n/'));
    expect(outside).toEqual([]);
  });

  it('the browser bundles no server answer, and English only on demand', () => {
    const browser = importsIn('src', 'machines', 'contracts');
    const eager = browser.filter(
      (entry) =>
        /^i18n\/(catalogues|[a-z]{2}\/server)/.test(entry.to) || (entry.to.startsWith('i18n/en/') && !entry.dynamic),
    );
    expect(eager).toEqual([]);
  });
});
