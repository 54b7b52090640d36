import type { AppContext } from '../../context.js';
import { expireBonuses } from '../bonus/wagering.js';
import { sendDueRefunds } from './refunds.js';
import { expireDeposits } from './service.js';

/**
 * Deposits whose payment page closed unpaid are cancelled; bonuses whose time ran out expire; refunds a PSP did not
 * take yet are asked again.
 */
export async function sweepMoney(ctx: AppContext): Promise<{ deposits: number; bonuses: number; refunds: number }> {
  const deposits = await expireDeposits(ctx);
  const bonuses = await expireBonuses(ctx.db.kysely, ctx.now());
  const { refunded } = await sendDueRefunds(ctx);
  return { deposits, bonuses, refunds: refunded };
}

export function scheduleMoneySweep(ctx: AppContext): void {
  ctx.background.every('money-sweep', ctx.config.MONEY_SWEEP_SECONDS * 1000, async () => {
    const swept = await sweepMoney(ctx);
    if (swept.deposits || swept.bonuses || swept.refunds) ctx.log.info({ swept }, 'expired deposits and bonuses, refunds made');
  });
}
