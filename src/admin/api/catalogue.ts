import { adminGameItem, adminGamePage, gameFacets, translationItem, translationPage, type AdminGamePage, type GameFacets, type TranslationPage } from '../../../contracts/admin-catalogue';
import type { GameChange, GameChanged, GamesRequest } from '../../../machines/admin-games.machine';
import type { TranslationChange, TranslationSaved, TranslationsRequest } from '../../../machines/admin-translations.machine';
import { adminApi } from './services';

/** GET admin/translations: a page of built-in keys with both languages' texts. */
export async function loadTranslations(request: TranslationsRequest, signal?: AbortSignal): Promise<TranslationPage> {
  const answer = await adminApi().get<unknown>('translations', { searchParams: { ...request }, signal });
  return translationPage.parse(answer.data);
}

/** POST admin/translations (an override) or admin/translations/remove (value null). */
export async function saveTranslation({ locale, key, value }: TranslationChange, signal?: AbortSignal): Promise<TranslationSaved> {
  const answer = value === null ? await adminApi().post<unknown>('translations/remove', { locale, key }, { signal }) : await adminApi().post<unknown>('translations', { locale, key, value }, { signal });
  return { message: answer.message, item: translationItem.parse(answer.data) };
}

/** GET admin/games/facets: categories and providers. */
export async function loadGameFacets(_: void, signal?: AbortSignal): Promise<GameFacets> {
  return gameFacets.parse((await adminApi().get<unknown>('games/facets', { signal })).data);
}

/** GET admin/games: a page of the catalogue. */
export async function loadGames(request: GamesRequest, signal?: AbortSignal): Promise<AdminGamePage> {
  return adminGamePage.parse((await adminApi().get<unknown>('games', { searchParams: { ...request }, signal })).data);
}

/** POST admin/games/enabled, admin/games/move or admin/games/category. */
export async function changeGame(change: GameChange, signal?: AbortSignal): Promise<GameChanged> {
  const { kind, ...body } = change;
  const path = kind === 'enabled' ? 'games/enabled' : kind === 'move' ? 'games/move' : 'games/category';
  const answer = await adminApi().post<unknown>(path, body, { signal });
  return { message: answer.message, item: adminGameItem.parse(answer.data) };
}
