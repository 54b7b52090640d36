import type { GameItem } from '../../contracts/casino';
import type { GameProvider } from '../../contracts/enums';

/** A catalogue game of `providerName` (SoftGamings games carry a system, EveryMatrix ones a productId). */
export const gameOf = (providerName: GameProvider, extra: Partial<GameItem> = {}): GameItem => ({
  id: 11,
  name: 'Sultan’s Fortune',
  providerName,
  gameCode: 'sultans-fortune',
  system: providerName === 'SoftGamings' ? '998' : null,
  productId: providerName === 'EveryMatrix' ? 42 : null,
  mainProviderId: 3,
  systemCategory: 1,
  imageUrl: '/media/games/11.svg',
  ...extra,
});
