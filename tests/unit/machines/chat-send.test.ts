import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ChatMessage, PlayerChat } from '../../../contracts/chat';
import { CHAT_HUB_ANSWER_MS, chatMachine, HubUnavailable } from '../../../machines/chat.machine';

/* The window sends over the hub while it is up and over HTTP otherwise, with the same client id, so a reconnect loses nothing. */
type Send = { clientId: string; body: string };
const stored = (input: Send, id: number): ChatMessage => ({ id, clientId: input.clientId, author: 'player', operatorName: null, body: input.body, createdAt: '2026-11-27T10:00:00.000Z' });
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function openWindow(hub: (input: Send) => Promise<ChatMessage>) {
  const overHub: Send[] = [];
  const overHttp: Send[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    chatMachine.provide({
      actors: {
        loadUnread: fromPromise(async () => 0),
        loadChat: fromPromise(async (): Promise<PlayerChat> => ({ conversationId: null, status: null, messages: [] })),
        sendOverHub: fromPromise<ChatMessage, Send>(({ input }) => {
          overHub.push(input);
          return hub(input);
        }),
        sendMessage: fromPromise<ChatMessage, Send>(async ({ input }) => {
          overHttp.push(input);
          return stored(input, 100 + overHttp.length);
        }),
      },
    }),
    { input: { loggedIn: true }, clock },
  );
  actor.start();
  actor.send({ type: 'chat.open' });
  const bodies = () => actor.getSnapshot().context.messages.map((m) => m.body);
  return { actor, clock, overHub, overHttp, bodies };
}

describe('chat window: hub or HTTP', () => {
  it('sends over the hub while it is up, and never over HTTP', async () => {
    let ids = 0;
    const w = openWindow(async (input) => stored(input, ++ids));
    await settle();
    w.actor.send({ type: 'chat.send', clientId: 'm-1', body: ' Merhaba ' });
    w.actor.send({ type: 'chat.send', clientId: 'm-2', body: 'Orada mısınız?' });
    await settle();
    expect(w.overHub.map((s) => s.clientId)).toEqual(['m-1', 'm-2']);
    expect(w.overHttp).toEqual([]);
    expect(w.bodies()).toEqual(['Merhaba', 'Orada mısınız?']);
    expect(w.actor.getSnapshot().matches({ open: 'idle' })).toBe(true);
  });

  it('sends over HTTP, with the same client id, when the hub is not up', async () => {
    const w = openWindow(() => Promise.reject(new HubUnavailable()));
    await settle();
    w.actor.send({ type: 'chat.send', clientId: 'm-1', body: 'Bağlantı koptu mu?' });
    await settle();
    expect(w.overHttp).toEqual([{ clientId: 'm-1', body: 'Bağlantı koptu mu?' }]);
    expect(w.bodies()).toEqual(['Bağlantı koptu mu?']);
    expect(w.actor.getSnapshot().context.pending).toEqual([]);
  });

  it('a refusal from the hub marks the message with its reason and does not send it again over HTTP', async () => {
    const w = openWindow(() => Promise.reject(new Error('Too many attempts. Please try again in 1 minute.')));
    await settle();
    w.actor.send({ type: 'chat.send', clientId: 'm-1', body: 'Bir daha' });
    await settle();
    expect(w.overHttp).toEqual([]);
    expect(w.actor.getSnapshot().context).toMatchObject({ sendError: 'Too many attempts. Please try again in 1 minute.', pending: [{ clientId: 'm-1', failed: true }] });
  });

  it('a hub send left unanswered goes over HTTP after 10 s with the same client id', async () => {
    const w = openWindow(() => new Promise<ChatMessage>(() => {}));
    await settle();
    w.actor.send({ type: 'chat.send', clientId: 'm-1', body: 'Cevap yok' });
    await settle();
    w.clock.increment(CHAT_HUB_ANSWER_MS - 1);
    await settle();
    expect(w.overHttp).toEqual([]);
    w.clock.increment(1);
    await settle();
    expect(w.overHttp).toEqual([{ clientId: 'm-1', body: 'Cevap yok' }]);
    expect(w.bodies()).toEqual(['Cevap yok']);
  });
});
