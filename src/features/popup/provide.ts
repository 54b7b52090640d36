import { popupMachine } from '../../../machines/popup.machine';
import { storage, storageKeys } from '../../app/storage';

/** popupSeen holds a JSON list of ids; an older single-id value still counts. */
export function storedPopupSeen(): string[] {
  const raw = storage.get(storageKeys.popupSeen);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    /* a plain id */
  }
  return [raw];
}

export const providedPopupMachine = popupMachine.provide({
  actions: {
    markSeen: (_, { seen }) => storage.set(storageKeys.popupSeen, JSON.stringify(seen)),
  },
});
