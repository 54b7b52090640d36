import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { ChatConversationDetail, ChatConversationItem, ChatInboxPush } from '../contracts/admin-chat';
import type { ChatMessage } from '../contracts/chat';
import { adminChatMachine } from '../machines/admin-chat.machine';
import type { Path } from './replay-steps';
import { ownEvents, withParentSink } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, seq, wait, type Act, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The back office's live-chat inbox (product: live chat with support; operators answer from the Live chat inbox
 * beside the player's context) against user-level models written from what an operator expects, not from the
 * machine. Three views of the same runs:
 * - the connection: Connecting, then Live once the operators' hub opens, Reconnecting… once it drops or cannot
 *   open (a new attempt 5 s later); what is shown is what happened last, and every change reads the inbox and the
 *   shown conversation again at once (a read that started before it does not count);
 * - the inbox: read with the status chosen last; read again every 30 s while live and every 3 s while not (also
 *   after a failure), and at once on a push, whatever it was doing; a background failure keeps the list; the
 *   conversation on screen shows no unread count;
 * - the conversation: the one picked last; a push for it shows its message at once, whatever is under way; it is
 *   read again like the inbox; one answer at a time, shown once the server accepts it (and the box keeps what was
 *   typed after it), a refusal told with the answer kept to retry; the answer or status change under way is not
 *   dropped by picking another conversation.
 */
const WHEN = '2031-05-10T09:00:00.000Z';
const message = (id: number, author: ChatMessage['author'], body: string, clientId: string | null = null): ChatMessage => ({
  id, clientId, author, operatorName: author === 'operator' ? 'ayse' : null, body, createdAt: WHEN,
});
const item = (id: number, over: Partial<ChatConversationItem> = {}): ChatConversationItem => ({
  id, playerId: 40 + id, username: `oyuncu${id}`, status: 'open', assignedTo: null, unreadByOperator: 2, lastMessageAt: WHEN, lastMessage: 'Merhaba', createdAt: WHEN, ...over,
});
const detail = (id: number, messages: ChatMessage[], over: Partial<ChatConversationItem> = {}): ChatConversationDetail => ({
  conversation: item(id, { unreadByOperator: 0, ...over }),
  messages,
  player: { id: 40 + id, username: `oyuncu${id}`, name: 'Deniz', surname: 'Yılmaz', email: 'd@example.com', phone: '905369663238', personalNo: null, createdAt: WHEN, blockedAt: null, smsVerified: true } as never,
  balances: { cashMinor: 12_550, bonusMinor: 0, heldMinor: 5_000 },
  selfExcludedUntil: null,
  recentLedger: [],
});
const inbox = [item(7), item(8, { unreadByOperator: 0 })];
const closedInbox = [item(9, { status: 'closed', unreadByOperator: 0 })];
const history = [message(1, 'player', 'Merhaba'), message(2, 'player', 'Yatırımım görünmüyor.')];
const detail7 = detail(7, history);
const detail7Later = detail(7, [...history, message(3, 'player', 'Hâlâ bekliyorum.')]);
const detail8 = detail(8, [message(4, 'player', 'Bonusum nerede?')]);
const playerWrites: ChatInboxPush = { conversationId: 7, playerId: 47, status: 'open', message: message(30, 'player', 'Orada mısınız?') };
const elsewhere: ChatInboxPush = { conversationId: 8, playerId: 48, status: 'open', message: message(31, 'player', 'Selam') };
const closed7 = item(7, { status: 'closed', unreadByOperator: 0 });
const REFUSED = 'Yanıt gönderilemedi.';
const NOT_REACHED = 'Sunucuya ulaşılamadı.';
const THANKS = 'Yanıt gönderildi.';

const events = ownEvents({
  'chat.filter': [{ type: 'chat.filter', status: 'closed' } as never],
  'chat.select': [{ type: 'chat.select', id: 7 } as never],
  'chat.draft': [{ type: 'chat.draft', text: '  Kontrol ediyorum. ' } as never],
  'chat.reply': [{ type: 'chat.reply', clientId: 'r1' } as never],
  'chat.setStatus': [{ type: 'chat.setStatus', status: 'closed' } as never],
  'chat.inboxPushed': [{ type: 'chat.inboxPushed', push: playerWrites } as never],
  'chat.refresh': [],
  'xstate.done.actor.operatorHub': [],
  'xstate.error.actor.operatorHub': [{ type: 'xstate.error.actor.operatorHub', error: new Error('hub') } as never],
  'xstate.done.actor.loadInbox': [{ type: 'xstate.done.actor.loadInbox', output: inbox } as never],
  'xstate.error.actor.loadInbox': [{ type: 'xstate.error.actor.loadInbox', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.loadConversation': [{ type: 'xstate.done.actor.loadConversation', output: detail7 } as never],
  'xstate.error.actor.loadConversation': [{ type: 'xstate.error.actor.loadConversation', error: new Error(NOT_REACHED) } as never],
  'xstate.done.actor.sendReply': [{ type: 'xstate.done.actor.sendReply', output: { message: message(20, 'operator', 'Kontrol ediyorum.', 'r1'), ack: THANKS } } as never],
  'xstate.error.actor.sendReply': [{ type: 'xstate.error.actor.sendReply', error: new Error(REFUSED) } as never],
  'xstate.done.actor.changeStatus': [{ type: 'xstate.done.actor.changeStatus', output: { item: closed7, ack: THANKS } } as never],
  'xstate.error.actor.changeStatus': [{ type: 'xstate.error.actor.changeStatus', error: new Error(REFUSED) } as never],
});

const LIVE_MS = 30_000;
const DOWN_MS = 3_000;
const RETRY_MS = 5_000;
const settledAt = (live: Live, names: string[]) =>
  Math.max(-1, ...live.received.filter((r) => names.some((n) => r.event.type === `xstate.done.actor.${n}` || r.event.type === `xstate.error.actor.${n}`)).map((r) => r.at));
const lastOf = (live: Live, types: string[]) => [...live.received].reverse().find((r) => types.includes(r.event.type));

const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  const { context } = snapshot;
  const received = live.received.map((r) => r.event);
  // The model's own reading of what happened: the connection's last news, the filter and the conversation picked last.
  const news = lastOf(live, ['chat.hubOpened', 'chat.hubClosed', 'xstate.error.actor.operatorHub']);
  const connection = !news ? 'connecting' : news.event.type === 'chat.hubOpened' ? 'live' : 'reconnecting';
  const filter = (received.filter((e) => e.type === 'chat.filter').at(-1) as { status?: string } | undefined)?.status ?? '';
  const inboxAnswers = live.requests.filter((r) => r.src === 'loadInbox' && r.answered?.how === 'resolve');
  const conversationView = snapshot.matches({ conversation: 'none' }) ? 'none' : snapshot.matches({ conversation: 'loading' }) ? 'loading' : snapshot.matches({ conversation: 'failed' }) ? 'failed' : 'shown';
  const detailShown = context.detail as ChatConversationDetail | null;
  return {
    open: snapshot.status === 'active',
    now: live.clock.now(),
    connection,
    // What the view reads.
    shownConnection: snapshot.matches({ live: { open: 'connected' } }) ? 'live' : context.reconnecting ? 'reconnecting' : 'connecting',
    hubAttempts: live.requests.filter((r) => r.src === 'operatorHub').length,
    attempting: inFlight(live, 'operatorHub').length > 0,
    filter,
    // The conversation the inbox marks as the current one.
    picked: context.selectedId as number | null,
    inboxReads: live.requests.filter((r) => r.src === 'loadInbox').length,
    inboxOut: inFlight(live, 'loadInbox').map((r) => r.input),
    inboxSettledAt: settledAt(live, ['loadInbox']),
    lastInbox: (inboxAnswers.at(-1)?.answered?.value ?? null) as ChatConversationItem[] | null,
    inboxLoadingShown: snapshot.matches({ inbox: 'loading' }) as boolean,
    inboxError: snapshot.matches({ inbox: 'failed' }) ? (context.error as string | null) : null,
    items: context.items as ChatConversationItem[],
    conversationReads: live.requests.filter((r) => r.src === 'loadConversation').length,
    conversationOut: inFlight(live, 'loadConversation').map((r) => r.input as { id: number }),
    conversationSettledAt: settledAt(live, ['loadConversation', 'sendReply', 'changeStatus']),
    conversationView,
    detailError: context.detailError as string | null,
    shownId: detailShown?.conversation.id ?? null,
    messages: detailShown?.messages.map((m) => m.body) ?? [],
    messageIds: detailShown?.messages.map((m) => m.id) ?? [],
    status: detailShown?.conversation.status ?? null,
    draft: context.draft as string,
    repliesOut: inFlight(live, 'sendReply').map((r) => r.input as { id: number; clientId: string; body: string }),
    replies: live.requests.filter((r) => r.src === 'sendReply').length,
    statusOut: inFlight(live, 'changeStatus').map((r) => r.input as { id: number; status: string }),
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;
const interval = (o: Observed) => (o.connection === 'live' ? LIVE_MS : DOWN_MS);
const queryOf = (status: string) => (status ? { status } : {});

const invariant = (o: Observed) => {
  expect(o.shownConnection, 'the connection shown is what happened last').toBe(o.connection);
  expect(o.inboxOut.length, 'one inbox read at a time').toBeLessThanOrEqual(1);
  for (const query of o.inboxOut) expect(query, 'the inbox is read with the status chosen last').toEqual(queryOf(o.filter));
  expect(o.conversationOut.length + o.repliesOut.length + o.statusOut.length, 'one call about the conversation at a time').toBeLessThanOrEqual(1);
  for (const call of [...o.conversationOut, ...o.repliesOut, ...o.statusOut]) expect(call.id, 'about the current conversation').toBe(o.picked);
  if (o.conversationView === 'shown') expect(o.shownId, 'the conversation shown is the current one').toBe(o.picked);
  if (o.inboxError !== null) expect(o.inboxError).toBe(NOT_REACHED);
  if (!o.inboxLoadingShown && o.inboxError === null && o.lastInbox) {
    expect(o.items.map((i) => i.id), 'the inbox lists what the server answered last').toEqual(o.lastInbox.map((i) => i.id));
  }
  if (o.conversationView === 'shown' && !o.inboxLoadingShown) {
    expect(o.items.find((i) => i.id === o.shownId)?.unreadByOperator ?? 0, 'the conversation on screen has nothing unread').toBe(0);
  }
  expect(new Set(o.messageIds).size, 'each message once').toBe(o.messageIds.length);
};

// ---- The acts an operator, the hub, the server and time can do.
const opened = send({ type: 'chat.hubOpened' }, 'the hub opens');
const dropped = send({ type: 'chat.hubClosed' }, 'the hub drops');
const push = (p: ChatInboxPush, label: string) => send({ type: 'chat.inboxPushed', push: p }, label);
const pick = (id: number) => send({ type: 'chat.select', id }, `pick conversation ${id}`);
const typeAnswer = send({ type: 'chat.draft', text: '  Kontrol ediyorum. ' }, 'type an answer');
const sendAnswer = send({ type: 'chat.reply', clientId: 'r9' }, 'Send');
/** Time passes until just before the next read is due (the last read or answer plus the interval), or until it is due. */
const untilRead = (what: 'inbox' | 'conversation', early: boolean): Act => ({
  label: `wait until ${early ? 'just before ' : ''}the ${what} is due`,
  run: async (live) => {
    const o = observe(live);
    const due = (what === 'inbox' ? o.inboxSettledAt : o.conversationSettledAt) + interval(o);
    await wait(Math.max(0, due - o.now - (early ? 1 : 0))).run(live);
  },
});
const serverAnswersReply: Act = {
  label: 'the server accepts the answer',
  run: async (live) => {
    const out = inFlight(live, 'sendReply').at(-1)!.input as { clientId: string; body: string };
    await answer('sendReply', { message: message(20, 'operator', out.body, out.clientId), ack: THANKS }).run(live);
  },
};
const detailFor = (live: Live, later = false) => {
  const id = (inFlight(live, 'loadConversation').at(-1)?.input as { id: number } | undefined)?.id;
  return id === 8 ? detail8 : later ? detail7Later : detail7;
};
const conversationAnswers = (later = false): Act => ({ label: 'the conversation is read', run: async (live) => answer('loadConversation', detailFor(live, later)).run(live) });

// ---- 1. The connection.
const readsAgainAtOnce: Rule<Observed>['check'] = (after, before) => {
  expect(after.inboxReads, 'the inbox is read again at once').toBe(before.inboxReads + 1);
  expect(after.inboxOut, 'with the status chosen').toEqual([queryOf(after.filter)]);
  // The shown conversation too, unless an answer or a status change is under way (it ends in a read-free state the poll covers).
  if ((before.conversationView === 'shown' || before.conversationView === 'loading') && !before.repliesOut.length && !before.statusOut.length) {
    expect(after.conversationReads, 'the conversation is read again at once').toBe(before.conversationReads + 1);
  }
};
const connectionSpec: FlowSpec<Observed> = {
  observe,
  invariant,
  situation: (o) => (!o.open ? 'dead screen' : o.connection === 'live' ? 'live' : o.connection === 'connecting' ? 'connecting' : o.attempting ? 'reconnecting, trying' : 'reconnecting, waiting'),
  optional: ['dead screen'],
  rules: {
    'dead screen': [],
    connecting: [
      { act: opened, then: 'live', check: readsAgainAtOnce },
      { act: dropped, then: 'reconnecting, waiting', check: readsAgainAtOnce },
      { act: fail('operatorHub', new Error('hub')), then: 'reconnecting, waiting', check: readsAgainAtOnce },
    ],
    live: [
      { act: dropped, then: 'reconnecting, waiting', check: readsAgainAtOnce },
      { act: opened, then: 'live' },
    ],
    'reconnecting, waiting': [
      { act: wait(RETRY_MS - 1), then: 'reconnecting, waiting', check: (after, before) => expect(after.hubAttempts, 'no attempt before 5 s').toBe(before.hubAttempts) },
      { act: wait(RETRY_MS), then: 'reconnecting, trying', check: (after, before) => expect(after.hubAttempts, 'a new attempt after 5 s').toBe(before.hubAttempts + 1) },
    ],
    'reconnecting, trying': [
      { act: opened, then: 'live', check: readsAgainAtOnce },
      { act: dropped, then: 'reconnecting, waiting' },
      { act: fail('operatorHub', new Error('hub')), then: 'reconnecting, waiting' },
    ],
  },
};

// ---- 2. The inbox.
const readsInbox = (after: Observed, before: Observed) => {
  expect(after.inboxReads, 'the inbox is read').toBe(before.inboxReads + 1);
  expect(after.inboxOut).toEqual([queryOf(after.filter)]);
};
const pushReads = (from: string): Rule<Observed> => ({
  act: push(elsewhere, 'a player writes in another conversation'),
  then: from === 'inbox reading' || from === 'inbox failed' ? 'inbox reading' : 'inbox listed, reading again',
  check: (after, before) => readsInbox(after, before),
});
const filterClosed: Rule<Observed> = {
  act: send({ type: 'chat.filter', status: 'closed' }, 'show closed ones'),
  then: 'inbox reading',
  check: (after, before) => {
    readsInbox(after, before);
    expect(after.items, 'the old list is not shown as the closed ones').toEqual([]);
  },
};
const listAnswered: Rule<Observed> = {
  act: { label: 'the inbox is read', run: async (live) => answer('loadInbox', observe(live).filter === 'closed' ? closedInbox : inbox).run(live) },
  then: 'inbox listed',
  check: (after) => expect(after.items.map((i) => i.id)).toEqual((after.filter === 'closed' ? closedInbox : inbox).map((i) => i.id)),
};
const inboxSpec: FlowSpec<Observed> = {
  observe,
  invariant,
  situation: (o) =>
    !o.open ? 'dead screen' : o.inboxLoadingShown ? 'inbox reading' : o.inboxError !== null ? 'inbox failed' : o.inboxOut.length ? 'inbox listed, reading again' : 'inbox listed',
  optional: ['dead screen'],
  rules: {
    'dead screen': [],
    'inbox reading': [
      listAnswered,
      { act: fail('loadInbox', new Error(NOT_REACHED)), then: 'inbox failed' },
      pushReads('inbox reading'),
      filterClosed,
    ],
    'inbox failed': [
      { act: send({ type: 'chat.retry' }, 'try again'), then: 'inbox reading', check: readsInbox },
      { act: untilRead('inbox', true), then: 'inbox failed', check: (after, before) => expect(after.inboxReads, 'not read before it is due').toBe(before.inboxReads) },
      { act: untilRead('inbox', false), then: 'inbox reading', check: readsInbox },
      pushReads('inbox failed'),
      filterClosed,
    ],
    'inbox listed': [
      { act: untilRead('inbox', true), then: 'inbox listed', check: (after, before) => expect(after.inboxReads, 'not read before it is due').toBe(before.inboxReads) },
      { act: untilRead('inbox', false), then: 'inbox listed, reading again', check: readsInbox },
      pushReads('inbox listed'),
      filterClosed,
    ],
    'inbox listed, reading again': [
      listAnswered,
      { act: fail('loadInbox', new Error(NOT_REACHED)), then: 'inbox listed', check: (after, before) => expect(after.items, 'a background failure keeps the list').toEqual(before.items) },
      pushReads('inbox listed, reading again'),
      filterClosed,
    ],
  },
};

// ---- 3. The conversation.
const picksAnother: Rule<Observed> = {
  act: pick(8),
  then: 'conversation loading',
  check: (after) => {
    expect(after.picked).toBe(8);
    expect(after.conversationOut).toEqual([{ id: 8 }]);
    expect(after.draft, 'a new conversation starts with an empty box').toBe('');
  },
};
const keptWhilePicking = (from: string): Rule<Observed> => ({
  act: pick(8),
  then: from,
  check: (after, before) => {
    expect(after.repliesOut, 'the answer under way is not dropped').toEqual(before.repliesOut);
    expect(after.statusOut).toEqual(before.statusOut);
    expect(after.picked, 'the conversation stays the current one until the server answers').toBe(before.picked);
  },
});
const pushHere = (from: string, then: string): Rule<Observed> => ({
  act: push(playerWrites, 'the player writes here'),
  then,
  check: (after, before) => {
    if (before.conversationView === 'shown') expect(after.messages, 'the message shows at once').toContain(playerWrites.message!.body);
    if (then === 'conversation shown, reading again' || from === 'conversation loading') {
      expect(after.conversationReads, 'and the conversation is read again').toBe(before.conversationReads + 1);
    }
  },
});
const pushElsewhere = (from: string): Rule<Observed> => ({
  act: push(elsewhere, 'a player writes in another conversation'),
  then: from,
  check: (after, before) => {
    expect(after.messages).toEqual(before.messages);
    expect(after.conversationReads).toBe(before.conversationReads);
  },
});
const replies = (from: string): Array<Rule<Observed>> => [
  {
    act: seq(typeAnswer, sendAnswer),
    then: 'sending answer',
    check: (after) => expect(after.repliesOut).toEqual([{ id: after.picked, clientId: 'r9', body: 'Kontrol ediyorum.' }]),
  },
  {
    act: seq(send({ type: 'chat.draft', text: ' \n ' }, 'type only spaces'), sendAnswer),
    then: from,
    check: (after, before) => expect(after.replies, 'nothing is sent').toBe(before.replies),
  },
  {
    act: send({ type: 'chat.setStatus', status: 'closed' }, 'Close'),
    then: 'changing status',
    check: (after) => expect(after.statusOut).toEqual([{ id: after.picked, status: 'closed' }]),
  },
];
const conversationSpec: FlowSpec<Observed> = {
  observe,
  invariant,
  situation: (o) => {
    if (!o.open) return 'dead screen';
    if (o.repliesOut.length) return 'sending answer';
    if (o.statusOut.length) return 'changing status';
    if (o.conversationView === 'shown') return o.conversationOut.length ? 'conversation shown, reading again' : 'conversation shown';
    return `conversation ${o.conversationView}`;
  },
  optional: ['dead screen'],
  rules: {
    'dead screen': [],
    'conversation none': [
      { act: pick(7), then: 'conversation loading', check: (after) => expect(after.conversationOut).toEqual([{ id: 7 }]) },
      pushElsewhere('conversation none'),
    ],
    'conversation loading': [
      {
        act: conversationAnswers(),
        then: 'conversation shown',
        check: (after) => {
          expect(after.shownId).toBe(after.picked);
          expect(after.messages.length).toBeGreaterThan(0);
        },
      },
      { act: fail('loadConversation', new Error(NOT_REACHED)), then: 'conversation failed', check: (after) => expect(after.detailError).toBe(NOT_REACHED) },
      picksAnother,
      {
        // A push for the conversation being read: the read in flight may be older than it, so it is read again.
        act: seq(pick(7), push(playerWrites, 'the player writes here')),
        then: 'conversation loading',
        check: (after, before) => expect(after.conversationReads, 'read again after the push').toBe(before.conversationReads + 2),
      },
    ],
    'conversation failed': [
      { act: send({ type: 'chat.retry' }, 'try again'), then: 'conversation loading', check: (after) => expect(after.conversationOut).toEqual([{ id: after.picked }]) },
      picksAnother,
    ],
    'conversation shown': [
      ...replies('conversation shown'),
      pushHere('conversation shown', 'conversation shown, reading again'),
      pushElsewhere('conversation shown'),
      picksAnother,
      { act: untilRead('conversation', true), then: 'conversation shown', check: (after, before) => expect(after.conversationReads, 'not read before it is due').toBe(before.conversationReads) },
      {
        act: untilRead('conversation', false),
        then: 'conversation shown, reading again',
        check: (after, before) => expect(after.conversationReads, 'read again when due').toBe(before.conversationReads + 1),
      },
    ],
    'conversation shown, reading again': [
      { act: conversationAnswers(true), then: 'conversation shown', check: (after) => expect(after.messages, 'the player\'s new messages appear').toContain('Hâlâ bekliyorum.') },
      { act: fail('loadConversation', new Error(NOT_REACHED)), then: 'conversation shown', check: (after, before) => expect(after.messages, 'a background failure keeps what is shown').toEqual(before.messages) },
      ...replies('conversation shown, reading again'),
      pushHere('conversation shown, reading again', 'conversation shown, reading again'),
      picksAnother,
    ],
    'sending answer': [
      {
        act: serverAnswersReply,
        then: 'conversation shown',
        check: (after, before) => {
          expect(after.messages.filter((m) => m === before.repliesOut[0]!.body), 'the answer shows once').toHaveLength(1);
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: THANKS });
          expect(after.draft, 'the box is cleared').toBe('');
        },
      },
      {
        act: seq(send({ type: 'chat.draft', text: 'Bir dakika' }, 'type the next answer meanwhile'), serverAnswersReply),
        then: 'conversation shown',
        check: (after) => expect(after.draft, 'what was typed meanwhile stays').toBe('Bir dakika'),
      },
      {
        act: fail('sendReply', new Error(REFUSED)),
        then: 'conversation shown',
        check: (after, before) => {
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: REFUSED });
          expect(after.draft.trim(), 'the answer is kept to retry').toBe(before.repliesOut[0]!.body);
          expect(after.messages).toEqual(before.messages);
        },
      },
      { act: sendAnswer, then: 'sending answer', check: (after, before) => expect(after.replies, 'one answer at a time').toBe(before.replies) },
      pushHere('sending answer', 'sending answer'),
      keptWhilePicking('sending answer'),
    ],
    'changing status': [
      {
        act: answer('changeStatus', { item: closed7, ack: THANKS }),
        then: 'conversation shown',
        check: (after) => {
          expect(after.status).toBe('closed');
          expect(after.toasts.at(-1)).toEqual({ kind: 'success', message: THANKS });
        },
      },
      {
        act: fail('changeStatus', new Error(REFUSED)),
        then: 'conversation shown',
        check: (after, before) => {
          expect(after.status).toBe(before.status);
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: REFUSED });
        },
      },
      pushHere('changing status', 'changing status'),
      keptWhilePicking('changing status'),
    ],
  },
};

describe('back office live chat: user-level model', () => {
  // A state is its value and what the operator can tell apart: the connection, the filter, the conversation picked, a typed answer.
  const serializeState = (s: ReturnType<typeof adminChatMachine.getInitialSnapshot>) =>
    JSON.stringify([s.value, s.context.live, s.context.reconnecting, s.context.status, s.context.selectedId, s.context.draft.trim() !== '', s.context.detail?.messages.length ?? -1]);
  let paths: Path[] | undefined;
  const allPaths = () => (paths ??= getShortestPaths(withParentSink(adminChatMachine), { events, serializeState: serializeState as never }) as Path[]);

  it('the connection agrees with the model', async () => {
    await checkFlow({ machine: adminChatMachine }, allPaths(), connectionSpec, {
      ruleKey: (o) => JSON.stringify([o.inboxLoadingShown, o.inboxError !== null, o.inboxOut.length, o.conversationView, o.repliesOut.length + o.statusOut.length + o.conversationOut.length]),
    });
  });
  it('the inbox agrees with the model', async () => {
    await checkFlow({ machine: adminChatMachine }, allPaths(), inboxSpec, {
      ruleKey: (o) => JSON.stringify([o.connection, o.filter, o.conversationView]),
    });
  });
  it('the conversation agrees with the model', async () => {
    await checkFlow({ machine: adminChatMachine }, allPaths(), conversationSpec, {
      ruleKey: (o) => JSON.stringify([o.connection, o.picked, o.draft.trim() !== '', o.inboxOut.length > 0]),
    });
  });
});
