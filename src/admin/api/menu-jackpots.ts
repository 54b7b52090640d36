import { adminJackpotCard, adminJackpotList, type AdminJackpotList, type JackpotCreate } from '../../../contracts/admin-jackpots';
import { adminMenuItem, adminMenuList, type AdminMenuList } from '../../../contracts/admin-menu';
import type { JackpotLevelAdd, JackpotLevelToggle, JackpotMoveRequest, JackpotSave, JackpotToggle } from '../../../machines/admin-jackpots.machine';
import type { MenuMoveRequest, MenuSave, MenuToggle } from '../../../machines/admin-menu.machine';
import { adminApi } from './services';

/** GET admin/menu: every entry, children after their parent. */
export async function loadMenu(signal?: AbortSignal): Promise<AdminMenuList> {
  return adminMenuList.parse((await adminApi().get<unknown>('menu', { signal })).data);
}

/** POST admin/menu (a new entry) or admin/menu/:id. */
export async function saveMenuEntry(save: MenuSave, signal?: AbortSignal) {
  const answer = save.id === null ? await adminApi().post<unknown>('menu', save.body, { signal }) : await adminApi().post<unknown>(`menu/${save.id}`, save.body, { signal });
  return { item: adminMenuItem.parse(answer.data), message: answer.message };
}

/** POST admin/menu/:id/move: the menu's new order. */
export async function moveMenuEntry({ id, direction }: MenuMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`menu/${id}/move`, { direction }, { signal });
  return { list: adminMenuList.parse(answer.data), message: answer.message };
}

/** POST admin/menu/:id/hidden */
export async function setMenuHidden({ id, hidden }: MenuToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`menu/${id}/hidden`, { hidden }, { signal });
  return { item: adminMenuItem.parse(answer.data), message: answer.message };
}

/** GET admin/jackpots: every card with its levels. */
export async function loadJackpots(signal?: AbortSignal): Promise<AdminJackpotList> {
  return adminJackpotList.parse((await adminApi().get<unknown>('jackpots', { signal })).data);
}

/** POST admin/jackpots/:id */
export async function saveJackpot({ id, body }: JackpotSave, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`jackpots/${id}`, body, { signal });
  return { card: adminJackpotCard.parse(answer.data), message: answer.message };
}

/** POST admin/jackpots/:id/move: the cards' new order. */
export async function moveJackpot({ id, direction }: JackpotMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`jackpots/${id}/move`, { direction }, { signal });
  return { list: adminJackpotList.parse(answer.data), message: answer.message };
}

/** POST admin/jackpots/:id/hidden */
export async function setJackpotHidden({ id, hidden }: JackpotToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`jackpots/${id}/hidden`, { hidden }, { signal });
  return { card: adminJackpotCard.parse(answer.data), message: answer.message };
}

/** POST admin/jackpots: a new card, last. */
export async function createJackpot(body: JackpotCreate, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>('jackpots', body, { signal });
  return { card: adminJackpotCard.parse(answer.data), message: answer.message };
}

/** POST admin/jackpots/:id/levels: a new level, last on the card. */
export async function createJackpotLevel({ id, body }: JackpotLevelAdd, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`jackpots/${id}/levels`, body, { signal });
  return { card: adminJackpotCard.parse(answer.data), message: answer.message };
}

/** POST admin/jackpots/:id/levels/hidden */
export async function setJackpotLevelHidden({ id, level, hidden }: JackpotLevelToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`jackpots/${id}/levels/hidden`, { level, hidden }, { signal });
  return { card: adminJackpotCard.parse(answer.data), message: answer.message };
}
