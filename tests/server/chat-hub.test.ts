import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_INBOX_COMMAND, OPERATOR_HUB_PATH, type ChatInboxPush } from '../../contracts/admin-chat.js';
import { PAYMENTS_QUEUE_COMMAND, type PaymentsQueuePush } from '../../contracts/admin-payments.js';
import { CHAT_COMMAND, CHAT_SEND_METHOD, playerChat, type ChatMessage } from '../../contracts/chat.js';
import { HUB_PATH } from '../../contracts/notifications.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { dialects } from './helpers.js';
import { listen, raw, signalr, sleep, until, type Client } from './hub-helpers.js';
import { get, identityApp, post, register, testClock, type IdentityHarness } from './identity-helpers.js';
import { changeOperatorRole } from '../../server/modules/operators/accounts.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
let ids = 0;
const clientId = () => `hub-${Date.now().toString(36)}-${++ids}`;
const queuePushes = (client: Client) => client.pushes.filter((p) => (p.cmd as string) === PAYMENTS_QUEUE_COMMAND).map((p) => p.message as unknown as PaymentsQueuePush);
const inboxPushes = (client: Client) => client.pushes.filter((p) => (p.cmd as string) === CHAT_INBOX_COMMAND).map((p) => p.message as unknown as ChatInboxPush);

describe.each(dialects)('live chat over the hub on %s', (dialect) => {
  let h: IdentityHarness;
  let playerHub: string;
  let operatorHub: string;
  const clients: Client[] = [];
  const op = {} as Record<OperatorRole, SignedInOperator>;
  const count = async () => Number((await h.db.kysely.selectFrom('chat_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const connect = async (url: string, token: string) => {
    const client = await signalr(url, token);
    clients.push(client);
    return client;
  };
  const invoke = (client: Client, id: string, body: unknown) => client.connection.invoke<ChatMessage>(CHAT_SEND_METHOD, id, body);
  const refusal = (promise: Promise<unknown>) => promise.then(() => 'stored', (err: Error) => err.message);

  beforeAll(async () => {
    h = await identityApp(dialect, { clock: testClock(), config: { CHAT_LIMIT_PER_PLAYER: 4, HUB_SESSION_CHECK_MS: 100 } });
    playerHub = await listen(h.app);
    operatorHub = playerHub.replace(HUB_PATH, OPERATOR_HUB_PATH);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await h.close();
  });

  it('a message sent over the hub is stored once for a retried client id, and is what the HTTP route answers', async () => {
    const player = await register(h.app);
    const tab = await connect(`${playerHub}?x-locale=en`, player.token);
    const id = clientId();
    const before = await count();
    const first = await invoke(tab, id, '  Çekimim ne zaman gelir?  ');
    expect(first).toMatchObject({ author: 'player', clientId: id, body: 'Çekimim ne zaman gelir?' });
    expect((await invoke(tab, id, 'Çekimim ne zaman gelir?')).id).toBe(first.id);
    const overHttp = await post(h.app, '/api/chat/messages', { clientId: id, body: 'Çekimim ne zaman gelir?' }, player.token);
    expect(overHttp.json().data.id).toBe(first.id);
    expect(await refusal(invoke(tab, id, 'Başka bir şey'))).toContain('This message id was already used for another message.');
    expect(await count()).toBe(before + 1);
    const history = playerChat.parse((await get(h.app, '/api/chat', player.token)).json().data);
    expect(history.messages.map((m) => m.body)).toEqual(['Çekimim ne zaman gelir?']);
  });

  it('refuses an empty or too long message and one over the limit with the reason in the player\'s language, storing nothing', async () => {
    const player = await register(h.app);
    const tab = await connect(`${playerHub}?x-locale=en`, player.token);
    const before = await count();
    expect(await refusal(invoke(tab, clientId(), '   '))).toMatch(/required/i);
    expect(await refusal(invoke(tab, clientId(), 'x'.repeat(2001)))).toMatch(/2000/);
    expect(await refusal(invoke(tab, 'no spaces!', 'Merhaba'))).not.toBe('stored');
    expect(await count()).toBe(before);
    // The limit is shared with the HTTP route: four a minute here.
    expect((await post(h.app, '/api/chat/messages', { clientId: clientId(), body: 'bir' }, player.token)).statusCode).toBe(200);
    for (const body of ['iki', 'üç', 'dört']) await invoke(tab, clientId(), body);
    expect(await refusal(invoke(tab, clientId(), 'beş'))).toContain('Too many attempts');
    expect((await post(h.app, '/api/chat/messages', { clientId: clientId(), body: 'altı' }, player.token)).statusCode).toBe(429);
    expect(await count()).toBe(before + 4);
  });

  it('lets only support, finance and admins open the operators\' connection, with an operator token', async () => {
    const player = await register(h.app);
    expect((await raw(operatorHub, { access_token: player.token })).refusedWith).toBe(401);
    expect((await raw(playerHub, { access_token: op.support.token })).refusedWith).toBe(401);
    expect((await raw(operatorHub)).refusedWith).toBe(401);
    const refused = await raw(operatorHub, { access_token: op.content.token, 'x-locale': 'en' });
    expect(refused.refusedWith).toBe(403);
    for (const role of ['support', 'finance', 'admin'] as const) {
      const allowed = await raw(operatorHub, { access_token: op[role].token });
      expect(allowed.refusedWith).toBeUndefined();
      allowed.socket.close();
    }
  });

  it('a player\'s message reaches the operators at once; an answer and a status change too, and the player never hears the inbox', async () => {
    const support = await connect(operatorHub, op.support.token);
    const admin = await connect(operatorHub, op.admin.token);
    const player = await register(h.app);
    const tab = await connect(playerHub, player.token);
    const sent = await invoke(tab, clientId(), 'Bonusum yüklenmedi.');
    await until(() => inboxPushes(support).some((p) => p.message?.id === sent.id) && inboxPushes(admin).some((p) => p.message?.id === sent.id), 3_000, 'the inbox push');
    const pushed = inboxPushes(support).find((p) => p.message?.id === sent.id)!;
    expect(pushed).toMatchObject({ status: 'open', message: { author: 'player', body: 'Bonusum yüklenmedi.' } });

    const answered = await adminPost(h.app, `/chat/conversations/${pushed.conversationId}/messages`, { clientId: clientId(), body: 'Bakıyorum.' }, operatorAuth(op.support.token));
    expect(answered.statusCode, answered.body).toBe(200);
    await until(() => inboxPushes(admin).some((p) => p.message?.body === 'Bakıyorum.'), 3_000, 'the answer pushed to the other operator');
    expect(inboxPushes(admin).find((p) => p.message?.body === 'Bakıyorum.')!.message).toMatchObject({ author: 'operator', operatorName: op.support.username });

    const closed = await adminPost(h.app, `/chat/conversations/${pushed.conversationId}/status`, { status: 'closed' }, operatorAuth(op.admin.token));
    expect(closed.statusCode, closed.body).toBe(200);
    await until(() => inboxPushes(support).some((p) => p.conversationId === pushed.conversationId && p.status === 'closed' && p.message === null), 3_000, 'the status push');
    await until(() => tab.pushes.some((p) => p.cmd === CHAT_COMMAND && (p.message as ChatMessage).body === 'Bakıyorum.'), 3_000, 'the answer on the player\'s tab');
    await sleep(50);
    expect(tab.pushes.some((p) => (p.cmd as string) === CHAT_INBOX_COMMAND)).toBe(false);
  });

  it('a withdrawal request and its decision reach finance and admins at once (with the queue\'s counts), never support', async () => {
    const finance = await connect(operatorHub, op.finance.token);
    const admin = await connect(operatorHub, op.admin.token);
    const support = await connect(operatorHub, op.support.token);
    const player = await register(h.app);
    const transfer = await post(h.app, '/api/payment/deposit', { id: 1, target: 'pay', detail: { amount: 1000, bankId: 1, senderName: 'Ayşe Yılmaz', bonusId: 0 } }, player.token);
    expect(transfer.statusCode, transfer.body).toBe(200);
    await until(() => queuePushes(finance).some((p) => p.type === 1) && queuePushes(admin).some((p) => p.type === 1), 3_000, 'the deposit pushed');
    const pending = async () => (await adminGet(h.app, '/payments/pending', operatorAuth(op.finance.token))).json().data as { withdrawals: number; deposits: number };
    const before = await pending();
    expect(before.deposits).toBeGreaterThanOrEqual(1);
    const queue = (await adminGet(h.app, '/payments/queue?type=1', operatorAuth(op.finance.token))).json().data as Array<{ id: number; reference: string }>;
    const item = queue.find((i) => i.reference === transfer.json().data.reference)!;
    finance.pushes.length = 0;
    expect((await adminPost(h.app, '/payments/approve', { id: item.id }, operatorAuth(op.finance.token))).statusCode).toBe(200);
    await until(() => queuePushes(finance).some((p) => p.type === 1), 3_000, 'the decision pushed');
    expect((await pending()).deposits).toBe(before.deposits - 1);
    const withdrawal = await post(h.app, '/api/payment/withdraw', { id: 11, target: 'pay', detail: { amount: 300, iban: 'TR330006100519786457841326', accountHolder: 'Ayşe Nur Yılmaz' } }, player.token);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await until(() => queuePushes(finance).some((p) => p.type === 2), 3_000, 'the withdrawal pushed');
    expect((await pending()).withdrawals).toBeGreaterThanOrEqual(1);
    await sleep(50);
    expect(queuePushes(support)).toEqual([]);
  });

  it('closes an operator\'s connection once their role neither answers the chat nor decides payments', async () => {
    const own = await signedInOperator(h, 'support');
    const client = await connect(operatorHub, own.token);
    await sleep(300);
    expect(client.closedWith).toBeNull();
    expect(await changeOperatorRole(h.db.kysely, own.username, 'content', { kind: 'cli' }, h.clock.now())).toBe(true);
    await until(() => client.closedWith !== null, 5_000, 'the connection closed');
  }, 10_000);

  it('a player whose session ended meanwhile cannot send over a connection the sweep has not closed yet', async () => {
    // Its own app, whose sweep (every 60 s) does not run during the test.
    const own = await identityApp(dialect, { clock: testClock() });
    try {
      const hub = await listen(own.app);
      const player = await register(own.app);
      const tab = await signalr(`${hub}?x-locale=en`, player.token);
      expect((await invoke(tab, clientId(), 'Merhaba')).body).toBe('Merhaba');
      await own.db.kysely.updateTable('sessions').set({ ended_at: own.clock.now().toISOString() }).where('ended_at', 'is', null).execute();
      expect(await refusal(invoke(tab, clientId(), 'Hâlâ burada mıyım?'))).toContain('Your session has ended.');
      await until(() => tab.closedWith !== null, 3_000, 'the connection closed');
      const kept = await own.db.kysely.selectFrom('chat_messages').select('body').execute();
      expect(kept.map((m) => m.body)).toEqual(['Merhaba']);
    } finally {
      await own.close();
    }
  });

  it('a message sent over the hub keeps the session alive as an API call does', async () => {
    // Its own app and clock: 30 idle minutes end a session; chatting at minute 20 starts them again.
    const own = await identityApp(dialect, { clock: testClock() });
    try {
      const hub = await listen(own.app);
      const player = await register(own.app);
      const tab = await signalr(`${hub}?x-locale=en`, player.token);
      own.clock.advance(20 * 60_000);
      expect((await invoke(tab, clientId(), 'Hâlâ buradayım')).body).toBe('Hâlâ buradayım');
      own.clock.advance(20 * 60_000);
      expect((await get(own.app, '/api/chat', player.token)).statusCode, '40 minutes after login, 20 after the message').toBe(200);
      own.clock.advance(31 * 60_000);
      expect((await get(own.app, '/api/chat', player.token)).statusCode, 'idle 31 minutes since').toBe(401);
      await tab.stop();
    } finally {
      await own.close();
    }
  });

  it('closes an operator\'s connection once they sign out', async () => {
    const own = await signedInOperator(h, 'support');
    const client = await connect(operatorHub, own.token);
    expect((await adminPost(h.app, '/logout', {}, operatorAuth(own.token))).statusCode).toBe(200);
    await until(() => client.closedWith !== null, 5_000, 'the connection closed');
  }, 10_000);
});

describe('operators\' connections', () => {
  it('are capped per operator, as a player\'s tabs are', async () => {
    const h = await identityApp('sqlite', { clock: testClock(), config: { HUB_MAX_CONNECTIONS_PER_PLAYER: 2 } });
    try {
      const hub = (await listen(h.app)).replace(HUB_PATH, OPERATOR_HUB_PATH);
      const support = await signedInOperator(h, 'support');
      const first = await raw(hub, { access_token: support.token });
      const second = await raw(hub, { access_token: support.token });
      const third = await raw(hub, { access_token: support.token, 'x-locale': 'en' });
      expect([first.refusedWith, second.refusedWith, third.refusedWith]).toEqual([undefined, undefined, 429]);
      const other = await raw(hub, { access_token: (await signedInOperator(h, 'admin')).token });
      expect(other.refusedWith).toBeUndefined();
      for (const client of [first, second, other]) client.socket.close();
    } finally {
      await h.close();
    }
  });
});
