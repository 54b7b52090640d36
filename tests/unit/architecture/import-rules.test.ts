import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const REGISTRIES = ['src/app/registry.tsx', 'src/app/registry-actors.ts'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: import/export ... from '…', import('…'), and bare import '…'. */
export function specifiersOf(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** The repository paths `file` imports (relative imports only; packages are not the app's modules). */
function importsOf(file: string): string[] {
  return specifiersOf(readFileSync(join(root, file), 'utf8'))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(root, resolve(root, dirname(file), spec)));
}

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(`${path}/`)?.[1] ?? null;

function violations(files: string[], rule: (file: string, target: string) => boolean) {
  return files.flatMap((file) => importsOf(file).filter((target) => rule(file, target)).map((target) => `${file} -> ${target}`));
}

describe('import rules', () => {
  it('finds the modules a file imports, in every form', () => {
    const source = `import a from './a';\nimport type { B } from "../b";\nexport { c } from './c';\nconst d = () => import('./d');\nimport './e.css';`;
    expect(specifiersOf(source)).toEqual(['./a', '../b', './c', './d', './e.css']);
  });

  it('no feature imports another feature (the app composes them)', () => {
    const found = violations(filesUnder('src/features'), (file, target) => {
      const own = featureOf(file);
      const other = featureOf(target);
      return other !== null && other !== own;
    });
    expect(found).toEqual([]);
  });

  it('src/app reaches the features only through its registries', () => {
    const appFiles = filesUnder('src/app').filter((file) => !REGISTRIES.includes(file));
    expect(violations(appFiles, (_, target) => featureOf(target) !== null)).toEqual([]);
  });

  it('server paths live in the API call modules only (an api/ folder), not in provide or view files', () => {
    const callers = filesUnder('src').filter((file) => /\bapi\.(get|post)\s*[<(]/.test(readFileSync(join(root, file), 'utf8')));
    expect(callers.filter((file) => !file.split('/').includes('api'))).toEqual([]);
  });

  it('machines stay pure: they import neither src/ nor the DOM-side libraries', () => {
    const files = filesUnder('machines');
    expect(violations(files, (_, target) => target.startsWith('src/'))).toEqual([]);
    const packages = files.flatMap((file) =>
      specifiersOf(readFileSync(join(root, file), 'utf8'))
        .filter((spec) => /^(react|react-dom|@xstate\/react|ky|wouter)(\/|$)/.test(spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(packages).toEqual([]);
  });
});
