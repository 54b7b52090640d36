import { tr } from './tr';
import { en } from './en';

export type { MessageKey } from './tr';

/** Both languages at once, for the server and tests; the browser loads English on demand (see ../runtime.ts). */
export const dictionaries = { tr, en } as const;
