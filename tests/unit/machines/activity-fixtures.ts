import { TransactionStatus, TransactionType } from '../../../contracts/enums';
import type { AvailableReward, BonusItem, TransactionItem, TransactionPage } from '../../../contracts/money';

/** One of the demo player's transactions (GET customer/transactions). */
export const transaction = (id: number, extra: Partial<TransactionItem> = {}): TransactionItem => ({
  id,
  reference: `TX-${String(id).padStart(6, '0')}`,
  type: TransactionType.Deposit,
  status: TransactionStatus.Confirmed,
  amount: 250,
  fee: 0,
  method: 'Havale/EFT',
  details: 'TR** **** 1234',
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:05:00.000Z',
  ...extra,
});

/** A page of transactions: `total` rows in all, this page's items. */
export const transactionPage = (items: TransactionItem[], extra: Partial<TransactionPage> = {}): TransactionPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  totals: { deposits: 0, withdrawals: 0, net: 0 },
  ...extra,
});

export const reward = (id: number, extra: Partial<AvailableReward> = {}): AvailableReward => ({
  id,
  kind: 'offer',
  title: `Offer ${id}`,
  description: 'Hafta sonu bonusu',
  amount: 100,
  wageringTimes: 10,
  blockedBy: null,
  terms: {
    contributions: { slots: 100, table: 10, dice: 0, crash: 0, live: 10, sports: 100 },
    excludedGames: [{ id: 12, name: 'Blood Suckers' }],
    gameContributions: [],
    sportsMinOdds: 1.5,
    maxBet: 25,
    maxCashout: null,
    frequency: 'weekly',
    stacks: false,
    wageringTimes: 10,
    validDays: 3,
    needsVerifiedPhone: false,
  },
  ...extra,
});

export const bonus = (id: number, extra: Partial<BonusItem> = {}): BonusItem => ({
  id,
  title: `Bonus ${id}`,
  amount: 50,
  wageringRequired: 500,
  wagered: 120,
  wageringTimes: 10,
  status: 'active',
  grantedAt: '2026-11-18T09:00:00.000Z',
  expiresAt: '2026-12-18T09:00:00.000Z',
  endedAt: null,
  termsUrl: '/pages/12',
  ...extra,
});
