import type { AppContext } from './context.js';
import { deleteOldCodes } from './modules/codes/service.js';
import { deleteOldMessages } from './modules/outbox/service.js';
import { deleteOldSessions } from './modules/sessions/service.js';
import { lifetimesOf } from './modules/sessions/verifier.js';
import { prunePartnerRequests } from './modules/sports/wallet/requests.js';

const DAY = 86_400_000;

/** Deletes what is past its retention: sessions long over, spent codes, old outbox messages, sports partner calls past their window. */
export async function deleteExpired(ctx: Pick<AppContext, 'db' | 'config' | 'now'>) {
  const { db, config } = ctx;
  const now = ctx.now();
  return {
    sessions: await deleteOldSessions(db.kysely, { lifetimes: lifetimesOf(config), retentionMs: config.SESSION_RETENTION_DAYS * DAY, now }),
    codes: await deleteOldCodes(db.kysely, { retentionMs: config.CODE_RETENTION_DAYS * DAY, now }),
    messages: await deleteOldMessages(db.kysely, { retentionMs: config.OUTBOX_RETENTION_DAYS * DAY, now }),
    partnerRequests: await prunePartnerRequests(db.kysely, now),
  };
}

export function scheduleRetention(ctx: AppContext): void {
  ctx.background.every('retention', ctx.config.CLEANUP_INTERVAL_SECONDS * 1000, async () => {
    const deleted = await deleteExpired(ctx);
    ctx.log.info({ deleted }, 'retention clean-up');
  });
}
