import type { BonusLists } from '../../../../machines/bonuses.machine';
import { postAck } from '../../../api/call';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET bonus/available and GET bonus/list, together: the page shows both or neither. */
export async function loadBonuses(_: void, signal?: AbortSignal): Promise<BonusLists> {
  const [available, bonuses, schemas] = await Promise.all([
    api.get<unknown>('bonus/available', { signal }),
    api.get<unknown>('bonus/list', { signal }),
    loadSchemas(),
  ]);
  return { available: schemas.availableReward.array().parse(available.data), bonuses: schemas.bonusItem.array().parse(bonuses.data) };
}

/** POST bonus/claim {id}: credits the reward; the answer's message says so in the player's language. */
export const claimReward = postAck<{ id: number }>(api, 'bonus/claim');
