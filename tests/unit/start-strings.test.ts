import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserTr } from '../../i18n/tr/browser';
import { startTr } from '../../i18n/tr/start';

/*
 * The first page ships only the start strings (i18n/tr/start.ts); the rest of the catalogue arrives with the pages
 * and dialogs loaded on use. A string the start code shows but the start set lacks would flash as its raw key
 * (and break hydration): this walks the modules the page starts with, as the bundler does (static imports from
 * the entry's start roots, not `import()`), and checks every key they name.
 */
const ROOTS = ['src/main.tsx', 'src/app/app-actor.ts', 'src/start.tsx'];
const root = resolve(import.meta.dirname, '../..');

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

function startModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const source = readFileSync(file, 'utf8');
    seen.set(file, source);
    // `import x from`, `import { a, type B } from`, `export { x } from`, `import './side-effect'`; not `import type`.
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const next = resolveImport(file, match[1]);
      if (next && !next.includes('/i18n/') || (next && next.includes('/src/i18n/'))) visit(next);
    }
  };
  for (const entry of ROOTS) visit(resolve(root, entry));
  return seen;
}

describe('the strings of the first page', () => {
  const modules = startModules();
  const allKeys = Object.keys(browserTr);

  it('walks the start code (machines, shell, home page)', () => {
    const names = [...modules.keys()].map((file) => file.slice(root.length + 1));
    expect(names).toEqual(expect.arrayContaining(['machines/app.machine.ts', 'src/features/header/header.tsx', 'src/features/carousel/carousel.tsx']));
    // Pages and dialogs loaded on use are not part of it.
    expect(names).not.toContain('src/features/auth/login-dialog.tsx');
    expect(names).not.toContain('src/features/account/account-page.tsx');
  });

  it('are all in the start set: every key the start code names', () => {
    const missing: string[] = [];
    for (const [file, source] of modules) {
      for (const key of allKeys) {
        if (!(key in startTr) && (source.includes(`'${key}'`) || source.includes(`"${key}"`))) missing.push(`${key} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are all in the start set: every family of keys the start code builds (`prefix.${…}`)', () => {
    const missing: string[] = [];
    for (const [file, source] of modules) {
      for (const match of source.matchAll(/`([a-zA-Z][\w.]*\.)\$\{/g)) {
        const family = allKeys.filter((key) => key.startsWith(match[1]));
        const outside = family.filter((key) => !(key in startTr));
        if (outside.length > 0) missing.push(`${match[1]}* (${file.slice(root.length + 1)}): ${outside.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
