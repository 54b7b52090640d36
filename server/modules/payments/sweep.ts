import type { AppContext } from '../../context.js';
import { expireBonuses } from '../bonus/wagering.js';
import { expireDeposits } from './service.js';

/** Deposits whose payment page closed unpaid are cancelled; bonuses whose time ran out expire. */
export async function sweepMoney(ctx: AppContext): Promise<{ deposits: number; bonuses: number }> {
  return { deposits: await expireDeposits(ctx), bonuses: await expireBonuses(ctx.db.kysely, ctx.now()) };
}

export function scheduleMoneySweep(ctx: AppContext): void {
  ctx.background.every('money-sweep', ctx.config.MONEY_SWEEP_SECONDS * 1000, async () => {
    const swept = await sweepMoney(ctx);
    if (swept.deposits || swept.bonuses) ctx.log.info({ swept }, 'expired deposits and bonuses');
  });
}
