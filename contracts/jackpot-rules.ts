/** Jackpot display rules of product §9, free of zod so the home page can use them without loading schemas. */
export type EgtJackpotCardLike = { instanceName: string; levelStats: readonly unknown[] };

export const EGT_JACKPOT_NAMES = ['High Cash', 'Clover Chance'] as const;
export const EGT_JACKPOT_LEVELS = 4;
/** The value the provider reports when the Egypt quest jackpot is not running. */
export const EGYPT_QUEST_IDLE_LEVEL = 14000;

export function pickEgtJackpots<T extends EgtJackpotCardLike>(cards: readonly T[]): T[] {
  return EGT_JACKPOT_NAMES.flatMap((name) => {
    const card = cards.find((c) => c.instanceName === name && c.levelStats.length === EGT_JACKPOT_LEVELS);
    return card ? [card] : [];
  });
}

export const egyptQuestVisible = (currentLevelI: number) => currentLevelI !== EGYPT_QUEST_IDLE_LEVEL;
