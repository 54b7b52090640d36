import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { operatorToken, serverEnv, signedIn, unique, type Player } from './accounts';
import { e2eSchema, otherPort, restartPort } from './run-env';

/**
 * Real time on the real server: notifications written by an operator reach the open tab through the hub, the bell
 * counts them, the balance follows a deposit without waiting for the poll, the page reconnects on the spec's
 * schedule after a restart, and (PostgreSQL + Redis) an event on one server process reaches a page on another.
 */
const HUB = '/hubs/notify';

async function message(request: APIRequestContext, player: Player, title: string, type = 5, base = '') {
  const token = await operatorToken(request, 'support');
  const sent = await request.post(`${base}/api/admin/notifications`, {
    headers: { authorization: `Operator ${token}` },
    data: { username: player.username, title, note: `${title}: ayrıntılar burada.`, type },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** Resolves once the page's hub connection has completed its handshake. */
function hubConnected(page: Page) {
  return page
    .waitForEvent('websocket', { predicate: (ws) => ws.url().includes(HUB), timeout: 20_000 })
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).startsWith('{}'), timeout: 20_000 }).then(() => ws));
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Bildirimler', exact: true });

test('an operator’s message reaches the open tab within a second; the bell counts it; opening it marks it read', { tag: ['@phone', '@store'] }, async ({ page, request }) => {
  const player = await signedIn(page, request);
  const connected = hubConnected(page);
  await page.goto('/');
  await connected;
  await expect(bell(page)).toHaveText('');

  await message(request, player, 'Hafta sonu turnuvası', 4);
  await expect(bell(page)).toHaveAccessibleDescription('1 okunmamış bildirim', { timeout: 1_000 });
  await expect(bell(page)).toHaveText('1');

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Bildirimler' });
  await expect(panel).toBeVisible();
  const item = panel.getByRole('button', { name: /Hafta sonu turnuvası/ });
  await expect(item.getByRole('img', { name: 'Okunmamış' })).toBeVisible();
  await item.click();
  await expect(panel.getByRole('heading', { name: 'Bonus' })).toBeVisible();
  await expect(panel.getByText('Hafta sonu turnuvası: ayrıntılar burada.')).toBeVisible();
  await expect(bell(page)).toHaveText('');
  // Read on the server too: a new page load lists it as read.
  const list = await request.post('/api/customer/notification', { headers: { authorization: `Bearer ${player.token}` }, data: { skip: 0, take: 100 } });
  expect(((await list.json()) as { data: Array<{ isRead: boolean }> }).data.map((n) => n.isRead)).toEqual([true]);

  await panel.getByRole('button', { name: 'Bildirimlere dön' }).click();
  await expect(item).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test('nine unread notifications show 9+', async ({ page, request }) => {
  const player = await signedIn(page, request);
  const connected = hubConnected(page);
  await page.goto('/');
  await connected;
  for (let i = 1; i <= 8; i += 1) await message(request, player, `Duyuru ${i}`);
  await expect(bell(page)).toHaveText('8');
  await message(request, player, 'Duyuru 9');
  await expect(bell(page)).toHaveText('9+');
  await expect(bell(page)).toHaveAccessibleDescription('9 okunmamış bildirim');
});

test('a confirmed deposit reaches the header balance by push, without the poll', { tag: '@store' }, async ({ page, request }) => {
  const player = await signedIn(page, request);
  const connected = hubConnected(page);
  await page.goto('/');
  await connected;
  const balance = page.getByRole('banner').getByText(/₺[\d.,]+/).first();
  await expect(balance).toHaveText(/0,00/);
  // From here the 3-second poll gets nothing: only the hub can move the balance.
  await page.route('**/api/user/balance', (route) => route.abort());
  const deposit = await request.post('/api/payment/deposit', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { id: 1, target: 'pay', detail: { amount: 750, bankId: 1, senderName: 'Deniz Yılmaz', bonusId: 0 } },
  });
  expect(deposit.ok(), await deposit.text()).toBe(true);
  const reference = ((await deposit.json()) as { data: { reference: string } }).data.reference;
  const finance = { authorization: `Operator ${await operatorToken(request, 'finance')}` };
  const queue = await request.get('/api/admin/payments/queue', { headers: finance });
  const item = ((await queue.json()) as { data: Array<{ id: number; reference: string }> }).data.find((i) => i.reference === reference)!;
  await request.post('/api/admin/payments/approve', { headers: finance, data: { id: item.id } });
  await expect(balance).toHaveText(/750,00/, { timeout: 2_000 });
  await expect(bell(page)).toHaveText('1');
});

/** The servers the journeys started and have not stopped: a journey that fails half-way leaves none running. */
const running = new Set<ChildProcess>();
test.afterEach(async () => {
  await Promise.all(
    [...running].map(async (child) => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(late);
    }),
  );
});

/** A server of its own (own port, own SQLite directory unless on PostgreSQL) for the journeys that stop or add one. */
async function startServer(port: number, env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  // A server left over on the port (an earlier run killed mid-way) would answer for the new one, over a deleted
  // data directory: say so instead of failing later on its errors.
  const taken = await fetch(`http://127.0.0.1:${port}/api/casino/eqyptquest`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already served by another process`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT_MAX: '100000', LOGIN_LIMIT_PER_IP: '10000', REGISTER_LIMIT_PER_IP: '10000', ...env },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`server on ${port} did not answer`);
    const up = await fetch(`${base}/api/casino/eqyptquest`).then((r) => r.ok, () => false);
    // Answered, and by this child: a server that was still starting on the port would answer for one that then fails
    // to listen there.
    if (up && (await new Promise((r) => setTimeout(r, 200)).then(() => child.exitCode === null))) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

test.describe('server restart', () => {
  // The page's clock is Playwright's (page.clock), paused once the page is connected: the reconnection's schedule is
  // driven step by step, so neither a loaded machine nor a server slow to start can move an attempt (this journey
  // used to time the attempts against the wall clock, with one retry for when the machine slipped).
  test('after a server restart the page reconnects at 0, 2 and 10 s, and lists what arrived while it was away', async ({ page, request }, info) => {
    test.skip(Boolean(process.env.DATABASE_URL) || info.project.name !== 'desktop', 'one restart journey, on its own SQLite server');
    test.setTimeout(120_000);
    const port = restartPort;
    const dataDir = `.tmp/e2e-restart-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const env = { DATA_DIR: dataDir };
    let server = await startServer(port, env);
    try {
      const player = await signedIn(page, request, server.base);
      // Each hub socket the page opens, stamped by the page's (fake) clock, and each one that closed.
      await page.addInitScript((hub) => {
        const Native = window.WebSocket;
        const record = { opened: [] as number[], closed: 0 };
        Object.assign(window, { hubSockets: record });
        window.WebSocket = class extends Native {
          constructor(url: string | URL, protocols?: string | string[]) {
            super(url, protocols);
            if (!String(url).includes(hub)) return;
            record.opened.push(performance.now());
            this.addEventListener('close', () => (record.closed += 1));
          }
        };
      }, HUB);
      await page.clock.install();
      const connected = hubConnected(page);
      await page.goto(`${server.base}/`);
      await connected;
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

      const sockets = () => page.evaluate(() => (window as unknown as { hubSockets: { opened: number[]; closed: number } }).hubSockets);
      const before = await sockets();
      const dropped = await page.evaluate(() => performance.now());
      /**
       * The attempts since the drop, in ms after it (page clock), once each has been refused (open: false) or all but
       * the last, which stays open (true). The drop's own socket counts as one more closed than opened.
       */
      const attempts = async ({ open }: { open: boolean }) => {
        await expect
          .poll(async () => {
            const now = await sockets();
            return now.closed - before.closed - (now.opened.length - before.opened.length);
          })
          .toBe(open ? 0 : 1);
        return (await sockets()).opened.slice(before.opened.length).map((at) => Math.round(at - dropped));
      };
      await server.stop();
      // Written while the page is away: it must be listed after the reconnection.
      execFileSync(process.execPath, ['--import', 'tsx', 'server/notify-cli.ts', '--player', player.username, '--title', 'Bakım bitti', '--note', 'Tekrar hoş geldiniz.'], {
        env: { ...serverEnv(), ...env },
      });
      await expect.poll(async () => (await sockets()).closed).toBe(before.closed + 1); // the drop, seen by the page
      await page.clock.runFor(0);
      expect(await attempts({ open: false })).toEqual([0]); // at once, refused
      await page.clock.runFor(1_999);
      expect(await attempts({ open: false })).toEqual([0]);
      await page.clock.runFor(1);
      expect(await attempts({ open: false })).toEqual([0, 2_000]); // 2 s after the failure, refused
      server = await startServer(port, env);
      const reconnected = hubConnected(page);
      await page.clock.runFor(9_999);
      expect(await attempts({ open: false })).toEqual([0, 2_000]);
      await page.clock.runFor(1);
      await reconnected; // 10 s after the second failure, the server is back
      expect(await attempts({ open: true })).toEqual([0, 2_000, 12_000]);
      await page.clock.resume();
      await expect(bell(page)).toHaveText('1');
    } finally {
      await server.stop();
    }
  });
});

test('two server processes on PostgreSQL and Redis: a message written on one reaches a page connected to the other', { tag: '@store' }, async ({ page, request }, info) => {
  test.skip(!process.env.DATABASE_URL || !process.env.REDIS_URL, 'needs PostgreSQL and Redis');
  test.skip(info.project.name !== 'desktop', 'one cross-process journey');
  const other = await startServer(otherPort, { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: e2eSchema, REDIS_URL: process.env.REDIS_URL!, DATA_DIR: `.tmp/e2e-other-${unique()}` });
  try {
    const player = await signedIn(page, request, other.base);
    const connected = hubConnected(page);
    await page.goto(`${other.base}/`);
    await connected;
    // Written through the journeys' own server (process A); the page listens on process B.
    await message(request, player, 'Öbür sunucudan');
    await expect(bell(page)).toHaveText('1', { timeout: 1_000 });
  } finally {
    await other.stop();
  }
});
