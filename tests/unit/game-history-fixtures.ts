import type { GameHistoryData, GameHistoryPayload, GameRound, GameRoundDetail } from '../../contracts/casino';

/** One of the demo player's rounds (POST casino/history). */
export const round = (id: number, extra: Partial<GameRound> = {}): GameRound => ({
  id,
  gameName: 'Aviator',
  providerName: 'Kasa Games',
  startedAt: '2026-03-05T10:00:00.000Z',
  stake: 10,
  win: 0,
  net: -10,
  status: 'closed',
  ...extra,
});

/** A round in detail (GET casino/round/{id}). */
export const roundDetail = (id: number, extra: Partial<GameRoundDetail> = {}): GameRoundDetail => ({
  ...round(id),
  transactions: [{ kind: 'bet', amount: 10, at: '2026-03-05T10:00:00.000Z', reference: `bet-${id}`, status: 'applied' }],
  fairness: null,
  ...extra,
});

const cents = (lira: number) => Math.round(lira * 100);

/**
 * What the server answers over `rounds` (newest first): the rounds whose day (UTC here) lies in the range,
 * `take` of them from `skip`, with the totals of every matching round.
 */
export function historyAnswer(rounds: GameRound[], payload: GameHistoryPayload): GameHistoryData {
  const matching = rounds.filter((r) => r.startedAt.slice(0, 10) >= payload.from && r.startedAt.slice(0, 10) <= payload.to);
  const stake = matching.reduce((sum, r) => sum + cents(r.stake), 0);
  const win = matching.reduce((sum, r) => sum + cents(r.win), 0);
  return {
    items: matching.slice(payload.skip, payload.skip + payload.take),
    total: matching.length,
    totals: { stake: stake / 100, win: win / 100, net: (win - stake) / 100 },
  };
}

/** `count` rounds, newest first, one an hour back from 2026-03-05 20:00Z, alternating losses and wins. */
export function demoRounds(count: number): GameRound[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const won = id % 2 === 0;
    const stake = id;
    const win = won ? id * 3 : 0;
    return round(id, {
      gameName: won ? 'Gates of Anatolia' : 'Aviator',
      providerName: won ? 'SoftGamings' : 'Kasa Games',
      startedAt: new Date(Date.UTC(2026, 2, 5, 20) - i * 3_600_000).toISOString(),
      stake,
      win,
      net: win - stake,
    });
  });
}
