// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GameHistoryPayload, GameRound } from '../../contracts/casino';
import { authData } from '../unit/machines/shell-harness';
import { demoRounds, historyAnswer, roundDetail } from '../unit/game-history-fixtures';
import { fail, ok, type Routes } from './fake-network';
import { renderApp, settle } from './app-harness';
// Loaded up front, so the lazy account area resolves within a test's waiting time.
import '../../src/features/account/account-page';

const wait = { timeout: 10_000 };

/** The demo player's 45 rounds (newest first) and a Kasa round with its proof on top. */
const rounds: GameRound[] = demoRounds(45);
rounds[0] = { ...rounds[0], id: 100, gameName: 'Aviator', providerName: 'Kasa Games', stake: 1234.5, win: 2500, net: 1265.5 };
const kasaDetail = roundDetail(100, {
  ...rounds[0],
  transactions: [
    { kind: 'bet', amount: 1234.5, at: rounds[0].startedAt, reference: 'kasa-bet-100', status: 'applied' },
    { kind: 'win', amount: 2500, at: rounds[0].startedAt, reference: 'kasa-win-100', status: 'applied' },
  ],
  fairness: { serverSeedHash: 'f'.repeat(64), clientSeed: 'benim-tohumum', nonce: 12, verifyUrl: '/games/kasa/verify?round=r100' },
});

function historyServer(all: GameRound[] = rounds): Routes {
  return {
    'POST casino/history': ({ body }) => ok(historyAnswer(all, body as GameHistoryPayload)),
    'GET casino/round/100': () => ok(kasaDetail),
    [`GET casino/round/${rounds[1].id}`]: () => ok(roundDetail(rounds[1].id, { ...rounds[1], fairness: null })),
  };
}

const history = (options: { locale?: 'tr' | 'en'; server?: Routes } = {}) =>
  renderApp({ path: '/dashboard/game-history', authData: authData(), locale: options.locale, server: options.server ?? historyServer() });

const rows = () => within(screen.getByRole('table', { name: /Oyun turları|Rounds/ })).getAllByRole('row').slice(1);
const totals = (name: string) => within(screen.getByRole('region', { name }));
const bodies = (network: ReturnType<typeof history>['network']) => network.calls('POST casino/history').map((r) => r.body as GameHistoryPayload);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 5, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('game history page', () => {
  it('shows the last seven days: totals of the period, rounds with localized amounts and status (tr)', async () => {
    const { network } = history();
    await screen.findByRole('table', { name: 'Oyun turları' }, wait);
    const [first] = bodies(network);
    expect(first).toMatchObject({ from: '2026-02-27', to: '2026-03-05', skip: 0, take: 20 });
    expect(first.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect((screen.getByLabelText('Başlangıç') as HTMLInputElement).value).toBe('2026-02-27');
    expect((screen.getByLabelText('Bitiş') as HTMLInputElement).value).toBe('2026-03-05');
    expect(rows()).toHaveLength(20);
    const top = within(rows()[0]);
    expect(top.getByText('Aviator')).toBeTruthy();
    expect(top.getByText('Kasa Games')).toBeTruthy();
    expect(top.getByText('₺1.234,50')).toBeTruthy();
    expect(top.getByText('₺2.500,00')).toBeTruthy();
    expect(top.getByText('₺1.265,50')).toBeTruthy();
    expect(top.getByText('Sonuçlandı')).toBeTruthy();
    expect(rows()[0].querySelector('time')!.getAttribute('datetime')).toBe(rounds[0].startedAt);
    const expected = historyAnswer(rounds, first).totals;
    const sums = totals('Bu günlerin toplamları');
    expect(sums.getByText('Toplam bahis').nextSibling!.textContent).toBe(new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(expected.stake));
    expect(sums.getByText('Net').nextSibling!.textContent).toBe(new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(expected.net));
    expect(screen.getByText('Sayfa 1 / 3')).toBeTruthy();
  });

  it('speaks English when the player chose it', async () => {
    history({ locale: 'en' });
    await screen.findByRole('table', { name: 'Rounds' }, wait);
    const top = within(rows()[0]);
    expect(top.getByText('₺1,234.50')).toBeTruthy();
    expect(top.getByText('Settled')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Provider' })).toBeTruthy();
    expect(totals('Totals for these days').getByText('Wins')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('pages within bounds, and a new range starts again at page 1; a backwards range asks nothing', async () => {
    const { network } = history();
    await screen.findByRole('table', {}, wait);
    const paging = within(screen.getByRole('navigation', { name: 'Sayfalar' }));
    expect(paging.getByRole('button', { name: 'Önceki' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(paging.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Sayfa 2 / 3', {}, wait)).toBeTruthy();
    fireEvent.click(paging.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Sayfa 3 / 3', {}, wait)).toBeTruthy();
    expect(rows()).toHaveLength(5);
    expect(paging.getByRole('button', { name: 'Sonraki' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-03-05' } });
    const oneDay = historyAnswer(rounds, { from: '2026-03-05', to: '2026-03-05', skip: 0, take: 20 }).total;
    expect(await screen.findByText(`Sayfa 1 / ${Math.ceil(oneDay / 20)}`, {}, wait)).toBeTruthy();
    expect(paging.getByRole('button', { name: 'Önceki' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-03-01' } });
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('Başlangıç ve bitiş tarihlerini seçin.');
    await settle();
    expect(bodies(network).map((b) => [b.from, b.to, b.skip])).toEqual([
      ['2026-02-27', '2026-03-05', 0],
      ['2026-02-27', '2026-03-05', 20],
      ['2026-02-27', '2026-03-05', 40],
      ['2026-03-05', '2026-03-05', 0],
    ]);
  });

  it('says when the days hold no round, and shows a failure with Try again', async () => {
    let down = true;
    history({
      server: {
        'POST casino/history': ({ body }) => (down ? fail(503, 'Sunucuya ulaşılamadı.') : ok(historyAnswer([], body as GameHistoryPayload))),
      },
    });
    expect((await screen.findByRole('alert', {}, wait)).textContent).toContain('Sunucuya ulaşılamadı.');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Bu günlerde oyun turu yok.', {}, wait)).toBeTruthy();
    expect(totals('Bu günlerin toplamları').getByText('Net').nextSibling!.textContent).toBe('₺0,00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a round of our own games with its transactions and the proof, Verify in a new tab; Escape closes it', async () => {
    history();
    await screen.findByRole('table', {}, wait);
    const opener = within(rows()[0]).getByRole('button', { name: /^Aviator, .* ayrıntıları$/ });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Aviator' }, wait);
    const inDialog = within(dialog);
    await inDialog.findByRole('table', { name: 'İşlemler' }, wait);
    const txRows = within(inDialog.getByRole('table', { name: 'İşlemler' })).getAllByRole('row').slice(1);
    expect(txRows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Bahis', '₺1.234,50', expect.any(String), 'kasa-bet-100', 'Uygulandı'],
      ['Kazanç', '₺2.500,00', expect.any(String), 'kasa-win-100', 'Uygulandı'],
    ]);
    const proof = within(inDialog.getByRole('region', { name: 'Kanıtlanabilir adillik' }));
    expect(proof.getByText('f'.repeat(64))).toBeTruthy();
    expect(proof.getByText('benim-tohumum')).toBeTruthy();
    expect(proof.getByText('12')).toBeTruthy();
    const verify = proof.getByRole('link', { name: 'Doğrula (yeni sekmede açılır)' });
    expect(verify.getAttribute('href')).toBe('/games/kasa/verify?round=r100');
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(verify.getAttribute('rel')).toContain('noopener');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
    expect(document.activeElement).toBe(opener);
  });

  it('shows a provider’s round without a proof', async () => {
    history({ locale: 'en' });
    await screen.findByRole('table', {}, wait);
    fireEvent.click(within(rows()[1]).getByRole('button', { name: /^Details of / }));
    const dialog = await screen.findByRole('dialog', { name: rounds[1].gameName }, wait);
    await within(dialog).findByRole('table', { name: 'Transactions' }, wait);
    expect(within(dialog).queryByRole('region', { name: 'Provably fair' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Verify/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), wait);
  });
});
