// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '../../contracts/chat';
import { authData } from '../unit/machines/shell-harness';
import { fail, ok, type FakeRequest } from './fake-network';
import { renderApp } from './app-harness';

const wait = { timeout: 10_000 };
const message = (id: number, author: ChatMessage['author'], body: string, clientId: string | null = null): ChatMessage => ({
  id, clientId, author, operatorName: null, body, createdAt: '2026-11-27T10:00:00.000Z',
});
const chatButton = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Canlı Destek/ });
const chatWindow = () => screen.getByRole('dialog', { name: 'Canlı Destek' });

describe('live chat window', () => {
  it('counts support\'s answers while closed, opens with the conversation, sends over the hub (over HTTP while it is down), retries with the same id, and shows pushes', async () => {
    const stored: ChatMessage[] = [message(1, 'player', 'Merhaba'), message(2, 'operator', 'Buyurun, size nasıl yardımcı olabilirim?')];
    let refuse = false;
    const keep = (sent: { clientId: string; body: string }) => {
      const kept = message(10 + stored.length, 'player', sent.body, sent.clientId);
      stored.push(kept);
      return kept;
    };
    const { hub, network } = renderApp({
      authData: authData(),
      server: {
        'GET chat': () => ok({ conversationId: 1, status: 'open', messages: stored }),
        'POST chat/messages': ({ body }: FakeRequest) => (refuse ? fail(429, 'Çok fazla istek gönderdiniz.') : ok(keep(body as { clientId: string; body: string }))),
      },
    });
    hub.methods.SendChatMessage = (clientId, body) => {
      if (refuse) throw new Error('Çok fazla istek gönderdiniz.');
      return keep({ clientId: clientId as string, body: body as string });
    };
    const sentOverHub = () => hub.invocations.filter((i) => i.target === 'SendChatMessage').map((i) => i.arguments);
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    act(() => hub.push({ cmd: 'ChatMessage', message: stored[1] }));
    await waitFor(() => expect(chatButton().getAttribute('aria-label')).toBe('Canlı Destek, Destekten 1 yeni mesaj'), wait);
    expect(network.calls('GET chat')).toHaveLength(0);

    const button = chatButton();
    button.focus();
    fireEvent.click(button);
    const box = await within(await screen.findByRole('dialog', { name: 'Canlı Destek' }, wait)).findByLabelText('Mesajınız', {}, wait);
    await waitFor(() => expect(document.activeElement).toBe(box), wait);
    const log = within(chatWindow()).getByRole('log', { name: 'Mesajlar' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2), wait);
    expect(log.textContent).toContain('Buyurun, size nasıl yardımcı olabilirim?');
    expect(chatButton().getAttribute('aria-label')).toBe('Canlı Destek');

    // Blank is not sent; Enter sends the trimmed text under a fresh id.
    fireEvent.change(box, { target: { value: '   ' } });
    expect(within(chatWindow()).getByRole('button', { name: 'Gönder' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: '  Yatırımım görünmüyor.  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3), wait);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(sentOverHub()).toEqual([[expect.any(String), 'Yatırımım görünmüyor.']]);
    expect(network.calls('POST chat/messages')).toHaveLength(0);

    // A refused send stays, marked, and Send again repeats the same id (the server keeps one).
    refuse = true;
    fireEvent.change(box, { target: { value: 'Ne zaman gelir?' } });
    fireEvent.click(within(chatWindow()).getByRole('button', { name: 'Gönder' }));
    expect(await within(chatWindow()).findByText('Çok fazla istek gönderdiniz.', {}, wait)).toBeTruthy();
    refuse = false;
    fireEvent.click(within(log).getByRole('button', { name: 'Tekrar gönder' }));
    await waitFor(() => expect(within(log).queryByRole('button', { name: 'Tekrar gönder' })).toBeNull(), wait);
    const [, refused, again] = sentOverHub();
    expect(again).toEqual(refused);
    expect(within(log).getAllByText('Ne zaman gelir?')).toHaveLength(1);

    // Support's answer arrives over the hub, once, however often it is pushed.
    const answer = message(40, 'operator', 'Yatırımınız onaylandı.');
    act(() => {
      hub.push({ cmd: 'ChatMessage', message: answer });
      hub.push({ cmd: 'ChatMessage', message: answer });
    });
    await waitFor(() => expect(within(log).getAllByText('Yatırımınız onaylandı.')).toHaveLength(1), wait);
    // Seen in the open window: the server is told, so the next page load shows no badge for it.
    await waitFor(() => expect(network.calls('POST chat/read').length).toBeGreaterThan(0), wait);
    expect(within(log).getAllByRole('listitem').at(-1)!.textContent).toContain('Destek');

    // The hub goes away: the next message goes over HTTP and is not lost.
    hub.accepting = false;
    act(() => hub.drop());
    fireEvent.change(box, { target: { value: 'Bağlantı koptu mu?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(log).getAllByText('Bağlantı koptu mu?')).toHaveLength(1), wait);
    expect(network.calls('POST chat/messages').map((c) => (c.body as { body: string }).body)).toEqual(['Bağlantı koptu mu?']);
    expect(sentOverHub()).toHaveLength(3);

    // Escape closes the window and gives the focus back to the button that opened it.
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Canlı Destek' })).toBeNull(), wait);
    expect(document.activeElement).toBe(chatButton());
  });

  it('shows on the badge, after a page load, what support wrote since the player last looked', async () => {
    renderApp({ authData: authData(), server: { 'GET chat/unread': () => ok({ unread: 2 }) } });
    await waitFor(() => expect(chatButton().getAttribute('aria-label')).toBe('Canlı Destek, Destekten 2 yeni mesaj'), wait);
    expect(within(chatButton()).getByText('2')).toBeTruthy();
  });

  it('asks a guest to log in, and Login opens the login dialog', async () => {
    const { network } = renderApp();
    fireEvent.click(chatButton());
    const chat = await screen.findByRole('dialog', { name: 'Canlı Destek' }, wait);
    expect(chat.textContent).toContain('giriş yapın');
    expect(within(chat).getByRole('link', { name: 'Ya da sizi aramamızı isteyin' }).getAttribute('href')).toBe('/call-request');
    fireEvent.click(within(chat).getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Canlı Destek' })).toBeNull();
    expect(network.calls('GET chat')).toHaveLength(0);
    expect(network.calls('GET chat/unread')).toHaveLength(0);
  });
});
