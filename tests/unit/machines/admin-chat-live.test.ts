import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import type { ChatConversationDetail, ChatConversationItem, ChatInboxPush } from '../../../contracts/admin-chat';
import type { ChatMessage } from '../../../contracts/chat';
import { ADMIN_CHAT_LIVE_POLL_MS, ADMIN_CHAT_POLL_MS, ADMIN_CHAT_RECONNECT_MS, adminChatMachine } from '../../../machines/admin-chat.machine';

/* The operator's Live chat screen: pushes from the operators' hub update it at once; it polls only slowly while live. */
const item = (id: number): ChatConversationItem => ({
  id, playerId: 7, username: 'ayse', status: 'open', assignedTo: null, unreadByOperator: 1, lastMessageAt: null, lastMessage: 'Merhaba', createdAt: '2026-11-27T10:00:00.000Z',
});
const message = (id: number, body: string): ChatMessage => ({ id, clientId: `c${id}`, author: 'player', operatorName: null, body, createdAt: '2026-11-27T10:00:00.000Z' });
const detail = (id: number, messages: ChatMessage[]) => ({ conversation: item(id), messages }) as unknown as ChatConversationDetail;
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function screen() {
  const clock = new SimulatedClock();
  const calls = { inbox: 0, conversation: 0, hubs: 0 };
  let hub: ((event: AnyEventObject) => void) | null = null;
  const actor = createActor(
    adminChatMachine.provide({
      actors: {
        loadInbox: fromPromise(async () => {
          calls.inbox += 1;
          return [item(1)];
        }),
        loadConversation: fromPromise(async ({ input }: { input: { id: number } }) => {
          calls.conversation += 1;
          return detail(input.id, [message(10, 'Merhaba')]);
        }),
        operatorHub: fromCallback(({ sendBack }) => {
          calls.hubs += 1;
          hub = sendBack;
          return () => {
            hub = null;
          };
        }),
      },
    }),
    { clock },
  );
  actor.start();
  const tell = async (event: AnyEventObject) => {
    hub!(event);
    await settle();
  };
  const tellNow = (event: AnyEventObject) => hub!(event);
  const wait = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, calls, tell, tellNow, wait };
}

const pushed = (conversationId: number, m: ChatMessage | null, status: 'open' | 'closed' = 'open'): AnyEventObject => ({
  type: 'chat.inboxPushed', push: { conversationId, playerId: 7, status, message: m } satisfies ChatInboxPush,
});

describe('admin live chat over the hub', () => {
  it('while live, a push reads the inbox at once, and the 3 s poll is off', async () => {
    const s = screen();
    await settle();
    await s.tell({ type: 'chat.hubOpened' });
    expect(s.actor.getSnapshot().matches({ live: { open: 'connected' } })).toBe(true);
    const afterOpen = s.calls.inbox;
    await s.wait(ADMIN_CHAT_POLL_MS * 3);
    expect(s.calls.inbox, 'no 3 s poll while live').toBe(afterOpen);
    await s.tell(pushed(1, message(11, 'Yeni mesaj')));
    expect(s.calls.inbox).toBe(afterOpen + 1);
    await s.wait(ADMIN_CHAT_LIVE_POLL_MS);
    expect(s.calls.inbox, 'the slow read still runs').toBe(afterOpen + 2);
  });

  it('a push for the conversation on screen shows its message at once and reads it again', async () => {
    const s = screen();
    await settle();
    await s.tell({ type: 'chat.hubOpened' });
    s.actor.send({ type: 'chat.select', id: 1 });
    await settle();
    const reads = s.calls.conversation;
    s.tellNow(pushed(1, message(11, 'Orada mısınız?')));
    expect(s.actor.getSnapshot().context.detail?.messages.map((m) => m.body)).toEqual(['Merhaba', 'Orada mısınız?']);
    await settle();
    expect(s.calls.conversation).toBe(reads + 1);
    await s.tell(pushed(2, message(12, 'Başka biri')));
    expect(s.calls.conversation, 'another conversation: not read again').toBe(reads + 1);
  });

  it('when the connection drops: Reconnecting…, reads every 3 s, and connects again after 5 s', async () => {
    const s = screen();
    await settle();
    await s.tell({ type: 'chat.hubOpened' });
    await s.tell({ type: 'chat.hubClosed' });
    expect(s.actor.getSnapshot().context).toMatchObject({ live: false, reconnecting: true });
    const reads = s.calls.inbox;
    await s.wait(ADMIN_CHAT_POLL_MS);
    expect(s.calls.inbox).toBeGreaterThan(reads);
    expect(s.calls.hubs).toBe(1);
    await s.wait(ADMIN_CHAT_RECONNECT_MS - ADMIN_CHAT_POLL_MS);
    expect(s.calls.hubs).toBe(2);
    await s.tell({ type: 'chat.hubOpened' });
    expect(s.actor.getSnapshot().context).toMatchObject({ live: true, reconnecting: false });
  });
});
