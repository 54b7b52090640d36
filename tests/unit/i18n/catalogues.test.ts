import { describe, expect, it } from 'vitest';
import { serverCatalogues, uiCatalogues, validationCatalogues } from '../../../i18n/catalogues';
import { uiEn } from '../../../i18n/en/ui';
import { serverEn } from '../../../i18n/en/server';
import { validationEn } from '../../../i18n/en/validation';
import { gameFrameEn } from '../../../i18n/en/game-frame';
import { gameFrameTr } from '../../../i18n/tr/game-frame';
import { sportsbookEn } from '../../../i18n/en/sportsbook';
import { sportsbookTr } from '../../../i18n/tr/sportsbook';
import { adminEn } from '../../../i18n/en/admin';
import { adminTr } from '../../../i18n/tr/admin';
import { format } from '../../../i18n/format';
import { locales } from '../../../i18n/locales';
import { sourceFiles } from './source-files';

const namespaces = {
  ui: uiCatalogues,
  validation: validationCatalogues,
  server: serverCatalogues,
  gameFrame: { tr: gameFrameTr, en: gameFrameEn },
  sportsbook: { tr: sportsbookTr, en: sportsbookEn },
  admin: { tr: adminTr, en: adminEn },
} as Record<string, Record<(typeof locales)[number], Record<string, string>>>;

const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)(?:\}\}|, plural,)/g)].map((match) => match[1]).sort();

describe('catalogues', () => {
  it('have the same keys in every language, none empty', () => {
    for (const [name, catalogue] of Object.entries(namespaces)) {
      for (const locale of locales) {
        expect(Object.keys(catalogue[locale]).sort(), `${name} ${locale}`).toEqual(Object.keys(catalogue.en).sort());
        for (const [key, text] of Object.entries(catalogue[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('use the same parameters in every language', () => {
    for (const catalogue of Object.values(namespaces)) {
      for (const [key, text] of Object.entries(catalogue.en)) {
        for (const locale of locales) expect(parameters(catalogue[locale][key]), `${locale} ${key}`).toEqual(parameters(text));
      }
    }
  });

  it('write every plural so that it resolves, for one and for many', () => {
    for (const catalogue of Object.values(namespaces)) {
      for (const locale of locales) {
        for (const [key, text] of Object.entries(catalogue[locale])) {
          if (!text.includes(', plural,')) continue;
          expect(text, `${locale} ${key} has no "other" form`).toMatch(/\bother \{/);
          for (const count of [1, 2, 5]) {
            const params = Object.fromEntries(parameters(text).map((name) => [name, count]));
            expect(format(text, locale, params), `${locale} ${key}`).not.toMatch(/\{\{|#/);
          }
        }
      }
    }
  });

  it('keep the browser strings, the validation messages and the server answers apart', () => {
    const ui = new Set(Object.keys(uiEn));
    for (const key of Object.keys(validationEn)) expect(ui.has(key) || Object.hasOwn(serverEn, key), key).toBe(false);
  });

  it('have every key the browser code names: t(\'…\'), validation keys of the schemas, route titles', () => {
    const known = new Set([...Object.keys(uiEn), ...Object.keys(validationEn), ...Object.keys(gameFrameEn), ...Object.keys(sportsbookEn), ...Object.keys(adminEn)]);
    const named = sourceFiles('src', 'machines', 'contracts').flatMap((file) =>
      [...file.text.matchAll(/\bt\(\s*'([^']+)'|'(validation\.\w+)'|\w*Key:\s*'([^']+)'/g)].map((match) => ({
        file: file.path,
        key: match[1] ?? match[2] ?? match[3],
      })),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((entry) => !known.has(entry.key))).toEqual([]);
  });

  it('hold no key the code does not use', () => {
    const code = sourceFiles('src', 'machines', 'contracts', 'server').map((file) => file.text).join('\n');
    // Keys built at run time: t(`menu.group.${group.title}`) and the like.
    const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]);
    const used = (key: string) => code.includes(`'${key}'`) || prefixes.some((prefix) => key.startsWith(prefix));
    const unused = Object.values(namespaces).flatMap((catalogue) => Object.keys(catalogue.en).filter((key) => !used(key)));
    expect(unused).toEqual([]);
  });
});
