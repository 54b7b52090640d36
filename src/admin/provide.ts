import { fromCallback, fromPromise } from 'xstate';
import { operatorSignedIn, type OperatorSignedIn } from '../../contracts/admin';
import { adminAuditMachine } from '../../machines/admin-audit.machine';
import { adminBannersMachine } from '../../machines/admin-banners.machine';
import { adminCallRequestsMachine } from '../../machines/admin-call-requests.machine';
import { adminChatMachine } from '../../machines/admin-chat.machine';
import { adminDashboardMachine } from '../../machines/admin-dashboard.machine';
import { adminCategoriesMachine } from '../../machines/admin-categories.machine';
import { adminGamesMachine } from '../../machines/admin-games.machine';
import { adminHtmlPreviewMachine } from '../../machines/admin-html-preview.machine';
import { adminJackpotsMachine } from '../../machines/admin-jackpots.machine';
import { adminMenuMachine } from '../../machines/admin-menu.machine';
import { adminPaymentMethodsMachine } from '../../machines/admin-payment-methods.machine';
import { adminNotifyMachine } from '../../machines/admin-notify.machine';
import { adminOperatorsMachine } from '../../machines/admin-operators.machine';
import { adminPagesMachine } from '../../machines/admin-pages.machine';
import { adminPlayerLimitsMachine } from '../../machines/admin-player-limits.machine';
import { adminTranslationsMachine } from '../../machines/admin-translations.machine';
import { adminTransactionsMachine, type ExportFile } from '../../machines/admin-transactions.machine';
import { adminPlayerMachine } from '../../machines/admin-player.machine';
import { adminRefundsMachine } from '../../machines/admin-refunds.machine';
import { adminPlayersMachine } from '../../machines/admin-players.machine';
import { adminPopupMachine } from '../../machines/admin-popup.machine';
import { adminPromotionsMachine } from '../../machines/admin-promotions.machine';
import { adminSessionMachine } from '../../machines/admin-session.machine';
import { adminSettingsMachine } from '../../machines/admin-settings.machine';
import { adminSignInMachine } from '../../machines/admin-sign-in.machine';
import { showToast } from '../ui/toast';
import { loadAudit } from './api/audit';
import { changeCallRequest, loadCallRequests } from './api/call-requests';
import { changeChatStatus, loadChatConversation, loadChatInbox, sendChatReply } from './api/chat';
import { openOperatorHub } from './api/operator-hub';
import { changeGame, loadCategories, loadGameFacets, loadGames, loadTranslations, moveCategory, saveCategory, saveTranslation, setCategoryHidden } from './api/catalogue';
import { loadBanners, moveBanner, saveBanner, setBannerActive, uploadImage } from './api/content';
import { loadDashboard } from './api/dashboard';
import {
  createJackpot,
  createJackpotLevel,
  loadJackpots,
  loadMenu,
  moveJackpot,
  moveMenuEntry,
  saveJackpot,
  saveMenuEntry,
  setJackpotHidden,
  setJackpotLevelHidden,
  setMenuHidden,
} from './api/menu-jackpots';
import { loadPaymentMethods, movePaymentMethod, savePaymentMethod, setPaymentMethodActive } from './api/payment-methods';
import { downloadTransactions, loadTransactions } from './api/transactions';
import { sendMessage } from './api/notifications';
import { loadRefunds, resolveRefund, retryRefund } from './api/refunds';
import { changeOperator, createOperator, loadOperators } from './api/operators';
import { adjust, endSession, loadBets, loadLedger, loadLimits, loadNotifications, loadPlayer, loadSessions, searchPlayers, setBlocked, setPartnerAccess } from './api/players';
import { adminApi, adminRuntime } from './api/services';
import { loadSettings, saveSettings } from './api/settings';
import { checkCode, checkPassword, loadMe, signOut } from './api/sign-in';
import {
  loadPages,
  loadPopup,
  loadPromotions,
  movePage,
  movePromotion,
  previewHtml,
  savePage,
  savePopup,
  savePromotion,
  setPageActive,
  setPromotionActive,
} from './api/written-content';
import { adminI18n } from './i18n';

const SESSION_KEY = 'adminSession';

/** The session lives in this tab only (sessionStorage): closing the tab signs the operator out of it. */
export function storedSession(): OperatorSignedIn | null {
  try {
    const parsed = operatorSignedIn.safeParse(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const providedSignIn = adminSignInMachine.provide({
  actors: {
    checkPassword: fromPromise(({ input, signal }) => checkPassword(input, signal)),
    checkCode: fromPromise(({ input, signal }) => checkCode(input, signal)),
  },
});

export const providedSession = adminSessionMachine.provide({
  actors: {
    signIn: providedSignIn,
    loadMe: fromPromise(({ signal }) => loadMe(signal)),
    signOut: fromPromise(() => signOut()),
    watchUnauthorized: fromCallback(({ sendBack }) => adminApi().subscribeUnauthorized(() => sendBack({ type: 'session.expired' }))),
  },
  actions: {
    applyToken: (_, { token }) => {
      adminRuntime.token = token;
    },
    storeSession: (_, { session }) => {
      try {
        sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
      } catch {
        // Storage refused: the session lasts until the page reloads.
      }
    },
    clearSession: () => {
      try {
        sessionStorage.removeItem(SESSION_KEY);
      } catch {
        // Nothing kept.
      }
    },
    toast: showToast,
    expiredToast: (args) => showToast(args, { kind: 'info', message: adminI18n(adminRuntime.locale).t('admin.session.expired') }),
  },
});

export const providedRefunds = adminRefundsMachine.provide({
  actors: {
    loadRefunds: fromPromise(({ input, signal }) => loadRefunds(input, signal)),
    retryRefund: fromPromise(({ input, signal }) => retryRefund(input, signal)),
    resolveRefund: fromPromise(({ input, signal }) => resolveRefund(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedNotify = adminNotifyMachine.provide({
  actors: { send: fromPromise(({ input, signal }) => sendMessage(input, signal)) },
  actions: { toast: showToast },
});

export const providedPlayers = adminPlayersMachine.provide({
  actors: { search: fromPromise(({ input, signal }) => searchPlayers(input, signal)) },
});

export const providedPlayer = adminPlayerMachine.provide({
  actors: {
    loadPlayer: fromPromise(({ input, signal }) => loadPlayer(input, signal)),
    loadLedger: fromPromise(({ input, signal }) => loadLedger(input, signal)),
    loadSessions: fromPromise(({ input, signal }) => loadSessions(input, signal)),
    endSession: fromPromise(({ input, signal }) => endSession(input, signal)),
    loadBets: fromPromise(({ input, signal }) => loadBets(input, signal)),
    loadNotifications: fromPromise(({ input, signal }) => loadNotifications(input, signal)),
    setBlocked: fromPromise(({ input, signal }) => setBlocked(input, signal)),
    adjust: fromPromise(({ input, signal }) => adjust(input, signal)),
    setPartnerAccess: fromPromise(({ input, signal }) => setPartnerAccess(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedDashboard = adminDashboardMachine.provide({
  actors: { loadDashboard: fromPromise(({ input, signal }) => loadDashboard(input, signal)) },
});

/**
 * Saves a fetched file: an object URL behind a temporary <a download> (a plain link could not carry the operator's
 * token). The URL is let go once the browser has started the download.
 */
function saveFile(_: unknown, { blob, filename }: ExportFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL?.(url), 1000);
}

export const providedTransactions = adminTransactionsMachine.provide({
  actors: {
    loadTransactions: fromPromise(({ input, signal }) => loadTransactions(input, signal)),
    downloadTransactions: fromPromise(({ input, signal }) => downloadTransactions(input, signal)),
  },
  actions: { saveFile, toast: showToast },
});

export const providedAudit = adminAuditMachine.provide({
  actors: { loadAudit: fromPromise(({ input, signal }) => loadAudit(input, signal)) },
  actions: { toast: showToast },
});

export const providedBanners = adminBannersMachine.provide({
  actors: {
    loadBanners: fromPromise(({ signal }) => loadBanners(signal)),
    upload: fromPromise(({ input, signal }) => uploadImage(input, signal)),
    save: fromPromise(({ input, signal }) => saveBanner(input, signal)),
    move: fromPromise(({ input, signal }) => moveBanner(input, signal)),
    setActive: fromPromise(({ input, signal }) => setBannerActive(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedSettings = adminSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(({ signal }) => loadSettings(signal)),
    saveSettings: fromPromise(({ input, signal }) => saveSettings(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedOperators = adminOperatorsMachine.provide({
  actors: {
    loadOperators: fromPromise(({ signal }) => loadOperators(signal)),
    createOperator: fromPromise(({ input, signal }) => createOperator(input, signal)),
    changeOperator: fromPromise(({ input, signal }) => changeOperator(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedPlayerLimits = adminPlayerLimitsMachine.provide({
  actors: { loadLimits: fromPromise(({ input, signal }) => loadLimits(input, signal)) },
});

export const providedTranslations = adminTranslationsMachine.provide({
  actors: {
    loadTranslations: fromPromise(({ input, signal }) => loadTranslations(input, signal)),
    saveTranslation: fromPromise(({ input, signal }) => saveTranslation(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedGames = adminGamesMachine.provide({
  actors: {
    loadFacets: fromPromise(({ signal }) => loadGameFacets(undefined, signal)),
    loadGames: fromPromise(({ input, signal }) => loadGames(input, signal)),
    changeGame: fromPromise(({ input, signal }) => changeGame(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedCategories = adminCategoriesMachine.provide({
  actors: {
    loadCategories: fromPromise(({ signal }) => loadCategories(signal)),
    save: fromPromise(({ input, signal }) => saveCategory(input, signal)),
    upload: fromPromise(({ input, signal }) => uploadImage(input, signal)),
    move: fromPromise(({ input, signal }) => moveCategory(input, signal)),
    setHidden: fromPromise(({ input, signal }) => setCategoryHidden(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedCallRequests = adminCallRequestsMachine.provide({
  actors: {
    loadCallRequests: fromPromise(({ input, signal }) => loadCallRequests(input, signal)),
    changeCallRequest: fromPromise(({ input, signal }) => changeCallRequest(input, signal)),
  },
  actions: { toast: showToast },
});

/** The cleaned preview of a form's HTML, shared by the promotions, popup and pages screens. */
const providedHtmlPreview = adminHtmlPreviewMachine.provide({
  actors: { render: fromPromise(({ input, signal }) => previewHtml(input, signal)) },
});

export const providedPromotions = adminPromotionsMachine.provide({
  actors: {
    loadPromotions: fromPromise(({ signal }) => loadPromotions(signal)),
    upload: fromPromise(({ input, signal }) => uploadImage(input, signal)),
    save: fromPromise(({ input, signal }) => savePromotion(input, signal)),
    move: fromPromise(({ input, signal }) => movePromotion(input, signal)),
    setActive: fromPromise(({ input, signal }) => setPromotionActive(input, signal)),
    htmlPreview: providedHtmlPreview,
  },
  actions: { toast: showToast },
});

export const providedMenu = adminMenuMachine.provide({
  actors: {
    loadMenu: fromPromise(({ signal }) => loadMenu(signal)),
    save: fromPromise(({ input, signal }) => saveMenuEntry(input, signal)),
    move: fromPromise(({ input, signal }) => moveMenuEntry(input, signal)),
    setHidden: fromPromise(({ input, signal }) => setMenuHidden(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedPopup = adminPopupMachine.provide({
  actors: {
    loadPopup: fromPromise(({ signal }) => loadPopup(signal)),
    upload: fromPromise(({ input, signal }) => uploadImage(input, signal)),
    save: fromPromise(({ input, signal }) => savePopup(input, signal)),
    htmlPreview: providedHtmlPreview,
  },
  actions: { toast: showToast },
});

export const providedJackpots = adminJackpotsMachine.provide({
  actors: {
    loadJackpots: fromPromise(({ signal }) => loadJackpots(signal)),
    save: fromPromise(({ input, signal }) => saveJackpot(input, signal)),
    move: fromPromise(({ input, signal }) => moveJackpot(input, signal)),
    setHidden: fromPromise(({ input, signal }) => setJackpotHidden(input, signal)),
    createCard: fromPromise(({ input, signal }) => createJackpot(input, signal)),
    createLevel: fromPromise(({ input, signal }) => createJackpotLevel(input, signal)),
    setLevelHidden: fromPromise(({ input, signal }) => setJackpotLevelHidden(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedPages = adminPagesMachine.provide({
  actors: {
    loadPages: fromPromise(({ signal }) => loadPages(signal)),
    save: fromPromise(({ input, signal }) => savePage(input, signal)),
    move: fromPromise(({ input, signal }) => movePage(input, signal)),
    setActive: fromPromise(({ input, signal }) => setPageActive(input, signal)),
    htmlPreview: providedHtmlPreview,
  },
  actions: { toast: showToast },
});

export const providedPaymentMethods = adminPaymentMethodsMachine.provide({
  actors: {
    loadMethods: fromPromise(({ signal }) => loadPaymentMethods(signal)),
    save: fromPromise(({ input, signal }) => savePaymentMethod(input, signal)),
    move: fromPromise(({ input, signal }) => movePaymentMethod(input, signal)),
    setActive: fromPromise(({ input, signal }) => setPaymentMethodActive(input, signal)),
    upload: fromPromise(({ input, signal }) => uploadImage(input, signal)),
  },
  actions: { toast: showToast },
});

export const providedChat = adminChatMachine.provide({
  actors: {
    loadInbox: fromPromise(({ input, signal }) => loadChatInbox(input, signal)),
    loadConversation: fromPromise(({ input, signal }) => loadChatConversation(input, signal)),
    sendReply: fromPromise(({ input, signal }) => sendChatReply(input, signal)),
    changeStatus: fromPromise(({ input, signal }) => changeChatStatus(input, signal)),
    operatorHub: fromCallback(({ sendBack }) => openOperatorHub(sendBack)),
  },
  actions: { toast: showToast },
});
