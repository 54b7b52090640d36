// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ok, type Routes } from './fake-network';
import { polyfillDialog, renderAdminAt, signInAyse } from './admin-harness';

/** The back office's live-chat inbox, started as the page starts it, over a fake network. */
const item = (over: Record<string, unknown> = {}) => ({
  id: 12, playerId: 40, username: 'deniz01', status: 'open', assignedTo: null, unreadByOperator: 2, lastMessageAt: '2031-05-10T09:01:00.000Z',
  lastMessage: 'Yatırımım görünmüyor.', createdAt: '2031-05-10T09:00:00.000Z', ...over,
});
const message = (id: number, author: string, body: string, operatorName: string | null = null) => ({
  id, clientId: null as string | null, author, operatorName, body, createdAt: '2031-05-10T09:00:00.000Z',
});
const detail = (over: Record<string, unknown> = {}, messages = [message(1, 'player', 'Merhaba'), message(2, 'player', 'Yatırımım görünmüyor.')]) => ({
  conversation: item({ unreadByOperator: 0, ...over }),
  messages,
  player: { id: 40, username: 'deniz01', name: 'Deniz', surname: 'Yılmaz', email: 'd@example.com', phone: '905369663238', personalNo: null, createdAt: '2030-01-01T00:00:00.000Z', blockedAt: null, smsVerified: true },
  balances: { cashMinor: 12_550, bonusMinor: 0, heldMinor: 5_000 },
  selfExcludedUntil: null,
  recentLedger: [{ id: 3, account: 'cash', amountMinor: 10_000, balanceAfterMinor: 12_550, kind: 'deposit', reference: 'tx:9', createdAt: '2031-05-10T08:00:00.000Z' }],
});

const renderAdmin = (role: string, routes: Routes) => renderAdminAt('/admin/chat', role, routes);

const signIn = signInAyse;

beforeEach(() => {
  polyfillDialog();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('back office: live chat', () => {
  it('lists conversations with unread counts, shows one with the player\'s context, answers it and closes it', async () => {
    let conversation = detail();
    const { network } = renderAdmin('support', {
      'GET admin/chat/conversations': () => ok({ items: [item({ status: conversation.conversation.status, unreadByOperator: network.calls('GET admin/chat/conversations/12').length ? 0 : 2 })] }),
      'GET admin/chat/conversations/12': () => ok(conversation),
      'POST admin/chat/conversations/12/messages': (req) => {
        const body = req.body as { clientId: string; body: string };
        const sent = { ...message(3, 'operator', body.body, 'ayse'), clientId: body.clientId };
        conversation = { ...conversation, messages: [...conversation.messages, sent] };
        return ok(sent, 'Yanıtınız gönderildi.');
      },
      'POST admin/chat/conversations/12/status': (req) => {
        conversation = detail({ status: (req.body as { status: string }).status }, conversation.messages);
        return ok(conversation.conversation, 'Görüşme güncellendi.');
      },
    });
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).getByRole('link', { name: 'Canlı destek' }).getAttribute('aria-current')).toBe('page');
    const inbox = await screen.findByRole('navigation', { name: 'Görüşmeler' });
    const entry = await within(inbox).findByRole('button', { name: /deniz01/ });
    expect(entry.textContent).toContain('2 okunmamış');
    expect(entry.textContent).toContain('Yatırımım görünmüyor.');
    expect(screen.getByText('Okuyup yanıtlamak için bir görüşme seçin.')).toBeTruthy();

    fireEvent.click(entry);
    const heading = await screen.findByRole('heading', { name: 'deniz01 ile görüşme' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(entry.textContent).not.toContain('okunmamış');
    const context = screen.getByRole('region', { name: 'Oyuncu' });
    expect(within(context).getByRole('link', { name: 'deniz01' }).getAttribute('href')).toBe('/admin/players/40');
    expect(context.textContent).toContain('Deniz Yılmaz');
    expect(context.textContent).toMatch(/125,50/);
    expect(context.textContent).toMatch(/50,00/);
    expect(within(context).getByRole('table', { name: 'Son hareketler' }).textContent).toContain('deposit');
    const log = screen.getByRole('log', { name: 'Mesajlar' });
    expect(within(log).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Merhaba', 'Yatırımım görünmüyor.']);
    // The conversation and its answer box come first, the player's card after them.
    expect(log.compareDocumentPosition(context) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Yanıtınız').compareDocumentPosition(context) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Blank and too long are not sent; the reason is given in the operator's language.
    const answer = screen.getByLabelText('Yanıtınız');
    const send = screen.getByRole('button', { name: 'Yanıtı gönder' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(answer, { target: { value: 'x'.repeat(2001) } });
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/En fazla 2\.?000 karakter/)).toBeTruthy();
    fireEvent.click(send);
    expect(network.calls('POST admin/chat/conversations/12/messages')).toHaveLength(0);

    fireEvent.change(answer, { target: { value: '  Hemen bakıyorum.  ' } });
    fireEvent.click(send);
    expect(await screen.findByText('Yanıtınız gönderildi.')).toBeTruthy();
    const [sent] = network.calls('POST admin/chat/conversations/12/messages');
    expect((sent.body as { body: string }).body).toBe('Hemen bakıyorum.');
    expect((sent.body as { clientId: string }).clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect((screen.getByLabelText('Yanıtınız') as HTMLTextAreaElement).value).toBe(''));
    expect(within(log).getByText('Hemen bakıyorum.')).toBeTruthy();
    expect(log.textContent).toContain('Destek (ayse)');

    fireEvent.click(screen.getByRole('button', { name: 'Görüşmeyi kapat' }));
    expect(await screen.findByRole('button', { name: 'Görüşmeyi yeniden aç' })).toBeTruthy();
    expect(network.calls('POST admin/chat/conversations/12/status')[0].body).toEqual({ status: 'closed' });
    expect(screen.queryByLabelText('Yanıtınız')).toBeNull();
    expect(screen.getByText(/Bu görüşme kapalı/)).toBeTruthy();
  });

  it('is not offered to finance or content', async () => {
    renderAdmin('finance', { 'GET admin/payments/queue': () => ok([]) });
    await signIn();
    expect(within(screen.getByRole('navigation', { name: 'Ekranlar' })).queryByRole('link', { name: 'Canlı destek' })).toBeNull();
  });
});
