// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bookConfig, fakeBookServer, fixturesAnswer, footballFixture, ok, parentMessages, renderBook } from './sportsbook-harness';

let posted: MockInstance<Window['postMessage']>;
let height = 900;
let observed: (() => void) | null = null;

beforeEach(() => {
  posted = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  height = 900;
  Object.defineProperty(document.body, 'scrollHeight', { configurable: true, get: () => height });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const server = () =>
  fakeBookServer({
    'GET fixtures': () => fixturesAnswer([footballFixture()]),
    'GET balance': () => ok({ balanceMinor: 10_000 }),
    'POST bets': () => ok({}),
  });
const betOnHome = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /^Galatasaray – Fenerbahçe, Maç Sonucu: 1, oran/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Bahis yap' }));
};

describe('sportsbook page: messages to the site', () => {
  it('Betsy: posts its height on load and whenever it changes, and the player’s state', async () => {
    renderBook(bookConfig(), server());
    await waitFor(() => expect(parentMessages(posted)).toContainEqual({ type: 'size', height: 900 }));
    expect(parentMessages(posted)).toContainEqual({ type: 'user', loggedIn: true });
    expect(parentMessages(posted)).toContainEqual({ type: 'session', active: true });
    height = 1_480;
    observed?.();
    expect(parentMessages(posted).at(-1)).toEqual({ type: 'size', height: 1_480 });
    const sizes = parentMessages(posted).filter((m) => (m as { type?: string }).type === 'size').length;
    observed?.();
    expect(parentMessages(posted).filter((m) => (m as { type?: string }).type === 'size')).toHaveLength(sizes);
  });

  it('Betsy: a guest’s bet asks the site for its login form and reaches no wallet', async () => {
    const book = server();
    renderBook(bookConfig({ token: null }), book);
    await betOnHome();
    expect(parentMessages(posted)).toContainEqual({ type: 'click', target: 'loginButton' });
    expect(parentMessages(posted)).toContainEqual({ type: 'user', loggedIn: false });
    expect(screen.getByRole('alert').textContent).toBe('Bahis yapmak için lütfen giriş yapın.');
    expect(book.calls('POST bets')).toHaveLength(0);
    expect(book.calls('GET balance')).toHaveLength(0);

    posted.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(parentMessages(posted)).toEqual([{ type: 'click', target: 'loginButton' }]);
  });

  it('Betco: a guest’s bet opens the login slider; sizes come in Betco’s shape', async () => {
    const book = server();
    renderBook(bookConfig({ partner: 'betco', token: null }), book);
    await betOnHome();
    expect(parentMessages(posted)).toContainEqual({ action: 'openSlider', data: { tab: 'login' } });
    expect(parentMessages(posted)).toContainEqual({ action: 'size', data: { height: 900 } });
    expect(parentMessages(posted)).not.toContainEqual(expect.objectContaining({ type: expect.anything() }));
    expect(book.calls('POST bets')).toHaveLength(0);
  });

  it('Betco: tells the site the new balance after a bet', async () => {
    let balanceMinor = 10_000;
    const book = fakeBookServer({
      'GET fixtures': () => fixturesAnswer([footballFixture()]),
      'GET balance': () => ok({ balanceMinor }),
      'POST bets': () => {
        balanceMinor = 9_000;
        return ok({});
      },
    });
    renderBook(bookConfig({ partner: 'betco' }), book);
    await betOnHome();
    await waitFor(() => expect(parentMessages(posted)).toContainEqual({ action: 'userBalance', data: { balance: 90 } }));
    expect(book.calls('GET balance')[0].query).toEqual({ t: 'sb-token-0001', partner: 'betco' });
  });
});
