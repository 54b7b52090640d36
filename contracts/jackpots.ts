import * as z from 'zod';

/** title and a level's name: what an operator called them, in the player's language (else the provider's names). */
export const egtJackpotCard = z.object({
  instanceName: z.string(),
  title: z.string().optional(),
  levelStats: z.array(z.object({ level: z.string(), amount: z.number(), name: z.string().optional() })),
});
export type EgtJackpotCard = z.infer<typeof egtJackpotCard>;

export const jackpotCards = z.object({ currentLevelI: z.number() });
export const egyptQuestResponse = z.object({ currentLevelI: z.number() });
export type EgyptQuestResponse = z.infer<typeof egyptQuestResponse>;

export * from './jackpot-rules';
