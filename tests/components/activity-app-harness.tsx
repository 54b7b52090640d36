import { vi } from 'vitest';
import { TransactionStatus, TransactionType } from '../../contracts/enums';
import type { AvailableReward, BonusItem, TransactionItem, TransactionPage } from '../../contracts/money';
import { bonus, reward, transaction } from '../unit/machines/activity-fixtures';
import { ok, type FakeRequest, type Routes } from './fake-network';
// Loaded up front, so the lazy account area resolves within a test's waiting time.
import '../../src/features/account/account-page';

export const wait = { timeout: 10_000 };

/** The demo player's transactions: 45 in all, newest first (a rejected withdrawal with its reason on top); two withdrawals. */
export const demoTransactions: TransactionItem[] = [
  transaction(45, {
    type: TransactionType.Withdraw,
    status: TransactionStatus.Rejected,
    amount: 1234.5,
    method: 'Papara',
    details: 'Papara **** 5678',
    reason: 'IBAN sahibi hesap sahibiyle aynı değil',
  }),
  transaction(44, { status: TransactionStatus.Pending, amount: 500 }),
  transaction(43, { type: TransactionType.Withdraw, amount: 750, method: 'Banka Havalesi' }),
  ...Array.from({ length: 42 }, (_, i) => transaction(42 - i)),
];

/** GET customer/transactions over `rows`: filters by type and status, 20 a page, totals of the filtered rows. */
export function transactionServer(rows: TransactionItem[]) {
  return ({ query }: FakeRequest) => {
    const matching = rows.filter(
      (row) => (!query.type || row.type === Number(query.type)) && (!query.status || row.status === Number(query.status)),
    );
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    const sum = (type: number) =>
      matching.filter((r) => r.type === type && r.status === TransactionStatus.Confirmed).reduce((total, r) => total + r.amount, 0);
    const answer: TransactionPage = {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
      totals: { deposits: sum(1), withdrawals: sum(2), net: sum(1) - sum(2) },
    };
    return ok(answer);
  };
}

/** The bonus calls over a small mutable state: claiming a reward moves it to the active bonuses. */
export function bonusServer(
  state: { available: AvailableReward[]; bonuses: BonusItem[] } = {
    available: [reward(7, { title: 'Hafta Sonu Bonusu', amount: 100 }), reward(8, { title: 'Deneme Bonusu', kind: 'trial', blockedBy: 'Önce telefonunuzu doğrulayın.' })],
    bonuses: [
      bonus(1, { title: 'Hoş Geldin Bonusu', wagered: 120, wageringRequired: 500, wageringTimes: 10 }),
      bonus(2, { title: 'Eski Bonus', status: 'expired', endedAt: '2026-10-01T09:00:00.000Z', termsUrl: '/pages/13' }),
    ],
  },
): Routes {
  return {
    'GET bonus/available': () => ok(state.available),
    'GET bonus/list': () => ok(state.bonuses),
    'POST bonus/claim': ({ body }) => {
      const { id } = body as { id: number };
      const claimed = state.available.find((r) => r.id === id)!;
      state.available = state.available.filter((r) => r.id !== id);
      state.bonuses = [bonus(id, { title: claimed.title, amount: claimed.amount, wagered: 0, wageringRequired: claimed.amount * 10 }), ...state.bonuses];
      return ok({ amount: claimed.amount }, '₺100,00 bonus hesabınıza eklendi.');
    },
  };
}

/**
 * The fake network answers JSON only; a file answer (the CSV) is served here on top of it, byte for byte,
 * and every request for it is recorded.
 */
export function serveFile(path: string, bytes: string, headers: Record<string, string>) {
  const inner = globalThis.fetch;
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    if (new URL(request.url).pathname !== `/api/${path}`) return inner(input, init);
    requests.push(request);
    return new Response(bytes, { status: 200, headers });
  });
  return requests;
}

/** Records the files the page saves: what went into the object URL and the link that was clicked. */
export function captureDownloads() {
  const saved: Array<{ blob: Blob; filename: string; href: string }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const href = this.getAttribute('href') ?? '';
    if (href.startsWith('blob:')) saved.push({ blob: blobs.get(href)!, filename: this.download, href });
  });
  return saved;
}
