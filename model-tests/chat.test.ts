import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { ChatMessage } from '../contracts/chat';
import { CHAT_HUB_ANSWER_MS, chatMachine, HubUnavailable, type ChatContext } from '../machines/chat.machine';
import { ownEvents } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, wait, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The live-chat window (issue 13) against a user-level model written from the issue, not from the machine: Live
 * Chat opens the window; a guest is asked to log in; a player's window reads the conversation, sends one message
 * at a time (a retry keeps its id, so the server never stores it twice), shows a failure with Send again, and
 * shows what the hub pushes once; support's messages that arrive while it is closed are counted on the badge. A
 * message goes over the hub while it is up and over HTTP (the same id) when it is not or does not answer.
 */
const message = (id: number, author: ChatMessage['author'], body: string, clientId: string | null = null): ChatMessage => ({
  id, clientId, author, operatorName: null, body, createdAt: '2026-11-27T10:00:00.000Z',
});
const history = { conversationId: 1, status: 'open' as const, messages: [message(1, 'player', 'Merhaba'), message(2, 'operator', 'Buyurun')] };
const fromSupport = message(90, 'operator', 'Yatırımınız onaylandı.');
const fromOtherTab = message(91, 'player', 'Öbür sekmeden', 'other-tab');

type Snapshot = { context: ChatContext };
const nextId = (snapshot: Snapshot) => `c${snapshot.context.pending.length + snapshot.context.messages.length + 1}`;
const firstUnsent = (snapshot: Snapshot) => snapshot.context.pending.find((p) => !p.failed);

const base = ownEvents({
  'chat.pushed': [{ type: 'chat.pushed', message: fromSupport } as never, { type: 'chat.pushed', message: fromOtherTab } as never],
  'chat.session': [{ type: 'chat.session', loggedIn: false } as never, { type: 'chat.session', loggedIn: true } as never],
  'xstate.done.actor.loadChat': [{ type: 'xstate.done.actor.loadChat', output: history } as never],
  'xstate.error.actor.loadChat': [{ type: 'xstate.error.actor.loadChat', error: new Error('Sunucuya ulaşılamadı.') } as never],
  'xstate.done.actor.loadUnread': [{ type: 'xstate.done.actor.loadUnread', output: 3 } as never],
  'xstate.error.actor.loadUnread': [{ type: 'xstate.error.actor.loadUnread', error: new Error('503') } as never],
  'xstate.error.actor.sendMessage': [{ type: 'xstate.error.actor.sendMessage', error: new Error('Çok fazla istek.') } as never],
  'xstate.error.actor.sendOverHub': [
    { type: 'xstate.error.actor.sendOverHub', error: new Error('Çok fazla istek.') } as never,
    { type: 'xstate.error.actor.sendOverHub', error: new HubUnavailable() } as never,
  ],
});
const SENDS = ['sendOverHub', 'sendMessage'];
// Ids and answers follow what the window holds: a real window makes a new id per message, the server echoes it.
const events = (snapshot: Snapshot) =>
  base(snapshot).flatMap((event: { type: string }) => {
    if (event.type === 'chat.send') {
      return [{ type: 'chat.send', clientId: nextId(snapshot), body: '  Yardım lütfen  ' }, { type: 'chat.send', clientId: nextId(snapshot), body: '   ' }];
    }
    if (event.type === 'chat.resend') return snapshot.context.pending.filter((p) => p.failed).map((p) => ({ type: 'chat.resend', clientId: p.clientId }));
    if (event.type === 'xstate.done.actor.sendMessage' || event.type === 'xstate.done.actor.sendOverHub') {
      const next = firstUnsent(snapshot);
      return next ? [{ type: event.type, output: message(100 + snapshot.context.messages.length, 'player', next.body, next.clientId) }] : [];
    }
    return [event];
  });

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const context = snapshot.context as ChatContext;
  return {
    // What the window shows (the view reads the same): nothing, the login ask, loading, the failure, or the conversation.
    shown: !snapshot.matches('closed'),
    guest: !context.loggedIn,
    asksLogin: snapshot.matches('guest') as boolean,
    failed: snapshot.matches('failed') ? context.error : null,
    conversation: snapshot.matches('open') as boolean,
    bodies: context.messages.map((m) => m.body),
    ids: context.messages.map((m) => m.id),
    pending: context.pending.map((p) => ({ ...p })),
    unread: context.unread,
    sendError: context.sendError,
    loads: live.requests.filter((r) => r.src === 'loadChat').length,
    loading: inFlight(live, 'loadChat').length,
    sendsOut: SENDS.flatMap((src) => inFlight(live, src)).map((r) => r.input as { clientId: string; body: string }),
    sendingOver: inFlight(live, 'sendOverHub').length > 0 ? 'hub' : inFlight(live, 'sendMessage').length > 0 ? 'http' : null,
    sent: live.requests.filter((r) => SENDS.includes(r.src)).map((r) => r.input as { clientId: string; body: string }),
    logins: effectsOf(live, 'openLogin').length,
    counting: inFlight(live, 'loadUnread').length,
    countAsks: live.requests.filter((r) => r.src === 'loadUnread').length,
    marksRead: effectsOf(live, 'markRead').length,
  };
};
type Observed = ReturnType<typeof observe>;

const situation = (o: Observed) =>
  !o.shown ? (o.counting > 0 ? 'closed, counting' : 'closed') : o.asksLogin ? 'asking to log in' : o.loading > 0 ? 'loading' : o.failed ? 'load failed' : o.sendsOut.length > 0 ? 'sending' : 'open';

const act = (event: Record<string, unknown> & { type: string }, label?: string) => send(event, label);
const close = (from: string): Rule<Observed> => ({ act: act({ type: 'chat.close' }), then: 'closed', check: (after) => expect(after.loading, `${from}: nothing left loading`).toBe(0) });
const pushedWhileShown = (from: string, seen = true): Rule<Observed> => ({
  // The same push twice (a second tab's connection, a replay after a reconnect) shows once.
  act: seq(act({ type: 'chat.pushed', message: fromSupport }, 'support answers'), act({ type: 'chat.pushed', message: fromSupport }, 'the same again')),
  then: from,
  check: (after, before) => {
    expect(after.bodies.filter((b) => b === fromSupport.body)).toHaveLength(1);
    expect(after.unread, 'a shown window counts nothing').toBe(0);
    expect(after.pending).toEqual(before.pending);
    if (seen) expect(after.marksRead, 'seen: the server is told').toBeGreaterThan(before.marksRead);
  },
});
const typeAndSend = (from: string): Rule<Observed>[] => [
  {
    act: act({ type: 'chat.send', clientId: 'typed-1', body: '  Param nerede?  ' }, 'send a message'),
    then: 'sending',
    check: (after, before) => {
      expect(after.pending.at(-1)).toEqual({ clientId: 'typed-1', body: 'Param nerede?', failed: false });
      // One at a time: a message typed while another is out waits for it.
      expect(after.sendsOut).toHaveLength(1);
      if (from === 'open') expect(after.sent.at(-1)).toEqual({ clientId: before.pending.find((p) => !p.failed)?.clientId ?? 'typed-1', body: before.pending.find((p) => !p.failed)?.body ?? 'Param nerede?' });
    },
  },
  {
    act: act({ type: 'chat.send', clientId: 'blank', body: ' \n ' }, 'send a blank message'),
    then: from,
    check: (after, before) => {
      expect(after.sent).toEqual(before.sent);
      expect(after.pending).toEqual(before.pending);
    },
  },
];

const spec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => {
    expect(o.sendsOut.length, 'never two sends at once').toBeLessThanOrEqual(1);
    if (o.guest) expect(o.loading + o.counting + o.sendsOut.length, 'nothing of a player\'s is asked for a guest').toBe(0);
    if (o.shown && !o.asksLogin) expect(o.unread, 'the badge clears when the window shows the conversation').toBe(0);
    expect(new Set(o.ids).size, 'each message once').toBe(o.ids.length);
  },
  rules: {
    'closed, counting': [
      {
        act: answer('loadUnread', 3),
        then: 'closed',
        check: (after, before) => expect(after.unread, 'the server\'s count, or more if pushes came meanwhile').toBe(Math.max(3, before.unread)),
      },
      { act: fail('loadUnread'), then: 'closed', check: (after, before) => expect(after.unread).toBe(before.unread) },
      {
        act: act({ type: 'chat.toggle' }, 'Live Chat'),
        then: 'loading',
        check: (after) => expect(after.counting, 'the count is dropped: the window reads everything').toBe(0),
      },
    ],
    closed: [
      {
        act: act({ type: 'chat.toggle' }, 'Live Chat'),
        then: (before) => (before.guest ? 'asking to log in' : 'loading'),
        check: (after, before) => expect(after.loads).toBe(before.loads + (before.guest ? 0 : 1)),
      },
      {
        act: act({ type: 'chat.pushed', message: { ...fromSupport, id: 95 } }, 'support answers while closed'),
        then: 'closed',
        check: (after, before) => expect(after.unread).toBe(before.unread + 1),
      },
      {
        act: act({ type: 'chat.pushed', message: { ...fromOtherTab, id: 96 } }, 'the player writes from another tab'),
        then: 'closed',
        check: (after, before) => expect(after.unread, 'their own message is not unread').toBe(before.unread),
      },
      {
        act: act({ type: 'chat.session', loggedIn: true }, 'another login'),
        then: 'closed, counting',
        check: (after, before) => {
          expect([after.bodies, after.pending, after.unread]).toEqual([[], [], 0]);
          expect(after.countAsks).toBe(before.countAsks + 1);
        },
      },
      {
        act: act({ type: 'chat.session', loggedIn: false }, 'logout'),
        then: 'closed',
        check: (after) => expect([after.bodies, after.pending, after.unread, after.counting]).toEqual([[], [], 0, 0]),
      },
    ],
    'asking to log in': [
      {
        act: act({ type: 'chat.login' }, 'Login'),
        then: 'closed',
        check: (after, before) => {
          expect(after.logins).toBe(before.logins + 1);
          expect([after.loads, after.countAsks]).toEqual([before.loads, before.countAsks]);
        },
      },
      close('asking to log in'),
    ],
    loading: [
      {
        act: answer('loadChat', history),
        then: 'open',
        check: (after) => expect(after.bodies.slice(0, 2)).toEqual(['Merhaba', 'Buyurun']),
      },
      { act: fail('loadChat', new Error('Sunucuya ulaşılamadı.')), then: 'load failed', check: (after) => expect(after.failed).toBe('Sunucuya ulaşılamadı.') },
      close('loading'),
    ],
    'load failed': [
      { act: act({ type: 'chat.retry' }, 'Try again'), then: 'loading', check: (after, before) => expect(after.loads).toBe(before.loads + 1) },
      close('load failed'),
    ],
    open: [
      ...typeAndSend('open'),
      pushedWhileShown('open'),
      close('open'),
      { act: act({ type: 'chat.reconnected' }, 'the hub is back'), then: 'loading', check: (after, before) => expect(after.loads).toBe(before.loads + 1) },
      {
        act: { label: 'Send again on the failed message', run: async (live) => {
          const failed = (live.actor.getSnapshot().context as ChatContext).pending.find((p) => p.failed);
          if (failed) live.actor.send({ type: 'chat.resend', clientId: failed.clientId });
          for (let i = 0; i < 10; i += 1) await Promise.resolve();
        } },
        then: (before) => (before.pending.some((p) => p.failed) ? 'sending' : 'open'),
        check: (after, before) => {
          const failed = before.pending.find((p) => p.failed);
          if (failed) expect(after.sent.at(-1), 'the same id and text: the server answers the first one').toEqual({ clientId: failed.clientId, body: failed.body });
        },
      },
    ],
    sending: [
      ...typeAndSend('sending'),
      pushedWhileShown('sending'),
      {
        act: {
          label: 'the server stores it',
          run: async (live) => {
            const [request] = SENDS.flatMap((src) => inFlight(live, src));
            const out = request.input as { clientId: string; body: string };
            await answer(request.src, message(500 + live.requests.length, 'player', out.body, out.clientId)).run(live);
          },
        },
        then: (before) => (before.pending.filter((p) => !p.failed).length > 1 ? 'sending' : 'open'),
        check: (after, before) => {
          const confirmed = before.sendsOut[0];
          expect(after.bodies.at(-1)).toBe(confirmed.body);
          expect(after.pending.map((p) => p.clientId)).not.toContain(confirmed.clientId);
        },
      },
      {
        act: { label: 'the server refuses it', run: async (live) => fail(SENDS.flatMap((src) => inFlight(live, src))[0].src, new Error('Çok fazla istek.')).run(live) },
        then: 'open',
        check: (after, before) => {
          expect(after.sendError).toBe('Çok fazla istek.');
          expect(after.pending.map((p) => p.clientId), 'kept, marked, to send again').toEqual(before.pending.map((p) => p.clientId));
          expect(after.pending.every((p) => p.failed)).toBe(true);
        },
      },
      {
        act: { label: 'the hub is down', run: async (live) => {
          if (inFlight(live, 'sendOverHub').length > 0) await fail('sendOverHub', new HubUnavailable()).run(live);
        } },
        then: 'sending',
        check: (after, before) => {
          expect(after.sendsOut, 'the same message, the same id').toEqual(before.sendsOut);
          expect(after.sendingOver).toBe('http');
        },
      },
      {
        act: wait(CHAT_HUB_ANSWER_MS),
        then: 'sending',
        check: (after, before) => {
          expect(after.sendsOut, 'an unanswered hub send goes over HTTP, the same id').toEqual(before.sendsOut);
          expect(after.sendingOver).toBe('http');
        },
      },
      close('sending'),
    ],
  },
};

const serializeState = (snapshot: Snapshot & { value: unknown }) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.loggedIn,
    Math.min(snapshot.context.pending.length, 2),
    snapshot.context.pending.some((p) => p.failed),
    Math.min(snapshot.context.unread, 1),
    snapshot.context.messages.length > 0,
  ]);

describe('chat window: user-level model', () => {
  for (const loggedIn of [false, true]) {
    it(`every path from ${loggedIn ? 'a logged-in player' : 'a guest'} agrees with the model`, async () => {
      const paths = getShortestPaths(chatMachine, { events: events as never, input: { loggedIn }, serializeState: serializeState as never });
      await checkFlow({ machine: chatMachine, input: { loggedIn } }, paths, spec);
    });
  }
});
