import * as z from 'zod';

export const egtJackpotCard = z.object({
  instanceName: z.string(),
  levelStats: z.array(z.object({ level: z.string(), amount: z.number() })),
});
export type EgtJackpotCard = z.infer<typeof egtJackpotCard>;

export const jackpotCards = z.object({ currentLevelI: z.number() });
export const egyptQuestResponse = z.object({ currentLevelI: z.number() });
export type EgyptQuestResponse = z.infer<typeof egyptQuestResponse>;

export * from './jackpot-rules';
