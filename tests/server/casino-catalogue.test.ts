import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameBalance } from '../../server/modules/casino/wallet/service.js';
import { credit } from '../../server/modules/wallet/service.js';
import { bearer, identityApp, register, type IdentityHarness } from './identity-helpers.js';

/**
 * Every game of the demo catalogue launches through its provider's call (product §7) and plays one round on the
 * provider's local stand-in, with the money moved through that provider's wallet callbacks: the player's balance
 * changes by exactly what the game server reports, and the round is stored for Game History.
 */
interface Game {
  code: string;
  name: string;
  provider: string;
  system: string;
  productId: number;
  engine: 'slot' | 'roulette' | 'dice' | 'crash';
}

const launchOf = (g: Game): [string, object] => {
  const byCode = { platform: 1, gameCode: g.code, language: 'tr', lobbyUrl: '/casino/slot' };
  switch (g.provider) {
    case 'Hub88': return ['hub88launchurl', byCode];
    case 'Egt Digital': return ['egtlaunchurl', byCode];
    case 'Kasa Games': return ['kasalaunchurl', byCode];
    case 'SoftGamings': return ['softgamingslaunchurl', { system: g.system, pageCode: g.code, isMobile: 0 }];
    case 'Amusnet': return ['amusnetlaunchurl', { code: g.code, isMobile: false }];
    case 'EveryMatrix': return ['emlaunchurl', { code: g.code, productId: g.productId }];
    case 'Digitain': return ['dtlaunchurl', { code: g.code }];
    default: throw new Error(`no launch call for ${g.provider}`);
  }
};

const paramsOf = (engine: Game['engine']) =>
  ({
    slot: { engine: 'slot', betPerLineMinor: 10 },
    roulette: { engine: 'roulette', bets: [{ kind: 'red', amountMinor: 100 }] },
    dice: { engine: 'dice', betMinor: 100, target: 5000, direction: 'under' },
    // Cashing out at 1.01× wins unless the round crashes at once (1 in 100): either way it settles at once.
    crash: { engine: 'crash', betMinor: 100, autoCashout: 101 },
  })[engine];

describe('the demo catalogue on SQLite', () => {
  let h: IdentityHarness;
  let player: { id: number; token: string };
  let games: Game[];

  beforeAll(async () => {
    h = await identityApp('sqlite');
    const registered = await register(h.app, { trialBonus: false });
    const id = (await h.db.kysely.selectFrom('players').select('id').where('username', '=', registered.username).executeTakeFirstOrThrow()).id;
    await credit(h.db.kysely, { playerId: id, kind: 'cash', amountMinor: 1_000_000, entryKind: 'deposit', reference: 'test', idempotencyKey: `catalogue-${id}` });
    player = { id, token: registered.token };
    games = (await h.db.kysely
      .selectFrom('games')
      .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
      .select(['games.game_code as code', 'games.name', 'game_providers.name as provider', 'games.system', 'games.product_id as productId', 'games.engine'])
      .where('games.enabled', '=', 1)
      .orderBy('games.id')
      .execute()) as Game[];
  });
  afterAll(() => h.close());

  it('every game launches and plays a round through its provider', async () => {
    expect(games.length).toBeGreaterThan(100);
    expect(new Set(games.map((g) => g.provider))).toEqual(new Set(['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'EveryMatrix', 'Digitain', 'Kasa Games']));
    const failures: string[] = [];
    for (const game of games) {
      const [call, body] = launchOf(game);
      const launched = await h.app.inject({ method: 'POST', url: `/api/casino/${call}`, headers: bearer(player.token), payload: body });
      const data = launched.json().data as string;
      const match = /\/games\/(\w+)\/play\?s=([\w-]+)/.exec(data ?? '');
      if (launched.statusCode !== 200 || !match) {
        failures.push(`${game.provider} ${game.name}: launch ${launched.statusCode} ${launched.body.slice(0, 120)}`);
        continue;
      }
      const [, key, s] = match;
      const before = (await gameBalance(h.db.kysely, player.id)).totalMinor;
      const played = await h.app.inject({ method: 'POST', url: `/games/${key}/api/play`, payload: { s, params: paramsOf(game.engine) } });
      let round = played.json() as { roundId: string; status: string; betMinor: number; winMinor: number; balanceMinor: number };
      // A crash round flies until its auto cash-out (1.01× is 166 ms up the curve) or its crash;
      // The app's clock is the test's: move it past that point.
      if (round.status === 'open') {
        h.clock.advance(1_000);
        round = (await h.app.inject({ method: 'GET', url: `/games/${key}/api/round?s=${s}&id=${round.roundId}` })).json();
      }
      const after = (await gameBalance(h.db.kysely, player.id)).totalMinor;
      if (played.statusCode !== 200 || round.status !== 'settled') failures.push(`${game.provider} ${game.name}: play ${played.statusCode} ${played.body.slice(0, 120)}`);
      else if (after !== before - round.betMinor + round.winMinor || round.balanceMinor !== after) failures.push(`${game.provider} ${game.name}: money ${before} → ${after}, round ${JSON.stringify(round)}`);
    }
    expect(failures).toEqual([]);
    const stored = await h.db.kysely.selectFrom('game_rounds').select(['provider', 'status']).where('player_id', '=', player.id).execute();
    expect(stored).toHaveLength(games.length);
    expect(stored.every((r) => r.status === 'closed')).toBe(true);
  }, 120_000);
});
