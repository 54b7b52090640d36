// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { sportsbookEn } from '../../i18n/en/sportsbook';
import { sportsbookTr } from '../../i18n/tr/sportsbook';
import { parseBookConfig } from '../../src/sportsbook/config';
import { bookConfig, fakeBookServer, fixturesAnswer, footballFixture, ok, renderBook } from './sportsbook-harness';

// jsdom's import.meta.url is no file URL: vitest runs from the repository's root.
const bookDir = join(process.cwd(), 'src/sportsbook');
const code = (function read(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? read(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? readFileSync(join(dir, entry.name), 'utf8') : ''))
    .join('\n');
})(bookDir);
const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const catalogues = { en: sportsbookEn as Record<string, string>, tr: sportsbookTr as Record<string, string> };

beforeEach(() => {
  vi.spyOn(window, 'postMessage').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('sportsbook strings and config', () => {
  it('exist in Turkish and English with the same keys and parameters, and cover every key the page names', () => {
    expect(Object.keys(catalogues.tr).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const [key, text] of Object.entries(catalogues.en)) {
      for (const catalogue of Object.values(catalogues)) expect(catalogue[key].trim(), key).not.toBe('');
      expect(parameters(catalogues.tr[key]), key).toEqual(parameters(text));
    }
    const named = [...new Set([...code.matchAll(/'(book\.[\w.]+)'/g)].map((match) => match[1]))];
    expect(named.filter((key) => !Object.hasOwn(catalogues.en, key))).toEqual([]);
    expect(Object.keys(catalogues.en).filter((key) => !named.includes(key))).toEqual([]);
  });

  it('reads the injected config, keeping the token on this site’s own paths', () => {
    const base = { partner: 'betco', token: 'tok-12345678', lang: 'en', page: 'fcg', apiBase: '/sportsbook/api/' };
    expect(parseBookConfig(base)).toEqual({ ...base, apiBase: '/sportsbook/api' });
    expect(parseBookConfig({ ...base, token: null, lang: 'de', page: 'x' })).toEqual({ ...base, token: null, lang: 'tr', page: 'main', apiBase: '/sportsbook/api' });
    expect(parseBookConfig({ ...base, apiBase: '//evil.test/api' })).toBeNull();
    expect(parseBookConfig({ ...base, partner: 'other' })).toBeNull();
  });

  it('speaks English and opens the featured list on the second product page', async () => {
    const server = fakeBookServer({
      'GET fixtures': () =>
        fixturesAnswer([
          footballFixture({ id: 'f-late', startsAt: '2025-06-02T19:00:00.000Z', home: 'Arsenal', away: 'Chelsea', league: 'Premier League' }),
          footballFixture({ id: 'b-soon', sport: 'basketball', startsAt: '2025-06-01T15:00:00.000Z', home: 'Fenerbahçe Beko', away: 'Olympiacos', league: 'EuroLeague' }),
        ]),
      'GET balance': () => ok({ balanceMinor: 123_450 }),
    });
    renderBook(bookConfig({ lang: 'en', page: 'fcg' }), server);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Fenerbahçe Beko – Olympiacos', 'Arsenal – Chelsea']);
    expect(screen.getByRole('tab', { name: 'Popular' }).getAttribute('aria-selected')).toBe('true');
    expect(server.calls('GET fixtures')[0].query).toEqual({ live: '0', lang: 'en' });
    expect(await screen.findByText('₺1,234.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Arsenal – Chelsea, Maç Sonucu: 1, odds 2.10' }));
    expect(screen.getByLabelText('Stake (₺)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeTruthy();
  });
});
