import { shellEn } from './shell';
import { notificationsEn } from './notifications';
import { contentEn } from './content';
import { signupEn } from './signup';
import { identityEn } from './identity';
import { paymentsEn } from './payments';
import { activityEn } from './activity';
import { casinoPlayEn } from './casino-play';
import { gameHistoryEn } from './game-history';
import { sportsEn } from './sports';
import { responsibleGamingEn } from './responsible-gaming';
import { chatEn } from './chat';

/** English strings the browser shows: a chunk of its own, loaded when a player picks English (see ./browser). */
export const uiEn = { ...shellEn, ...notificationsEn, ...contentEn, ...signupEn, ...identityEn, ...paymentsEn, ...activityEn, ...casinoPlayEn, ...gameHistoryEn, ...sportsEn, ...responsibleGamingEn, ...chatEn };
