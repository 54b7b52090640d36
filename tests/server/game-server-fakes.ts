import Fastify from 'fastify';
import type { EngineId } from '../../contracts/games/engine.js';
import { openGameSession, registerGameServer, type GameServerTuning } from '../../server/games/game-server/index.js';
import type { BetCall, GsSession, RollbackCall, WalletAnswer, WalletPort, WinCall } from '../../server/games/game-server/wallet-port.js';
import { sharedValues, type ProviderEnv } from '../../server/modules/casino/providers/env.js';
import { freshDb, testConfig } from './helpers.js';
import { testClock } from './identity-helpers.js';

type Kind = 'balance' | 'bet' | 'win' | 'rollback';
export type WalletCall = { kind: 'balance' } | { kind: 'bet'; call: BetCall } | { kind: 'win'; call: WinCall } | { kind: 'rollback'; call: RollbackCall };

/**
 * An operator's wallet as a game server sees it: a balance, bets applied once per transaction id, wins only against a
 * taken bet, rollbacks that refund a taken bet. `script` queues answers given instead (before anything is applied).
 */
export class FakeWallet implements WalletPort {
  calls: WalletCall[] = [];
  script: Partial<Record<Kind, WalletAnswer[]>> = {};
  private bets = new Map<string, number>();
  private wins = new Set<string>();
  private rolledBack = new Set<string>();

  constructor(public balanceMinor = 100_000) {}

  /** A fresh start for the next test: this balance, no calls, nothing scripted. */
  reset(balanceMinor = 100_000): void {
    this.balanceMinor = balanceMinor;
    this.calls = [];
    this.script = {};
  }

  private scripted(kind: Kind): WalletAnswer | undefined {
    return this.script[kind]?.shift();
  }

  private ok = (): WalletAnswer => ({ ok: true, balanceMinor: this.balanceMinor });

  async balance(_session: GsSession): Promise<WalletAnswer> {
    this.calls.push({ kind: 'balance' });
    return this.scripted('balance') ?? this.ok();
  }

  async bet(_session: GsSession, call: BetCall): Promise<WalletAnswer> {
    this.calls.push({ kind: 'bet', call });
    const scripted = this.scripted('bet');
    if (scripted) return scripted;
    if (this.bets.has(call.transactionId)) return this.ok();
    if (this.rolledBack.has(call.transactionId)) return { ok: false, error: 'rejected', balanceMinor: this.balanceMinor };
    if (call.amountMinor > this.balanceMinor) return { ok: false, error: 'insufficient_funds', balanceMinor: this.balanceMinor };
    this.balanceMinor -= call.amountMinor;
    this.bets.set(call.transactionId, call.amountMinor);
    return this.ok();
  }

  async win(_session: GsSession, call: WinCall): Promise<WalletAnswer> {
    this.calls.push({ kind: 'win', call });
    const scripted = this.scripted('win');
    if (scripted) return scripted;
    if (!this.bets.has(call.betTransactionId) || this.rolledBack.has(call.betTransactionId)) return { ok: false, error: 'rejected' };
    if (!this.wins.has(call.transactionId)) {
      this.wins.add(call.transactionId);
      this.balanceMinor += call.amountMinor;
    }
    return this.ok();
  }

  async rollback(_session: GsSession, call: RollbackCall): Promise<WalletAnswer> {
    this.calls.push({ kind: 'rollback', call });
    const scripted = this.scripted('rollback');
    if (scripted) return scripted;
    if (!this.rolledBack.has(call.betTransactionId)) {
      this.rolledBack.add(call.betTransactionId);
      this.balanceMinor += this.bets.get(call.betTransactionId) ?? 0;
    }
    return this.ok();
  }

  of<K extends Kind>(kind: K) {
    return this.calls.filter((c): c is Extract<WalletCall, { kind: K }> => c.kind === kind);
  }
}

export const unavailable: WalletAnswer = { ok: false, error: 'unavailable' };

/** One game server (provider 'kasa', so the Kasa Games catalogue) over a fresh database, with a fake wallet and clock. */
export async function gameServerHarness(dialect: 'sqlite' | 'postgres', tuning: Partial<GameServerTuning> = {}) {
  const db = await freshDb(dialect);
  const clock = testClock(new Date('2025-03-01T12:00:00.000Z'));
  const wallet = new FakeWallet();
  const app = Fastify();
  const env: ProviderEnv = {
    config: testConfig(),
    db,
    now: clock.now,
    log: app.log,
    http: async () => {
      throw new Error('the game server under test calls only its WalletPort');
    },
    shared: sharedValues(),
  };
  await registerGameServer(app, { provider: 'kasa', wallet, env, tuning: { retryDelaysMs: [1, 1], sweepIntervalMs: 3_600_000, sweepGraceMs: 60_000, ...tuning } });
  await app.ready();

  const gameCode = async (engine: EngineId) =>
    (
      await db.kysely
        .selectFrom('games')
        .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
        .select('games.game_code')
        .where('game_providers.name', '=', 'Kasa Games')
        .where('games.engine', '=', engine)
        .orderBy('games.id')
        .executeTakeFirstOrThrow()
    ).game_code;

  let players = 0;
  /** A game session of a new player (each has their own seeds) for the Kasa game that plays `engine`. */
  const open = async (engine: EngineId, locale: 'tr' | 'en' = 'tr', playerRef = `player-${++players}`) =>
    (await openGameSession(env, { provider: 'kasa', operatorToken: `token-${playerRef}`, playerRef, gameCode: await gameCode(engine), currency: 'TRY', locale })).publicId;

  const api = {
    session: (s: string) => app.inject({ method: 'GET', url: `/games/kasa/api/session?s=${s}` }),
    play: (s: string, params: object) => app.inject({ method: 'POST', url: '/games/kasa/api/play', payload: { s, params } }),
    cashout: (s: string, roundId: string) => app.inject({ method: 'POST', url: '/games/kasa/api/cashout', payload: { s, roundId } }),
    round: (s: string, id: string) => app.inject({ method: 'GET', url: `/games/kasa/api/round?s=${s}&id=${id}` }),
    seed: (s: string, clientSeed: string) => app.inject({ method: 'POST', url: '/games/kasa/api/seed', payload: { s, clientSeed } }),
    proof: (id: string) => app.inject({ method: 'GET', url: `/games/kasa/api/proof?id=${id}` }),
  };

  const roundRow = (publicId: string) => db.kysely.selectFrom('gs_rounds').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();

  return {
    app,
    db,
    env,
    clock,
    wallet,
    open,
    api,
    roundRow,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
export type GameServerHarness = Awaited<ReturnType<typeof gameServerHarness>>;
