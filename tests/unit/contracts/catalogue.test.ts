import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import {
  ackEnvelope, egtLaunchPayload, enumName, envelope, errorEnvelope, gameItem, gameProvider,
  gamesSearchPayload, notificationItem, notificationListPayload, NotificationType, pushCommand, pushMessage,
  softgamingsLaunchPayload, TransactionStatus, transactionStatus,
} from '../../../contracts';

describe('enums', () => {
  it('carry the numeric values of the spec', () => {
    expect(NotificationType).toEqual({ Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 });
    expect(TransactionStatus.Created).toBe(6);
    expect(transactionStatus.safeParse(0).success).toBe(true);
    expect(transactionStatus.safeParse(7).success).toBe(false);
    expect(enumName(NotificationType, 4)).toBe('Bonus');
    expect(enumName(NotificationType, 9)).toBeUndefined();
  });

  it('knows the launch providers by their exact names', () => {
    expect(gameProvider.safeParse('Egt Digital').success).toBe(true);
    expect(gameProvider.safeParse('Kasa Games').success).toBe(true);
    expect(gameProvider.safeParse('EGT Digital').success).toBe(false);
  });
});

describe('envelopes', () => {
  it('wraps data and types it', () => {
    const balance = envelope(z.object({ balance: z.number() }));
    expect(balance.parse({ success: true, message: '', data: { balance: 3 } }).data.balance).toBe(3);
    expect(balance.safeParse({ success: true, message: '', data: { balance: '3' } }).success).toBe(false);
    expect(ackEnvelope.safeParse({ success: true, message: 'ok' }).success).toBe(true);
  });

  it('error envelopes are unsuccessful and may carry per-field sentences', () => {
    const error = { success: false, message: 'Geçersiz form', errors: { 'user.name': 'Bu alan zorunludur' } };
    expect(errorEnvelope.safeParse(error).success).toBe(true);
    expect(errorEnvelope.safeParse({ ...error, success: true }).success).toBe(false);
  });
});

describe('casino payloads', () => {
  it('trims the search and caps it at 50 characters', () => {
    expect(gamesSearchPayload.parse({ search: '  aviator ', live: false }).search).toBe('aviator');
    expect(gamesSearchPayload.safeParse({ search: ` ${'a'.repeat(50)} `, live: true }).success).toBe(true);
    expect(gamesSearchPayload.safeParse({ search: 'a'.repeat(51), live: true }).success).toBe(false);
  });

  it('launch platforms are 1 (desktop) or 2 (mobile); SoftGamings isMobile is 0 or 1', () => {
    const egt = { platform: 2, gameCode: 'g1', language: 'tr', lobbyUrl: '/casino/slot' };
    expect(egtLaunchPayload.safeParse(egt).success).toBe(true);
    expect(egtLaunchPayload.safeParse({ ...egt, platform: 3 }).success).toBe(false);
    expect(softgamingsLaunchPayload.safeParse({ system: '998', pageCode: 'p', isMobile: 1 }).success).toBe(true);
    expect(softgamingsLaunchPayload.safeParse({ system: '998', pageCode: 'p', isMobile: true }).success).toBe(false);
  });

  it('a game item names a known provider', () => {
    const game = {
      id: 1, name: 'Book', providerName: 'Amusnet', gameCode: 'b1', system: null, productId: null,
      mainProviderId: 3, systemCategory: 1, imageUrl: '/b.jpg',
    };
    expect(gameItem.safeParse(game).success).toBe(true);
    expect(gameItem.safeParse({ ...game, providerName: 'Unknown' }).success).toBe(false);
  });
});

describe('notifications', () => {
  const item = { id: 1, title: 'Yatırım', note: 'Onaylandı', type: 1, isRead: false, timeStamp: '2025-03-01T10:20:00Z' };

  it('needs a UTC timestamp', () => {
    expect(notificationItem.safeParse(item).success).toBe(true);
    expect(notificationItem.safeParse({ ...item, timeStamp: '2025-03-01T10:20:00+03:00' }).success).toBe(false);
    expect(notificationItem.safeParse({ ...item, timeStamp: '01.03.2025' }).success).toBe(false);
  });

  it('shows an unknown type as System instead of dropping the item', () => {
    expect(notificationItem.parse({ ...item, type: 42 }).type).toBe(NotificationType.System);
    expect(notificationItem.parse({ ...item, type: 4 }).type).toBe(NotificationType.Bonus);
  });

  it('lists skip 0, take 100 by default and never more than 100', () => {
    expect(notificationListPayload.parse({})).toEqual({ skip: 0, take: 100 });
    expect(notificationListPayload.safeParse({ take: 101 }).success).toBe(false);
    expect(notificationListPayload.safeParse({ skip: -1 }).success).toBe(false);
  });

  it('reads the push command from cmd or command', () => {
    expect(pushCommand(pushMessage.parse({ cmd: 'Notification', message: { id: 1 } }))).toBe('Notification');
    expect(pushCommand(pushMessage.parse({ command: 'error', message: null }))).toBe('error');
  });
});
