import {
  adminCategory,
  adminCategoryList,
  adminGameItem,
  adminGamePage,
  gameFacets,
  translationItem,
  translationPage,
  type AdminCategoryList,
  type AdminGamePage,
  type GameFacets,
  type TranslationPage,
} from '../../../contracts/admin-catalogue';
import type { CategoryAck, CategoryMoveRequest, CategorySave, CategoryToggle } from '../../../machines/admin-categories.machine';
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

const changePaths = { enabled: 'games/enabled', move: 'games/move', category: 'games/category', add: 'games/add' } as const;

/** POST admin/games/enabled, admin/games/move, admin/games/category or admin/games/add. */
export async function changeGame(change: GameChange, signal?: AbortSignal): Promise<GameChanged> {
  const { kind, ...body } = change;
  const path = changePaths[kind];
  const answer = await adminApi().post<unknown>(path, body, { signal });
  return { message: answer.message, item: adminGameItem.parse(answer.data) };
}

/** GET admin/games/categories: every category in order. */
export async function loadCategories(signal?: AbortSignal): Promise<AdminCategoryList> {
  return adminCategoryList.parse((await adminApi().get<unknown>('games/categories', { signal })).data);
}

/** POST admin/games/categories (a new one) or admin/games/categories/:id (its names, icon, extra addresses, live flag). */
export async function saveCategory({ id, body }: CategorySave, signal?: AbortSignal): Promise<CategoryAck> {
  const answer = await adminApi().post<unknown>(id === null ? 'games/categories' : `games/categories/${id}`, body, { signal });
  return { category: adminCategory.parse(answer.data), message: answer.message };
}

/** POST admin/games/categories/:id/move: the new order. */
export async function moveCategory({ id, direction }: CategoryMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`games/categories/${id}/move`, { direction }, { signal });
  return { list: adminCategoryList.parse(answer.data), message: answer.message };
}

/** POST admin/games/categories/:id/hidden */
export async function setCategoryHidden({ id, hidden }: CategoryToggle, signal?: AbortSignal): Promise<CategoryAck> {
  const answer = await adminApi().post<unknown>(`games/categories/${id}/hidden`, { hidden }, { signal });
  return { category: adminCategory.parse(answer.data), message: answer.message };
}
