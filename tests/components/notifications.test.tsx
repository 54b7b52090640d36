// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem } from '../../contracts/notifications';
import type { Locale } from '../../i18n/locales';
import { authData } from '../unit/machines/shell-harness';
import { fail, ok, pending, type FakeAnswer, type Routes } from './fake-network';
import { renderApp, settle } from './app-harness';

const wait = { timeout: 10_000 };

/** A time in the player's own zone, so the expected text does not depend on the machine running the test. */
const at = (day: number, hours: number, minutes: number) => new Date(2026, 0, day, hours, minutes).toISOString();

const item = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  title: `Bildirim ${id}`,
  note: `Not ${id}`,
  type: 5,
  isRead: false,
  timeStamp: at(5, 14, 3),
  ...extra,
});

const demo: NotificationItem[] = [
  item(4, { type: 4, title: 'Bonus eklendi', note: '₺100,00 tutarında bonus, bonus bakiyenize eklendi. Çevrim durumunu Bonuslar sayfasında görebilirsiniz.' }),
  item(3, { type: 1, title: 'Yatırımınız alındı', note: '₺500,00 yatırımınız bakiyenize eklendi.', timeStamp: at(3, 9, 5) }),
  item(2, { type: 2, title: 'Çekiminiz gönderildi', isRead: true, timeStamp: at(1, 23, 59) }),
  item(1, { type: 3, title: 'Jackpot', isRead: true }),
];

/** customer/notification over a mutable list, and customer/readnotification answered by `read`. */
function notificationServer(list: NotificationItem[], read: (id: number) => FakeAnswer | Promise<FakeAnswer> = () => ok(null)): Routes {
  return {
    'POST customer/notification': () => ok(list),
    'POST customer/readnotification': ({ body }) => read((body as { id: number }).id),
  };
}

function start(options: { list?: NotificationItem[]; server?: Routes; locale?: Locale } = {}) {
  return renderApp({
    authData: authData(),
    locale: options.locale,
    server: { ...notificationServer(options.list ?? demo), ...options.server },
  });
}

const header = () => within(screen.getByRole('banner'));
const bell = () => header().getByRole('button', { name: /^(Bildirimler|Notifications)$/ });
const badge = () => bell().querySelector('[aria-hidden="true"]:not(svg)')?.textContent ?? null;
const description = () => {
  const id = bell().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};
const panel = (name = 'Bildirimler') => within(screen.getByRole('dialog', { name }));
const rows = () => panel().getAllByRole('listitem').map((row) => within(row).getByRole('button'));

async function loaded(list = demo) {
  const unread = list.filter((n) => !n.isRead).length;
  await waitFor(() => expect(badge()).toBe(unread === 0 ? null : unread >= 9 ? '9+' : String(unread)), wait);
}

describe('notifications: the bell', () => {
  it('shows the unread count on the badge, described in words; no badge at 0', async () => {
    start();
    await loaded();
    expect(badge()).toBe('2');
    expect(description()).toBe('2 okunmamış bildirim');
  });

  it.each([
    [8, '8'],
    [9, '9+'],
    [12, '9+'],
    [0, null],
  ])('with %i unread the badge reads %s', async (count, text) => {
    const list = Array.from({ length: 12 }, (_, i) => item(12 - i, { isRead: i >= count }));
    start({ list });
    fireEvent.click(bell());
    await waitFor(() => expect(panel().getAllByRole('listitem')).toHaveLength(12), wait);
    expect(badge()).toBe(text);
  });

  it('is not there for a guest', () => {
    renderApp();
    expect(header().queryByRole('button', { name: 'Bildirimler' })).toBeNull();
  });

  it('shakes when the number of notifications changes, not when one is read', async () => {
    const { hub } = start();
    await loaded();
    const shakes = () => Number(bell().querySelector('[data-shakes]')!.getAttribute('data-shakes'));
    const before = shakes();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    act(() => hub.push({ cmd: 'Notification', message: item(9) }));
    await waitFor(() => expect(shakes()).toBe(before + 1), wait);
    fireEvent.click(bell());
    fireEvent.click(rows()[0]);
    await waitFor(() => expect(badge()).toBe('2'), wait);
    expect(shakes()).toBe(before + 1);
  });
});

describe('notifications: the panel (desktop)', () => {
  it('lists them newest first: type icon, title, one line of the note, time as d.MMM.YY HH:MM, a dot on unread ones', async () => {
    start();
    await loaded();
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const dialog = panel();
    expect(dialog.getByRole('heading', { name: 'Bildirimler', level: 2 })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Bildirimler' }));
    const [bonus, deposit, withdraw, jackpot] = rows();
    expect(within(bonus).getByRole('img', { name: 'Bonus' })).toBeTruthy();
    expect(within(bonus).getByText('Bonus eklendi')).toBeTruthy();
    expect(within(bonus).getByText(/^₺100,00 tutarında bonus/)).toBeTruthy();
    expect(within(bonus).getByText('5.Oca.26 14:03').getAttribute('datetime')).toBe(demo[0].timeStamp);
    expect(within(bonus).getByRole('img', { name: 'Okunmamış' })).toBeTruthy();
    expect(within(deposit).getByRole('img', { name: 'Para Yatırma' })).toBeTruthy();
    expect(within(deposit).getByText('3.Oca.26 09:05')).toBeTruthy();
    expect(within(withdraw).getByRole('img', { name: 'Para Çekme' })).toBeTruthy();
    expect(within(withdraw).getByText('1.Oca.26 23:59')).toBeTruthy();
    expect(within(withdraw).queryByRole('img', { name: 'Okunmamış' })).toBeNull();
    expect(within(jackpot).getByRole('img', { name: 'Jackpot' })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    start();
    await loaded();
    fireEvent.click(bell());
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Bildirimler' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button and on a click elsewhere', async () => {
    start();
    await loaded();
    fireEvent.click(bell());
    fireEvent.click(panel().getByRole('button', { name: 'Bildirimleri kapat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
    fireEvent.click(bell());
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens one: the type as heading, title, the whole note, the time; Back returns to the list', async () => {
    const { network } = start();
    await loaded();
    fireEvent.click(bell());
    fireEvent.click(rows()[0]);
    const detail = panel();
    expect(detail.getByRole('heading', { name: 'Bonus', level: 3 })).toBeTruthy();
    expect(detail.getByText('Bonus eklendi')).toBeTruthy();
    expect(detail.getByText(demo[0].note)).toBeTruthy();
    expect(detail.getByText('5.Oca.26 14:03')).toBeTruthy();
    expect(document.activeElement).toBe(detail.getByRole('button', { name: 'Bildirimlere dön' }));
    await waitFor(() => expect(network.calls('POST customer/readnotification').map((r) => r.body)).toEqual([{ id: 4 }]), wait);
    fireEvent.click(detail.getByRole('button', { name: 'Bildirimlere dön' }));
    expect(rows()).toHaveLength(4);
    expect(document.activeElement).toBe(rows()[0]);
  });

  it('marks an opened unread one read only when the server answers success', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    start({ server: { 'POST customer/readnotification': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) } });
    await loaded();
    fireEvent.click(bell());
    fireEvent.click(rows()[0]);
    await settle(20);
    // Asked, not answered yet: still unread.
    expect(badge()).toBe('2');
    fireEvent.click(panel().getByRole('button', { name: 'Bildirimlere dön' }));
    expect(within(rows()[0]).getByRole('img', { name: 'Okunmamış' })).toBeTruthy();
    await act(async () => answer(ok(null)));
    await waitFor(() => expect(badge()).toBe('1'), wait);
    expect(within(rows()[0]).queryByRole('img', { name: 'Okunmamış' })).toBeNull();
  });

  it('keeps it unread when the server answers success=false, and asks again on the next open', async () => {
    const { network } = start({ server: { 'POST customer/readnotification': () => fail(400, 'Bildirim bulunamadı.') } });
    await loaded();
    fireEvent.click(bell());
    fireEvent.click(rows()[1]);
    await waitFor(() => expect(network.calls('POST customer/readnotification')).toHaveLength(1), wait);
    await settle(20);
    fireEvent.click(panel().getByRole('button', { name: 'Bildirimlere dön' }));
    expect(badge()).toBe('2');
    expect(within(rows()[1]).getByRole('img', { name: 'Okunmamış' })).toBeTruthy();
    fireEvent.click(rows()[1]);
    await waitFor(() => expect(network.calls('POST customer/readnotification')).toHaveLength(2), wait);
  });

  it('does not ask the server again for one already read', async () => {
    const { network } = start();
    await loaded();
    fireEvent.click(bell());
    fireEvent.click(rows()[2]);
    expect(panel().getByRole('heading', { name: 'Para Çekme' })).toBeTruthy();
    await settle(20);
    expect(network.calls('POST customer/readnotification')).toEqual([]);
  });

  it('shows the empty state', async () => {
    start({ list: [] });
    fireEvent.click(bell());
    expect(await panel().findByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.', {}, wait)).toBeTruthy();
    expect(panel().queryByRole('list')).toBeNull();
  });

  it('shows the failure with Try again, which loads the list', async () => {
    let failures = 1;
    start({ server: { 'POST customer/notification': () => (failures-- > 0 ? fail(503, 'Sunucuya ulaşılamadı.') : ok(demo)) } });
    fireEvent.click(bell());
    const alert = within(await panel().findByRole('alert', {}, wait));
    expect(alert.getByText('Bildirimler yüklenemedi.')).toBeTruthy();
    expect(alert.getByText('Sunucuya ulaşılamadı.')).toBeTruthy();
    fireEvent.click(alert.getByRole('button', { name: 'Tekrar dene' }));
    expect(await panel().findByText('Bonus eklendi', {}, wait)).toBeTruthy();
    expect(badge()).toBe('2');
  });

  it('asks for skip 0, take 100 once logged in', async () => {
    const { network } = start();
    await loaded();
    expect(network.calls('POST customer/notification').map((r) => r.body)).toEqual([{ skip: 0, take: 100 }]);
  });
});

describe('notifications: in English', () => {
  it('names the panel, the types, the months, the dot and the states in English', async () => {
    start({ locale: 'en' });
    await loaded();
    expect(description()).toBe('2 unread notifications');
    fireEvent.click(bell());
    const dialog = panel('Notifications');
    expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    const [bonus, deposit, withdraw] = dialog.getAllByRole('listitem');
    expect(within(bonus).getByText('5.Jan.26 14:03')).toBeTruthy();
    expect(within(bonus).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(deposit).getByRole('img', { name: 'Deposit' })).toBeTruthy();
    expect(within(withdraw).getByRole('img', { name: 'Withdraw' })).toBeTruthy();
    fireEvent.click(within(withdraw).getByRole('button'));
    expect(dialog.getByRole('heading', { name: 'Withdraw', level: 3 })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Back to notifications' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Close notifications' })).toBeTruthy();
  });

  it('shows the empty state in English', async () => {
    start({ locale: 'en', list: [] });
    fireEvent.click(bell());
    expect(await panel('Notifications').findByText('When you have a new notification, you will see it here.', {}, wait)).toBeTruthy();
  });

  it('shows the failure in English', async () => {
    start({ locale: 'en', server: { 'POST customer/notification': () => fail(503, 'Could not reach the server.') } });
    fireEvent.click(bell());
    const alert = within(await panel('Notifications').findByRole('alert', {}, wait));
    expect(alert.getByText('The notifications could not be loaded.')).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('loads the list again in the new language when the player switches', async () => {
    const { network, actor } = start();
    await loaded();
    act(() => actor.system.get('language').send({ type: 'language.change', locale: 'en' }));
    await waitFor(() => expect(network.calls('POST customer/notification')).toHaveLength(2), wait);
    expect(network.calls('POST customer/notification')[1].headers['x-locale']).toBe('en');
  });
});

describe('notifications: live from the hub', () => {
  it('connects to /hubs/notify with the token, the fingerprint and the language', async () => {
    const { hub } = start();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    const [socket] = hub.sockets;
    expect(socket.url.pathname).toBe('/hubs/notify');
    expect(socket.url.protocol).toBe('ws:');
    expect(socket.url.searchParams.get('x-locale')).toBe('tr');
    // The stored fingerprint (the page computes it again as it starts; either is the browser's).
    expect(socket.url.searchParams.get('x-fingerprint')).toMatch(/^\w{8,}$/);
    expect(hub.tokenOf(socket)).toBe('token-1');
  });

  it('puts a pushed notification on top, counts it, and never lists one twice', async () => {
    const { hub } = start();
    await loaded();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    const pushed = item(5, { type: 4, title: 'Yeni bonus', timeStamp: at(6, 8, 0) });
    act(() => hub.push({ cmd: 'Notification', message: pushed }));
    await waitFor(() => expect(badge()).toBe('3'), wait);
    act(() => hub.push({ command: 'Notification', message: pushed }));
    fireEvent.click(bell());
    expect(rows().map((row) => within(row).getByText(/^(Yeni bonus|Bonus eklendi|Yatırımınız alındı|Çekiminiz gönderildi|Jackpot)$/).textContent)).toEqual([
      'Yeni bonus',
      'Bonus eklendi',
      'Yatırımınız alındı',
      'Çekiminiz gönderildi',
      'Jackpot',
    ]);
    expect(badge()).toBe('3');
  });

  it('ignores pushes it does not know and malformed ones', async () => {
    const { hub } = start();
    await loaded();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    act(() => {
      hub.push({ cmd: 'Something', message: item(7) });
      hub.push({ cmd: 'Notification', message: { id: 'x' } });
    });
    await settle(20);
    expect(badge()).toBe('2');
  });

  it('shows a pushed balance in the header at once', async () => {
    const { hub } = start();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    act(() => hub.push({ cmd: 'Balance', message: { balance: 3210.5, cash: 3000, bonus: 210.5 } }));
    expect(await header().findByText(/3\.210,50/, {}, wait)).toBeTruthy();
  });

  it('reconnects at once after a drop and fetches the list again, so nothing pushed meanwhile is missed', async () => {
    const { hub, network } = start();
    await loaded();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    act(() => hub.drop());
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    expect(hub.sockets).toHaveLength(2);
    await waitFor(() => expect(network.calls('POST customer/notification')).toHaveLength(2), wait);
  });

  it('closes the connection when the player logs out', async () => {
    const { hub } = start();
    await waitFor(() => expect(hub.open()).toHaveLength(1), wait);
    fireEvent.click(header().getByRole('button', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(hub.open()).toHaveLength(0), wait);
    await settle(50);
    // And it does not try again.
    expect(hub.sockets).toHaveLength(1);
  });
});

describe('notifications: the bottom sheet (mobile)', () => {
  const mobile = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));

  it('opens the same content as a full-height modal sheet; Escape closes it and the focus returns to the bell', async () => {
    mobile();
    start();
    await loaded();
    fireEvent.click(bell());
    const sheet = screen.getByRole('dialog', { name: 'Bildirimler' });
    expect(sheet.tagName).toBe('DIALOG');
    expect(sheet.hasAttribute('open')).toBe(true);
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(sheet).getAllByRole('listitem').map((row) => within(row).getByRole('button'))[0]);
    expect(within(sheet).getByRole('heading', { name: 'Bonus', level: 3 })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
    // Opened again, it starts at the list.
    fireEvent.click(bell());
    expect(within(screen.getByRole('dialog', { name: 'Bildirimler' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('closes with its close button, in English too', async () => {
    mobile();
    start({ locale: 'en', list: [] });
    fireEvent.click(bell());
    const sheet = within(screen.getByRole('dialog', { name: 'Notifications' }));
    expect(await sheet.findByText('When you have a new notification, you will see it here.', {}, wait)).toBeTruthy();
    fireEvent.click(sheet.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });
});

// The list call that never answers keeps the loading state (no empty text while waiting).
describe('notifications: while loading', () => {
  it('says it is loading, not that there is nothing', () => {
    start({ server: { 'POST customer/notification': pending } });
    fireEvent.click(bell());
    expect(panel().getByText('Yükleniyor...')).toBeTruthy();
    expect(panel().queryByText('Yeni bir bildiriminiz olduğunda burada göreceksiniz.')).toBeNull();
  });
});
