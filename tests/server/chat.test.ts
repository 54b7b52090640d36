import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversationDetail, chatInbox } from '../../contracts/admin-chat.js';
import { CHAT_COMMAND, playerChat, type ChatMessage } from '../../contracts/chat.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { listen, signalr, until, type Client } from './hub-helpers.js';
import { bearer, get, identityApp, post, register, testClock, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
let ids = 0;
const clientId = () => `msg-${Date.now().toString(36)}-${++ids}`;

describe.each(dialects)('live chat on %s', (dialect) => {
  let h: IdentityHarness;
  let url: string;
  const clients: Client[] = [];
  const op = {} as Record<OperatorRole, SignedInOperator>;
  const count = async (table: 'chat_messages' | 'chat_conversations') =>
    Number((await h.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const say = (token: string, body: unknown, id = clientId(), locale = 'tr') =>
    post(h.app, '/api/chat/messages', { clientId: id, body }, token, { headers: { 'x-locale': locale } });
  const reply = (conversation: number, body: unknown, role: OperatorRole = 'support', id = clientId(), locale = 'tr') =>
    adminPost(h.app, `/chat/conversations/${conversation}/messages`, { clientId: id, body }, { ...operatorAuth(op[role].token), 'x-locale': locale });
  const setStatus = (conversation: number, status: string, role: OperatorRole = 'support') =>
    adminPost(h.app, `/chat/conversations/${conversation}/status`, { status }, operatorAuth(op[role].token));
  const history = async (token: string) => playerChat.parse((await get(h.app, '/api/chat', token)).json().data);
  const inbox = async (role: OperatorRole = 'support', query = '') => {
    const res = await adminGet(h.app, `/chat/conversations${query}`, operatorAuth(op[role].token));
    expect(res.statusCode, res.body).toBe(200);
    return chatInbox.parse(res.json().data).items;
  };
  async function conversationWith(text: string) {
    const player = await register(h.app);
    const sent = await say(player.token, text);
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationId } = await history(player.token);
    return { player, id: conversationId!, message: sent.json().data as ChatMessage };
  }

  beforeAll(async () => {
    h = await identityApp(dialect, { clock: testClock(), config: { CHAT_LIMIT_PER_PLAYER: 5 } });
    url = await listen(h.app);
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await h.close();
  });

  it('keeps a player\'s message, trimmed, in a new open conversation that the inbox lists first with one unread', async () => {
    const { player, id, message } = await conversationWith('  Yatırımım görünmüyor.  ');
    expect(message).toMatchObject({ author: 'player', body: 'Yatırımım görünmüyor.' });
    const items = await inbox();
    expect(items[0]).toMatchObject({ id, username: player.username, status: 'open', unreadByOperator: 1, lastMessage: 'Yatırımım görünmüyor.' });
  });

  it('a retried send with the same client id stores one message; other text under that id is refused', async () => {
    const player = await register(h.app);
    const id = clientId();
    const first = await say(player.token, 'Merhaba', id);
    const before = await count('chat_messages');
    const again = await say(player.token, 'Merhaba', id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await say(player.token, 'Başka', id, 'en');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This message id was already used for another message.');
    expect(await count('chat_messages')).toBe(before);
    expect((await history(player.token)).messages.map((m) => m.body)).toEqual(['Merhaba']);
  });

  it('refuses an empty, a too long or a bad message in the player\'s language and stores nothing', async () => {
    const player = await register(h.app);
    const before = await count('chat_messages');
    const empty = await say(player.token, '   ', clientId(), 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toMatch(/required/i);
    const long = await say(player.token, 'x'.repeat(2001), clientId(), 'tr');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.body).toBeTruthy();
    expect(long.json().errors.body).not.toBe(empty.json().errors.body);
    expect((await post(h.app, '/api/chat/messages', { clientId: 'no spaces!', body: 'Merhaba' }, player.token)).statusCode).toBe(400);
    expect((await say(player.token, 'x'.repeat(2000))).statusCode).toBe(200);
    expect(await count('chat_messages')).toBe(before + 1);
  });

  it('limits a player\'s messages a minute, and not another player\'s', async () => {
    const player = await register(h.app);
    for (let i = 0; i < 5; i++) expect((await say(player.token, `mesaj ${i}`)).statusCode).toBe(200);
    const before = await count('chat_messages');
    const held = await say(player.token, 'bir daha');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeTruthy();
    expect(await count('chat_messages')).toBe(before);
    expect((await say((await register(h.app)).token, 'ben başkayım')).statusCode).toBe(200);
  });

  it('refuses guests on the player routes, and player tokens on the operators\' routes', async () => {
    expect((await get(h.app, '/api/chat')).statusCode).toBe(401);
    expect((await post(h.app, '/api/chat/messages', { clientId: clientId(), body: 'Merhaba' })).statusCode).toBe(401);
    const { player, id } = await conversationWith('Merhaba');
    for (const res of [
      await adminGet(h.app, '/chat/conversations', bearer(player.token)),
      await adminGet(h.app, `/chat/conversations/${id}`, bearer(player.token)),
      await adminPost(h.app, `/chat/conversations/${id}/messages`, { clientId: clientId(), body: 'x' }, bearer(player.token)),
      await adminPost(h.app, `/chat/conversations/${id}/status`, { status: 'closed' }, bearer(player.token)),
    ]) expect(res.statusCode).toBe(401);
    // An operator's token is not a player's either.
    expect((await get(h.app, '/api/chat', op.support.token)).statusCode).toBe(401);
  });

  it('lets admins and support work the inbox; finance and content are refused and change nothing', async () => {
    const { id } = await conversationWith('Bonusum nerede?');
    expect((await inbox('admin')).map((c) => c.id)).toContain(id);
    for (const role of ['finance', 'content'] as const) {
      const auth = operatorAuth(op[role].token);
      expect((await adminGet(h.app, '/chat/conversations', auth)).statusCode).toBe(403);
      expect((await adminGet(h.app, `/chat/conversations/${id}`, auth)).statusCode).toBe(403);
      expect((await reply(id, 'Merhaba', role)).statusCode).toBe(403);
      expect((await setStatus(id, 'closed', role)).statusCode).toBe(403);
    }
    expect(await auditEntries(h.db.kysely, { target: `chatConversation:${id}` })).toEqual([]);
    expect((await h.db.kysely.selectFrom('chat_conversations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('open');
  });

  it('shows a conversation with the player\'s context and clears its unread count', async () => {
    const { player, id } = await conversationWith('Çekimim ne zaman gelir?');
    const res = await adminGet(h.app, `/chat/conversations/${id}`, operatorAuth(op.support.token));
    expect(res.statusCode, res.body).toBe(200);
    const detail = chatConversationDetail.parse(res.json().data);
    expect(detail.player.username).toBe(player.username);
    expect(detail.balances).toMatchObject({ cashMinor: expect.any(Number), bonusMinor: expect.any(Number) });
    expect(detail.messages.map((m) => m.body)).toEqual(['Çekimim ne zaman gelir?']);
    expect((await inbox()).find((c) => c.id === id)?.unreadByOperator).toBe(0);
    const missing = await adminGet(h.app, '/chat/conversations/999999', { ...operatorAuth(op.support.token), 'x-locale': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No conversation has this id.');
  });

  it('an answer reaches the player\'s open tab over the hub (without the operator\'s name), is kept, and is audited', async () => {
    const { player, id } = await conversationWith('Merhaba, yardım lütfen.');
    const tab = await signalr(url, player.token);
    clients.push(tab);
    const answer = await reply(id, ' Merhaba, hemen bakıyorum. ', 'support', clientId(), 'en');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Your answer has been sent.');
    await until(() => tab.pushes.some((p) => p.cmd === CHAT_COMMAND), 5_000, 'the chat push');
    const pushed = tab.pushes.find((p) => p.cmd === CHAT_COMMAND)!.message as ChatMessage;
    expect(pushed).toMatchObject({ author: 'operator', body: 'Merhaba, hemen bakıyorum.', operatorName: null });

    const seen = await history(player.token);
    expect(seen.messages.map((m) => [m.author, m.body])).toEqual([
      ['player', 'Merhaba, yardım lütfen.'],
      ['operator', 'Merhaba, hemen bakıyorum.'],
    ]);
    expect((await inbox()).find((c) => c.id === id)?.assignedTo).toBe(op.support.username);
    const audit = await auditEntries(h.db.kysely, { target: `chatConversation:${id}` });
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([['chat.reply', op.support.id]]);
    expect(audit[0].before).toMatchObject({ assignedTo: null });
    expect(audit[0].after).toMatchObject({ assignedTo: op.support.id, body: 'Merhaba, hemen bakıyorum.' });
  });

  it('counts support\'s answers the player has not seen, until they open the window or see one arrive in it', async () => {
    const { player, id } = await conversationWith('Merhaba');
    const unread = async () => (await get(h.app, '/api/chat/unread', player.token)).json().data.unread as number;
    expect(await unread()).toBe(0);
    await reply(id, 'Birinci yanıt');
    await reply(id, 'İkinci yanıt');
    expect(await unread()).toBe(2);
    await history(player.token);
    expect(await unread()).toBe(0);
    await reply(id, 'Üçüncü yanıt');
    expect(await unread()).toBe(1);
    expect((await post(h.app, '/api/chat/read', {}, player.token)).statusCode).toBe(200);
    expect(await unread()).toBe(0);
    expect((await get(h.app, '/api/chat/unread')).statusCode).toBe(401);
    expect((await post(h.app, '/api/chat/read', {})).statusCode).toBe(401);
  });

  it('refuses a bad answer with a clear message and changes nothing', async () => {
    const { id } = await conversationWith('Merhaba');
    const before = await count('chat_messages');
    const empty = await reply(id, '', 'support', clientId(), 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.body).toBeTruthy();
    expect((await reply(id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await reply(999999, 'Merhaba')).statusCode).toBe(404);
    expect((await setStatus(id, 'archived')).statusCode).toBe(400);
    expect(await count('chat_messages')).toBe(before);
    expect(await auditEntries(h.db.kysely, { target: `chatConversation:${id}` })).toEqual([]);
  });

  it('closes and reopens a conversation, keeps it, audits both; a closed one takes no answer; the player\'s next message opens a new one', async () => {
    const { player, id } = await conversationWith('İlk sorum');
    const closed = await setStatus(id, 'closed', 'admin');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');
    const refused = await reply(id, 'Geç kaldım', 'support', clientId(), 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This conversation is closed. Reopen it to answer.');

    expect((await setStatus(id, 'open')).statusCode).toBe(200);
    expect((await setStatus(id, 'closed')).statusCode).toBe(200);
    const audit = await auditEntries(h.db.kysely, { target: `chatConversation:${id}` });
    expect(audit.map((a) => [a.action, (a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      ['chat.status', 'open', 'closed'],
      ['chat.status', 'closed', 'open'],
      ['chat.status', 'open', 'closed'],
    ]);

    expect((await say(player.token, 'Yeni sorum')).statusCode).toBe(200);
    const now = await history(player.token);
    expect(now.conversationId).not.toBe(id);
    expect(now.messages.map((m) => m.body)).toEqual(['Yeni sorum']);
    expect((await inbox('support', '?status=closed')).map((c) => c.id)).toContain(id);
    // The old one cannot be reopened while the new one is open.
    const again = await setStatus(id, 'open');
    expect(again.statusCode).toBe(409);
    expect((await h.db.kysely.selectFrom('chat_messages').select('body').where('conversation_id', '=', id).execute()).map((m) => m.body)).toEqual(['İlk sorum']);
  });
});
