import { casinoPlayTr } from './casino-play';
import { contentTr } from './content';
import { notificationsTr } from './notifications';
import { shellTr } from './shell';

/**
 * The Turkish strings the first page's own code shows (the shell, the home page's content, game tiles, the
 * header's notifications): part of the start script. The rest of the catalogue (./browser, everything) arrives
 * with the first page or dialog loaded on use, or when the browser is idle (src/i18n/runtime.ts). A test checks
 * that the code the page starts with uses no string outside this set.
 */
export const startTr = { ...shellTr, ...contentTr, ...casinoPlayTr, ...notificationsTr };
