import { shellTr } from './shell';
import { notificationsTr } from './notifications';
import { contentTr } from './content';
import { signupTr } from './signup';
import { identityTr } from './identity';
import { paymentsTr } from './payments';
import { activityTr } from './activity';
import { casinoPlayTr } from './casino-play';
import { gameHistoryTr } from './game-history';
import { sportsTr } from './sports';
import { responsibleGamingTr } from './responsible-gaming';
import { chatTr } from './chat';

/** Turkish, the default language: part of the first page's script (server answers live in ./server, not here). */
export const uiTr = { ...shellTr, ...notificationsTr, ...contentTr, ...signupTr, ...identityTr, ...paymentsTr, ...activityTr, ...casinoPlayTr, ...gameHistoryTr, ...sportsTr, ...responsibleGamingTr, ...chatTr };
