import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gameFrameEn } from '../../i18n/en/game-frame';
import { gameFrameTr } from '../../i18n/tr/game-frame';

const frameDir = fileURLToPath(new URL('../../src/game-frame', import.meta.url));
const code = (function read(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? read(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? readFileSync(join(dir, entry.name), 'utf8') : ''))
    .join('\n');
})(frameDir);
const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const catalogues = { en: gameFrameEn as Record<string, string>, tr: gameFrameTr as Record<string, string> };

describe('game frame strings', () => {
  it('exist in Turkish and English with the same keys and parameters, none empty', () => {
    expect(Object.keys(catalogues.tr).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const [key, text] of Object.entries(catalogues.en)) {
      for (const catalogue of Object.values(catalogues)) expect(catalogue[key].trim(), key).not.toBe('');
      expect(parameters(catalogues.tr[key]), key).toEqual(parameters(text));
    }
  });

  it('cover every key the frame names, and hold none it does not use', () => {
    const named = [...new Set([...code.matchAll(/'(frame\.[\w.]+)'/g)].map((match) => match[1]))];
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((key) => !Object.hasOwn(catalogues.en, key))).toEqual([]);
    expect(Object.keys(catalogues.en).filter((key) => !named.includes(key))).toEqual([]);
  });
});
