import { api } from '../services';

export interface EgyptQuest {
  currentLevelI: number;
}

/** GET casino/eqyptquest (sic): the Egypt quest jackpot level. */
export async function loadEgyptQuest(_: void, signal?: AbortSignal): Promise<EgyptQuest> {
  return (await api.get<EgyptQuest>('casino/eqyptquest', { signal })).data;
}
