import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msToReach } from '../../contracts/games/engines/index.js';
import { dialects } from './helpers.js';
import { gameServerHarness, type GameServerHarness } from './game-server-fakes.js';

const BET = 1_000;
const crashParams = (autoCashout: number | null = null) => ({ engine: 'crash', autoCashout, betMinor: BET });

describe.each(dialects)('crash rounds of the game server on %s', (dialect) => {
  let h: GameServerHarness;
  beforeAll(async () => {
    h = await gameServerHarness(dialect);
  });
  afterAll(() => h.close());
  beforeEach(() => h.wallet.reset(1_000_000));

  /** The hidden crash point, read where the server keeps it (the frame never sees it while the round runs). */
  const crashPointOf = async (roundId: string) => JSON.parse((await h.roundRow(roundId)).outcome).crashAt as number;

  /** Starts rounds until one's crash point reaches `atLeast` (the others are left to crash and settle). */
  async function roundReaching(s: string, atLeast: number) {
    for (let i = 0; i < 60; i++) {
      const round = (await h.api.play(s, crashParams())).json();
      const crashAt = await crashPointOf(round.roundId);
      if (crashAt >= atLeast) return { round, crashAt };
      h.clock.advance(msToReach(crashAt));
      expect((await h.api.round(s, round.roundId)).json().status).toBe('settled');
    }
    throw new Error(`no crash point of ${atLeast} in 60 rounds`);
  }

  it('keeps a running round open with its crash point hidden, and pays a cash-out made before the crash', async () => {
    const s = await h.open('crash');
    const { round, crashAt } = await roundReaching(s, 200);
    expect(round).toMatchObject({ status: 'open', outcome: null, betMinor: BET, winMinor: 0 });
    expect((await h.api.session(s)).json().openRoundId).toBe(round.roundId);
    h.clock.advance(msToReach(150));
    const running = (await h.api.round(s, round.roundId)).json();
    expect(running).toMatchObject({ status: 'open', outcome: null });
    const balanceBefore = h.wallet.balanceMinor;
    const cashed = (await h.api.cashout(s, round.roundId)).json();
    expect(cashed).toMatchObject({ status: 'settled', winMinor: 1_500, outcome: { engine: 'crash', crashAt, cashedOutAt: 150 } });
    expect(h.wallet.balanceMinor).toBe(balanceBefore + 1_500);
    expect(cashed.balanceMinor).toBe(h.wallet.balanceMinor);
    expect(h.wallet.of('win').at(-1)!.call).toMatchObject({ roundId: round.roundId, amountMinor: 1_500 });
    // A second cash-out changes nothing.
    expect((await h.api.cashout(s, round.roundId)).json()).toMatchObject({ status: 'settled', winMinor: 1_500 });
    expect(h.wallet.balanceMinor).toBe(balanceBefore + 1_500);
  });

  it('a cash-out that comes at or after the crash loses, and the round then shows its crash point', async () => {
    const s = await h.open('crash');
    const round = (await h.api.play(s, crashParams())).json();
    const crashAt = await crashPointOf(round.roundId);
    h.clock.advance(msToReach(crashAt));
    const balanceBefore = h.wallet.balanceMinor;
    const late = (await h.api.cashout(s, round.roundId)).json();
    expect(late).toMatchObject({ status: 'settled', winMinor: 0, outcome: { engine: 'crash', crashAt, cashedOutAt: null } });
    expect(h.wallet.of('win').at(-1)!.call).toMatchObject({ roundId: round.roundId, amountMinor: 0 });
    expect(h.wallet.balanceMinor).toBe(balanceBefore);
    expect((await h.api.session(s)).json().openRoundId).toBeNull();
  });

  /** Starts auto cash-out rounds until one's crash point lies beyond the target (others settle on their own). */
  async function autoRoundBeyond(s: string, target: number) {
    for (let i = 0; i < 60; i++) {
      const round = (await h.api.play(s, crashParams(target))).json();
      const crashAt = await crashPointOf(round.roundId);
      if (crashAt > target) return round;
      h.clock.advance(msToReach(crashAt));
      expect((await h.api.round(s, round.roundId)).json()).toMatchObject({ status: 'settled', winMinor: 0 });
    }
    throw new Error('no crash point beyond the target in 60 rounds');
  }

  it('settles an auto cash-out at its target once the curve passes it, with nobody asking to cash out', async () => {
    const s = await h.open('crash');
    const round = await autoRoundBeyond(s, 200);
    h.clock.advance(msToReach(200) - 1);
    expect((await h.api.round(s, round.roundId)).json()).toMatchObject({ status: 'open', outcome: null });
    const balanceBefore = h.wallet.balanceMinor;
    h.clock.advance(1);
    const settled = (await h.api.round(s, round.roundId)).json();
    expect(settled).toMatchObject({ status: 'settled', winMinor: 2_000, outcome: { cashedOutAt: 200 } });
    expect(h.wallet.balanceMinor).toBe(balanceBefore + 2_000);
  });

  it('starts no second round in a session while one is running', async () => {
    const s = await h.open('crash');
    const { round } = await roundReaching(s, 150);
    const second = await h.api.play(s, crashParams());
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toContain('devam eden');
    h.clock.advance(msToReach(110));
    expect((await h.api.cashout(s, round.roundId)).json().status).toBe('settled');
    expect((await h.api.play(s, crashParams())).statusCode).toBe(200);
  });

  it('starts one round, not two, when a session sends several plays at once (each takes a bet)', async () => {
    const s = await h.open('crash');
    const balanceBefore = h.wallet.balanceMinor;
    const answers = await Promise.all(Array.from({ length: 6 }, () => h.api.play(s, crashParams())));
    const started = answers.filter((a) => a.statusCode === 200);
    expect(started).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().message.includes('devam eden'))).toBe(true);
    // One stake left the wallet, for the one round the player can see and cash out.
    expect(h.wallet.balanceMinor).toBe(balanceBefore - BET);
    expect((await h.api.session(s)).json().openRoundId).toBe(started[0]!.json().roundId);
  });

  it('refuses to reveal the seed while a crash round runs', async () => {
    const s = await h.open('crash');
    const { round } = await roundReaching(s, 150);
    const res = await h.api.seed(s, 'new');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid');
    expect((await h.api.proof(round.roundId)).json()).toMatchObject({ serverSeed: null, outcome: null });
  });

  it('never reveals the seed of a round in the air: /seed raced against /play and /cashout 200 times', async () => {
    const s = await h.open('crash');
    const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    /** Rounds of this session still in the air, with whether their pair has been revealed. */
    const inTheAir = async () =>
      h.db.kysely
        .selectFrom('gs_rounds')
        .innerJoin('gs_seeds', 'gs_seeds.id', 'gs_rounds.seed_id')
        .select(['gs_rounds.public_id as roundId', 'gs_rounds.outcome', 'gs_seeds.revealed_at as revealedAt'])
        .where('gs_rounds.engine', '=', 'crash')
        .where('gs_rounds.status', '=', 'open')
        .execute()
        .then((rows) => rows.filter((r) => !Object.hasOwn(JSON.parse(r.outcome), 'cashedOutAt')));
    let rotations = 0;
    let refused = 0;
    let roundsPlayed = 0;
    let previous: string | null = null;
    for (let i = 0; i < 200; i++) {
      const [seed, play] = await Promise.all([
        pause().then(() => h.api.seed(s, `client-${i}`)),
        pause().then(() => h.api.play(s, crashParams())),
        previous && i % 3 === 0 ? pause().then(() => h.api.cashout(s, previous!)) : null,
      ]);
      if (seed.statusCode === 200) rotations++;
      else refused++;
      const leaks = (await inTheAir()).filter((r) => r.revealedAt !== null);
      expect(leaks, `iteration ${i}`).toEqual([]);
      if (play.statusCode === 200) {
        roundsPlayed++;
        previous = play.json().roundId as string;
      }
      // Now and then the round is left running into the next race; otherwise it ends at 1.00×.
      if (i % 3 === 2) for (const open of await inTheAir()) await h.api.cashout(s, open.roundId);
    }
    // Both sides won races: the test raced something.
    expect(rotations).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(roundsPlayed).toBeGreaterThan(0);
  }, 120_000);
});
