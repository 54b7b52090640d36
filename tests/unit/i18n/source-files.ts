import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** TypeScript files under the given top-level folders, as paths relative to the repository and their text. */
export function sourceFiles(...folders: string[]): Array<{ path: string; text: string }> {
  const files: Array<{ path: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

/** Static and dynamic import specifiers (`import ... from 'x'`, `export ... from 'x'`, `import('x')`). */
export function importsOf(text: string): Array<{ specifier: string; dynamic: boolean }> {
  const found: Array<{ specifier: string; dynamic: boolean }> = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
    found.push({ specifier: match[1] ?? match[2], dynamic: false });
  }
  for (const match of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) found.push({ specifier: match[1], dynamic: true });
  return found;
}
