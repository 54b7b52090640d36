// @vitest-environment jsdom
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Proof } from '../../contracts/games/api';
import { replayRound } from '../../contracts/games/engines/index';
import { fakeGameServer, frameConfig, okAnswer, renderFrame } from './game-frame-harness';

const serverSeed = 'b7e5a1c0d4f2936e8a7b1c2d3e4f5061728394a5b6c7d8e9f0a1b2c3d4e5f60718';
const clientSeed = 'player-seed';
const nonce = 42;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The first float of a round by the published scheme, computed here with Node's own HMAC (not the frame's code). */
function firstFloat(seed: string, client: string, n: number): number {
  const bytes = createHmac('sha256', seed).update(`${client}:${n}:0`).digest();
  return bytes[0] / 256 + bytes[1] / 256 ** 2 + bytes[2] / 256 ** 3 + bytes[3] / 256 ** 4;
}

const verifyConfig = frameConfig({ session: '', mode: 'verify', round: 'r-77' });

describe('game frame: verify', () => {
  it('recomputes a dice round from its proof in the browser, with the server seed’s hash to compare', async () => {
    const params = { engine: 'dice' as const, target: 4_950, direction: 'under' as const, betMinor: 100 };
    const recorded = await replayRound({ serverSeed, clientSeed, nonce }, params);
    const proof: Proof = { roundId: 'r-77', engine: 'dice', serverSeedHash: sha256(serverSeed), serverSeed, clientSeed, nonce, params, outcome: recorded.outcome };
    const server = fakeGameServer({ 'GET proof': () => okAnswer(proof) });
    renderFrame(verifyConfig, server);

    await waitFor(() => expect((screen.getByLabelText('Sunucu tohumu') as HTMLInputElement).value).toBe(serverSeed));
    expect(server.calls('GET proof')[0].query).toEqual({ id: 'r-77' });
    expect((screen.getByLabelText('Nonce') as HTMLInputElement).value).toBe('42');
    expect((screen.getByLabelText('Oyun') as HTMLSelectElement).value).toBe('dice');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));

    const result = await screen.findByRole('region', { name: 'Yeniden hesaplanan sonuç' });
    expect(within(result).getByText(sha256(serverSeed))).toBeTruthy();
    expect(within(result).getByText('Oyundan önce gösterilen özetle eşleşiyor.')).toBeTruthy();
    const roll = Math.floor(firstFloat(serverSeed, clientSeed, nonce) * 10_000);
    expect(within(result).getByText(`Atış ${(roll / 100).toFixed(2).replace('.', ',')} (çarpan 2,0000×).`)).toBeTruthy();
    expect(within(result).getByText('Bu turun kayıtlı sonucuyla eşleşiyor.')).toBeTruthy();
  });

  it('states the exact computation to check a round with one\'s own code: the HMAC message, the bytes, each game\'s mapping and the reel strips', async () => {
    for (const [locale, title, reel] of [['tr', 'Bir turu kendi kodunuzla doğrulayın', '1. makara şeridi'], ['en', 'Check a round with your own code', 'Reel 1 strip']] as const) {
      const view = renderFrame(frameConfig({ session: '', mode: 'verify', locale }), fakeGameServer({}));
      const how = await screen.findByRole('region', { name: title });
      expect(within(how).getByText(/clientSeed:nonce:cursor/)).toBeTruthy();
      expect(within(how).getByText('number = b[4i]/256 + b[4i+1]/256² + b[4i+2]/256³ + b[4i+3]/256⁴')).toBeTruthy();
      for (const formula of ['floor(number × 32)', 'floor(number × 37)', 'floor(number × 10000)', 'floor(99 / (1 − number))']) {
        if (locale === 'en') expect(within(how).getByText(new RegExp(formula.replace(/[()×/]/g, '\\$&')))).toBeTruthy();
      }
      expect(within(how).getByText(reel)).toBeTruthy();
      expect(within(how).getByText(/^ace, jack, king, wild, ace/)).toBeTruthy();
      view.unmount();
    }
  });

  it('says when the server seed does not hash to the one shown before play', async () => {
    renderFrame(frameConfig({ session: '', mode: 'verify' }), fakeGameServer({}));
    fireEvent.change(screen.getByLabelText('Sunucu tohumu'), { target: { value: serverSeed } });
    fireEvent.change(screen.getByLabelText('Oyundan önce gösterilen sunucu tohumu özeti'), { target: { value: sha256('another seed') } });
    fireEvent.change(screen.getByLabelText('İstemci tohumu'), { target: { value: clientSeed } });
    fireEvent.change(screen.getByLabelText('Nonce'), { target: { value: String(nonce) } });
    fireEvent.change(screen.getByLabelText('Oyun'), { target: { value: 'crash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));

    const result = await screen.findByRole('region', { name: 'Yeniden hesaplanan sonuç' });
    expect(within(result).getByText('Oyundan önce gösterilen özetle eşleşmiyor.')).toBeTruthy();
    const crashAt = Math.min(100_000, Math.max(100, Math.floor(99 / (1 - firstFloat(serverSeed, clientSeed, nonce)))));
    expect(within(result).getByText(`${(crashAt / 100).toFixed(2).replace('.', ',')}× noktasında çöktü.`)).toBeTruthy();
  });

  it('explains that a server seed still in use must be rotated before the round can be verified', async () => {
    const proof: Proof = { roundId: 'r-77', engine: 'slot', serverSeedHash: sha256(serverSeed), serverSeed: null, clientSeed, nonce, params: { engine: 'slot', betPerLineMinor: 10 }, outcome: null };
    renderFrame(verifyConfig, fakeGameServer({ 'GET proof': () => okAnswer(proof) }));
    expect((await screen.findByRole('status')).textContent).toBe('Bu turun sunucu tohumu hâlâ kullanımda. Açıklamak için oyunda tohumu değiştirin, sonra turu doğrulayın.');
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sunucu tohumunu girin.');
  });
});
