import * as z from 'zod';

export const egtJackpotCard = z.object({
  instanceName: z.string(),
  levelStats: z.array(z.object({ level: z.string(), amount: z.number() })),
});
export type EgtJackpotCard = z.infer<typeof egtJackpotCard>;

export const jackpotCards = z.object({ currentLevelI: z.number() });
export const egyptQuestResponse = z.object({ currentLevelI: z.number() });
export type EgyptQuestResponse = z.infer<typeof egyptQuestResponse>;

export const EGT_JACKPOT_NAMES = ['High Cash', 'Clover Chance'] as const;
export const EGT_JACKPOT_LEVELS = 4;
/** The value the provider reports when the Egypt quest jackpot is not running. */
export const EGYPT_QUEST_IDLE_LEVEL = 14000;

export function pickEgtJackpots<T extends EgtJackpotCard>(cards: readonly T[]): T[] {
  return EGT_JACKPOT_NAMES.flatMap((name) => {
    const card = cards.find((c) => c.instanceName === name && c.levelStats.length === EGT_JACKPOT_LEVELS);
    return card ? [card] : [];
  });
}

export const egyptQuestVisible = (currentLevelI: number) => currentLevelI !== EGYPT_QUEST_IDLE_LEVEL;
