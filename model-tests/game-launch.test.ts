import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import type { GameProvider } from '../contracts/enums';
import { uiEn } from '../i18n/en/ui';
import { gameLaunchMachine, type GameLaunchInput } from '../machines/game-launch.machine';
import { gameOf } from '../tests/unit/game-launch-fixtures';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * product §4, §7 (game launch calls chosen by providerName), §8 (launch failure: the message shows; for Amusnet,
 * Egt, Hub88 and SoftGamings the game also closes; Digitain and EveryMatrix only show it; reload shows
 * "Game will be reloaded. Please wait..."), §2 (close: the dialog closes on mobile; the page returns to the lobby).
 */

/** product §8, as a table: does a failed launch close the game? Kasa Games (ours, not in §8) closes like Hub88. */
const CLOSES_ON_FAILURE: Record<GameProvider, boolean> = {
  Amusnet: true,
  'Egt Digital': true,
  Hub88: true,
  SoftGamings: true,
  Digitain: false,
  EveryMatrix: false,
  'Kasa Games': true,
};

/** product §7, as a table: the call and body each provider's launch sends. */
function expectedCall(provider: GameProvider, input: GameLaunchInput) {
  const code = input.game.gameCode;
  const platform = { platform: input.isMobile ? 2 : 1, gameCode: code, language: input.locale, lobbyUrl: input.lobbyUrl };
  const table: Record<GameProvider, { provider: string; body: unknown }> = {
    Digitain: { provider: 'digitain', body: { code } },
    EveryMatrix: { provider: 'everymatrix', body: { code, productId: input.game.productId } },
    Amusnet: { provider: 'amusnet', body: { code, isMobile: input.isMobile } },
    'Egt Digital': { provider: 'egt', body: platform },
    Hub88: { provider: 'hub88', body: platform },
    'Kasa Games': { provider: 'kasa', body: platform },
    SoftGamings: { provider: 'softgamings', body: { system: input.game.system, pageCode: code, isMobile: input.isMobile ? 1 : 0 } },
  };
  return table[provider];
}

const RELOAD_TEXT = 'Game will be reloaded. Please wait...';
const REFUSAL = 'Oyun şu anda kullanılamıyor.';
const URL = '/games/provider/play?s=token';
const HTML = '<!doctype html><html><body><div id="game"></div></body></html>';

const events = ownEvents({
  'xstate.done.actor.launch': [{ type: 'xstate.done.actor.launch', output: URL } as never],
  'xstate.error.actor.launch': [{ type: 'xstate.error.actor.launch', error: new Error(REFUSAL) } as never],
});

/** What the player sees and the server receives: calls, toasts, what the frame shows, how the game left. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    calls: live.requests.filter((r) => r.src === 'launch').map((r) => r.input),
    out: inFlight(live, 'launch').length,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
    // Notices are translated by the app: the player reads the English (or Turkish) text of the key.
    notices: effectsOf(live, 'notify').map((e) => ({ kind: e.params.kind as string, text: uiEn[e.params.key as keyof typeof uiEn] })),
    dialogCloses: live.sentUp.filter((e) => e.type === 'dialog.close'),
    lobbies: effectsOf(live, 'returnToLobby').map((e) => e.params.lobbyUrl as string),
    // What game-play.tsx shows: the frame while playing, the failure notice while failed.
    frame: snapshot.status === 'active' && snapshot.matches({ open: 'playing' }) ? snapshot.context.frame : null,
    failure: snapshot.status === 'active' && snapshot.matches({ open: 'failed' }) ? snapshot.context.error : null,
  };
};
type Observed = ReturnType<typeof observe>;

function specFor(input: GameLaunchInput): FlowSpec<Observed> {
  const provider = input.game.providerName;
  const left = (o: Observed) => o.dialogCloses.length + o.lobbies.length;
  const leftAsExpected = (after: Observed, before: Observed) => {
    if (input.surface === 'dialog') expect(after.dialogCloses).toEqual([...before.dialogCloses, { type: 'dialog.close', name: 'game' }]);
    else expect(after.lobbies).toEqual([...before.lobbies, input.lobbyUrl]);
  };
  const reload: Rule<Observed> = {
    act: send({ type: 'game.refresh' }, 'reload'),
    then: 'launching',
    check: (after, before) => {
      expect(after.notices).toEqual([...before.notices, { kind: 'info', text: RELOAD_TEXT }]);
      expect(after.calls).toHaveLength(before.calls.length + 1);
    },
  };
  const close: Rule<Observed> = { act: send({ type: 'game.close' }, 'close'), then: 'closed', check: leftAsExpected };
  const expectedFrame = provider === 'SoftGamings' ? { kind: 'html', html: HTML } : { kind: 'url', url: URL };
  return {
    observe,
    situation: (o) => (left(o) > 0 ? 'closed' : o.out > 0 ? 'launching' : o.frame ? 'playing' : o.failure !== null ? 'failed' : `unexpected`),
    invariant: (o) => {
      expect(o.out, 'one launch at a time').toBeLessThanOrEqual(1);
      expect(left(o), 'the game leaves once').toBeLessThanOrEqual(1);
      for (const call of o.calls) expect(call).toEqual(expectedCall(provider, input));
      // A game that left shows nothing and asks the server for nothing more.
      if (left(o) > 0) expect(o.frame).toBeNull();
    },
    rules: {
      launching: [
        {
          act: answer('launch', provider === 'SoftGamings' ? HTML : URL),
          then: 'playing',
          check: (after) => expect(after.frame).toEqual(expectedFrame),
        },
        {
          act: fail('launch', new Error(REFUSAL)),
          then: CLOSES_ON_FAILURE[provider] ? 'closed' : 'failed',
          check: (after, before) => {
            expect(after.toasts).toEqual([...before.toasts, { kind: 'error', message: REFUSAL }]);
            if (CLOSES_ON_FAILURE[provider]) leftAsExpected(after, before);
            else expect(after.failure).toBe(REFUSAL);
          },
        },
        reload,
        close,
      ],
      playing: [reload, close],
      failed: [reload, close],
      closed: [],
    },
    optional: CLOSES_ON_FAILURE[provider] ? ['failed'] : [],
  };
}

const providers = Object.keys(CLOSES_ON_FAILURE) as GameProvider[];
const inputOf = (provider: GameProvider, surface: GameLaunchInput['surface']): GameLaunchInput => ({
  game: gameOf(provider),
  isMobile: surface === 'dialog',
  locale: 'tr',
  lobbyUrl: '/casino/live',
  surface,
});

describe('game launch: user-level model', () => {
  const cases = providers.flatMap((provider) => (['dialog', 'page'] as const).map((surface) => [provider, surface] as const));

  it.each(cases)('%s on the %s: every path agrees with product §7 and §8', async (provider, surface) => {
    const input = inputOf(provider, surface);
    const paths = getSimplePaths(withParentSink(gameLaunchMachine), {
      events,
      input,
      serializeState: (s: { value: unknown; status: string }) => `${JSON.stringify(s.value)} ${s.status}`,
    } as never);
    expect(paths.length).toBeGreaterThan(2);
    await checkFlow({ machine: gameLaunchMachine, input }, paths, specFor(input));
  });
});
