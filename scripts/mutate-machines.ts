/**
 * Mutation check for the model-based tests: deletes or retargets one transition per machine, runs that
 * machine's model test file, and reports whether the tests noticed (killed) or not (survived).
 * Every machine file is restored afterwards, also on Ctrl-C. Exits non-zero if a mutation survives.
 *
 *   npm run test:mutations                 all mutations
 *   npm run test:mutations -- session lobby  only the named ones
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Mutation {
  name: string;
  /** What the mutation does, in player terms. */
  effect: string;
  file: string;
  find: string;
  replace: string;
  test: string;
  /** A vitest -t filter: the model checks only, not the rendered replays. */
  filter: string;
}

const mutations: Mutation[] = [
  {
    name: 'realtime',
    effect: 'after two failed reconnects the page waits 2 s again instead of 10 s',
    file: 'machines/realtime.machine.ts',
    find: "reconnectAfter10s: { guard: { type: 'afterFailures', params: { count: 2 } }",
    replace: "reconnectAfter2s: { guard: { type: 'afterFailures', params: { count: 2 } }",
    test: 'model-tests/realtime.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'notifications',
    effect: 'a notification the server refused to mark read still shows as read',
    file: 'machines/notifications.machine.ts',
    find: "onError: { target: 'idle', actions: assign({ toMark: ({ context }) => context.toMark.slice(1) }) },",
    replace: "onError: { target: 'idle', actions: assign(({ context }) => ({ items: context.items.map((item) => (item.id === context.toMark[0] ? { ...item, isRead: true } : item)), toMark: context.toMark.slice(1) })) },",
    test: 'model-tests/notifications.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'session',
    effect: 'a 401 (session.expired) no longer logs the player out',
    file: 'machines/session.machine.ts',
    find: "'session.expired': 'loggedOut',",
    replace: '',
    test: 'model-tests/session.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'lobby',
    effect: 'typing in the search box never searches (the 300 ms debounce leads nowhere)',
    file: 'machines/lobby.machine.ts',
    find: "after: { searchDebounce: 'fetching' },",
    replace: '',
    test: 'model-tests/lobby.test.ts',
    filter: 'catalogue',
  },
  {
    name: 'lobby-listed',
    effect: 'choosing the category whose games are on the page asks for them again (and shows skeletons meanwhile)',
    file: 'machines/lobby.machine.ts',
    find: "{ guard: 'sameCategoryListed', target: '.browsing.list',",
    replace: "{ guard: 'sameCategoryListed', target: '.browsing',",
    test: 'model-tests/lobby.test.ts',
    filter: 'catalogue',
  },
  {
    name: 'carousel',
    effect: 'fresh slider data no longer refreshes the slides once they play',
    file: 'machines/carousel.machine.ts',
    find: "        'carousel.slidersLoaded': {\n          target: 'loading',",
    replace: "        'carousel.slidersLoaded': {",
    test: 'model-tests/carousel.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'header',
    effect: 'scrolling back up no longer brings the hidden header back',
    file: 'machines/header.machine.ts',
    find: "{ guard: 'scrolledUpOrNearTop', target: 'visible', actions: 'rememberY' },",
    replace: "{ guard: 'scrolledUpOrNearTop', target: 'hidden', actions: 'rememberY' },",
    test: 'model-tests/header.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'login',
    effect: 'a refused login leaves the form busy instead of letting the player retry',
    file: 'machines/login.machine.ts',
    find: "        onError: {\n          target: 'editing',",
    replace: '        onError: {',
    test: 'model-tests/login.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'login-excluded',
    effect: 'an excluded player\'s login closes every dialog like any other instead of saying why',
    file: 'machines/login.machine.ts',
    find: "sendParent(({ event }) => ({ type: 'dialog.open' as const, name: 'excluded' as const, props: event.output.authData.exclusion! })),",
    replace: "sendParent({ type: 'dialog.closeAll' as const }),",
    test: 'model-tests/login.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'session-limit',
    effect: 'the session-time limit logs the player out without the warning a minute before',
    file: 'machines/session-limit.machine.ts',
    find: "      entry: { type: 'notify', params: { key: 'sessionLimit.warning' } },",
    replace: '',
    test: 'model-tests/play-time.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'reality-check',
    effect: 'after Continue the next reality check comes at the old remaining time, not a whole interval later',
    file: 'machines/reality-check.machine.ts',
    find: "'reality.continue': { target: 'waiting', actions: assign({ nextCheckMs: ({ context }) => intervalMs(context.figures!) }) },",
    replace: "'reality.continue': { target: 'waiting' },",
    test: 'model-tests/play-time.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'recovery',
    effect: 'a wrong reset code sends the player back to step 1 instead of keeping step 2',
    file: 'machines/recovery.machine.ts',
    find: "onError: { target: 'code', actions: toastError },",
    replace: "onError: { target: 'username', actions: toastError },",
    test: 'model-tests/recovery.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'dialogs',
    effect: 'a successful login (dialog.closeAll) no longer closes the open dialog',
    file: 'machines/dialogs.machine.ts',
    find: "'dialog.closeAll': 'closed',",
    replace: '',
    test: 'model-tests/dialogs.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'change-password',
    effect: 'a refused password change closes nothing but leaves the Change button waiting',
    file: 'machines/change-password.machine.ts',
    find: "target: 'editing',",
    replace: '',
    test: 'model-tests/change-password.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'popup',
    effect: 'the promotional popup opens over a dialog that was asked for first',
    file: 'machines/popup.machine.ts',
    find: "'popup.dialogOpened': 'skipped',",
    replace: '',
    test: 'model-tests/popup.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'top-banner',
    effect: 'leaving home no longer marks the domain banner read',
    file: 'machines/top-banner.machine.ts',
    find: "'topBanner.homeLeft': 'collapsing',",
    replace: '',
    test: 'model-tests/top-banner.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'side-menu',
    effect: 'Live Chat in the open panel leaves the panel open over the chat',
    file: 'machines/side-menu.machine.ts',
    find: "'chat.toggled': { target: 'closed', actions: chatToggled },",
    replace: "'chat.toggled': { actions: chatToggled },",
    test: 'model-tests/side-menu.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'language',
    effect: 'choosing the language already shown (or one not offered) reloads strings anyway',
    file: 'machines/language.machine.ts',
    find: "guard: { type: 'isOffered', params: ({ event }) => ({ locale: event.locale }) },\n          target: 'switching',\n          actions",
    replace: "target: 'switching',\n          actions",
    test: 'model-tests/language.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'bootstrap',
    effect: 'a fingerprint collector that never loads holds the start-up forever (no 1000 ms timeout)',
    file: 'machines/bootstrap.machine.ts',
    find: "after: { fingerprintTimeout: 'computing' },",
    replace: '',
    test: 'model-tests/bootstrap.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'register',
    effect: 'the register form never becomes usable after the country list loads',
    file: 'machines/register.machine.ts',
    find: "after: { countriesReveal: '#register.form' },",
    replace: '',
    test: 'model-tests/register.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'payment-withdraw',
    effect: 'after a withdrawal the dialog stays open instead of closing after 500 ms',
    file: 'machines/payment.machine.ts',
    find: "after: { withdrawClose: 'closed' },",
    replace: '',
    test: 'model-tests/payment.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'payment-deposit',
    effect: 'a rejected or cancelled payment keeps the dialog waiting instead of bringing the form back',
    file: 'machines/payment.machine.ts',
    find: "target: '#payment.editing',",
    replace: "target: 'waiting',",
    test: 'model-tests/payment.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'game-history',
    effect: 'new dates in Game History keep the page the player was on instead of starting again at page 1',
    file: 'machines/game-history.machine.ts',
    find: '            page: 1,\n',
    replace: '',
    test: 'model-tests/game-history.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'game-history-close',
    effect: 'closing a round while it loads leaves its request running (and its answer would open it again)',
    file: 'machines/game-history.machine.ts',
    find: "'history.close': { target: '.closed',",
    replace: "'history.close': {",
    test: 'model-tests/game-history.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'game-launch',
    effect: 'a failed Amusnet, EGT, Hub88 or SoftGamings launch leaves the player in front of an empty game instead of closing it',
    file: 'machines/game-launch.machine.ts',
    find: "{ guard: 'closesOnFailure', target: '#gameLaunch.closed', actions: toastError },",
    replace: '',
    test: 'model-tests/game-launch.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'game-launch-reload',
    effect: 'reload launches the game again without saying "Game will be reloaded. Please wait..."',
    file: 'machines/game-launch.machine.ts',
    find: "'game.refresh': { target: '.loading', reenter: true, actions: { type: 'notify', params: { kind: 'info', key: 'casinoPlay.reloading' } } },",
    replace: "'game.refresh': { target: '.loading', reenter: true },",
    test: 'model-tests/game-launch.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'sports-deposit',
    effect: 'a bet refused for zero balance no longer takes the player to the deposit page',
    file: 'machines/sports.machine.ts',
    find: "else if (effect.kind === 'deposit') enqueue('openDeposit');",
    replace: '',
    test: 'model-tests/sports.test.ts',
    filter: 'issue table',
  },
  {
    name: 'sports-guest-session',
    effect: 'the guest preview pops the login form as soon as the book says there is no session',
    file: 'machines/sports.machine.ts',
    find: "else if (effect.kind === 'notLoggedIn' && !isPlayer({ context }))",
    replace: "else if ((effect.kind === 'notLoggedIn' || effect.kind === 'noSession') && !isPlayer({ context }))",
    test: 'model-tests/sports.test.ts',
    filter: 'issue table',
  },
  {
    name: 'sports-bets',
    effect: 'changing the bet status filter keeps the page the player was on instead of starting again at page 1',
    file: 'machines/sports-bets.machine.ts',
    find: "assign({ status: ({ event }) => event.status, page: 1 })",
    replace: "assign({ status: ({ event }) => event.status })",
    test: 'tests/unit/sports-bets-machine.test.ts',
    filter: 'sports bets machine',
  },
  {
    name: 'responsible-gaming',
    effect: 'choosing a self-exclusion sends it at once, without the confirmation screen',
    file: 'machines/responsible-gaming.machine.ts',
    find: "'rg.exclude': { target: 'confirmingExclusion'",
    replace: "'rg.exclude': { target: 'excluding'",
    test: 'model-tests/responsible-gaming.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'favorites',
    effect: 'toggling a favourite no longer reloads the favourites list',
    file: 'machines/favorites.machine.ts',
    find: "raise({ type: 'favorites.reload' }),",
    replace: '',
    test: 'model-tests/favorites.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'chat',
    effect: 'a message the hub pushes twice shows twice in the chat window',
    file: 'machines/chat.machine.ts',
    find: '  if (context.messages.some((m) => m.id === message.id)) return { messages: context.messages, pending };',
    replace: '',
    test: 'model-tests/chat.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'chat',
    effect: 'after the hub reconnects, an open chat window does not read what was pushed meanwhile',
    file: 'machines/chat.machine.ts',
    find: "        'chat.reconnected': 'loading',",
    replace: '',
    test: 'model-tests/chat.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'chat',
    effect: 'a message sent while the hub is down is not sent over HTTP, and is marked failed',
    file: 'machines/chat.machine.ts',
    find: "{ guard: 'hubUnavailable', target: 'overHttp' }, ",
    replace: '',
    test: 'model-tests/chat.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'chat',
    effect: 'a hub send that is never answered stays in flight for ever',
    file: 'machines/chat.machine.ts',
    find: "              after: { hubAnswer: 'overHttp' },",
    replace: '',
    test: 'model-tests/chat.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-games',
    effect: 'a search sent while the filters still load is dropped, so the first page by name is shown',
    file: 'machines/admin-games.machine.ts',
    find: "    'games.filter': { actions: 'chooseFilter' },",
    replace: '',
    test: 'model-tests/admin-games.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-games',
    effect: 'a refused change leaves the page as it was, not read again',
    file: 'machines/admin-games.machine.ts',
    find: "          { target: 'loading', actions: [assign({ changing: null })",
    replace: "          { target: 'ready', actions: [assign({ changing: null })",
    test: 'model-tests/admin-games.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-jackpots',
    effect: 'a saved card is listed as it was before, not as the server saved it',
    file: 'machines/admin-jackpots.machine.ts',
    find: '(c.id === event.output.card.id ? event.output.card : c)) }), toastOk]',
    replace: '(c.id === event.output.card.id ? c : c)) }), toastOk]',
    test: 'model-tests/admin-jackpots.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-jackpots',
    effect: 'Hide on a level sends its current state, so it is never hidden',
    file: 'machines/admin-jackpots.machine.ts',
    find: 'hidden: !cardOf(context, context.busy)!.levels.find',
    replace: 'hidden: cardOf(context, context.busy)!.levels.find',
    test: 'model-tests/admin-jackpots.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-chat',
    effect: 'while the hub reconnects the inbox is read every 30 s, not every 3 s',
    file: 'machines/admin-chat.machine.ts',
    find: 'poll: ({ context }) => (context.live ? ADMIN_CHAT_LIVE_POLL_MS : ADMIN_CHAT_POLL_MS),',
    replace: 'poll: ADMIN_CHAT_LIVE_POLL_MS,',
    test: 'model-tests/admin-chat.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-chat',
    effect: 'a push leaves the listed inbox as it is until the next read',
    file: 'machines/admin-chat.machine.ts',
    find: "on: { 'chat.inboxPushed': 'refreshing', 'chat.refresh': 'refreshing' },",
    replace: "on: { 'chat.refresh': 'refreshing' },",
    test: 'model-tests/admin-chat.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-payment-methods',
    effect: 'a saved method still shows its old values in the list',
    file: 'machines/admin-payment-methods.machine.ts',
    find: "onDone: { target: '#adminPaymentMethods.ready.list', actions: [assign({ methods: ({ context, event }) => replace(context.methods, event.output.method) }), toastOk] },",
    replace: "onDone: { target: '#adminPaymentMethods.ready.list', actions: [toastOk] },",
    test: 'model-tests/admin-payment-methods.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-payment-methods',
    effect: 'a refused save closes the dialog, so its reason and what was written are lost',
    file: 'machines/admin-payment-methods.machine.ts',
    find: "onError: { target: 'idle', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },",
    replace: "onError: { target: '#adminPaymentMethods.ready.list', actions: assign({ saveError: ({ event }) => errorMessage(event.error) }) },",
    test: 'model-tests/admin-payment-methods.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-categories',
    effect: 'hiding or showing a category is not told to the games screen, whose filters keep the old categories',
    file: 'machines/admin-categories.machine.ts',
    find: "{ type: 'replace', params: ({ event }) => ({ category: event.output.category }) }, assign({ busy: null }), 'countChange', toastOk]",
    replace: "{ type: 'replace', params: ({ event }) => ({ category: event.output.category }) }, assign({ busy: null }), toastOk]",
    test: 'model-tests/admin-categories.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-categories',
    effect: 'a new category the server took does not appear in the list',
    file: 'machines/admin-categories.machine.ts',
    find: '                          : [...context.categories, event.output.category],',
    replace: '                          : context.categories,',
    test: 'model-tests/admin-categories.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-refunds',
    effect: 'after Retry now the list is not read again (a refund the PSP took stays among those needing attention)',
    file: 'machines/admin-refunds.machine.ts',
    find: "onDone: { target: '#adminRefunds.loading', actions: { type: 'toast', params: ({ event }) => ({ kind: event.output.outcome",
    replace: "onDone: { target: 'idle', actions: { type: 'toast', params: ({ event }) => ({ kind: event.output.outcome",
    test: 'model-tests/admin-refunds.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-refunds',
    effect: 'a note the server refuses (under 3 characters) is sent anyway',
    file: 'machines/admin-refunds.machine.ts',
    find: "              guard: { type: 'noteAccepted', params: ({ event }) => ({ note: event.note }) },\n",
    replace: '',
    test: 'model-tests/admin-refunds.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-banners',
    effect: 'Save pressed while an image uploads is dropped: the operator believes the banner is being saved',
    file: 'machines/admin-banners.machine.ts',
    find: "on: { 'draft.cancel': '#adminBanners.ready.list', 'draft.save': { actions: assign({ saveAsked: true }) } },",
    replace: "on: { 'draft.cancel': '#adminBanners.ready.list' },",
    test: 'model-tests/admin-banners.test.ts',
    filter: 'user-level model',
  },
  {
    name: 'admin-pages',
    effect: 'a page the server hid stays listed as shown',
    file: 'machines/admin-pages.machine.ts',
    find: 'assign({ categories: ({ context, event }) => upsert(context.categories, event.output.item), busy: null })',
    replace: 'assign({ busy: null })',
    test: 'model-tests/admin-pages.test.ts',
    filter: 'user-level model',
  },
];

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const chosen = only.length ? mutations.filter((m) => only.includes(m.name)) : mutations;
const vitest = (test: string, filter: string) =>
  spawnSync('npx', ['vitest', 'run', test, '-t', filter, '--reporter=dot'], { cwd: root, encoding: 'utf8' });

let original: { path: string; text: string } | null = null;
const restore = () => {
  if (original) writeFileSync(original.path, original.text);
  original = null;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

const results: Array<{ name: string; outcome: string }> = [];
for (const mutation of chosen) {
  const path = resolve(root, mutation.file);
  const text = readFileSync(path, 'utf8');
  if (text.split(mutation.find).length !== 2) {
    results.push({ name: mutation.name, outcome: 'stale (the transition to mutate is not found exactly once)' });
    continue;
  }
  const baseline = vitest(mutation.test, mutation.filter);
  if (baseline.status !== 0) {
    results.push({ name: mutation.name, outcome: 'baseline failing (fix the tests first)' });
    continue;
  }
  original = { path, text };
  try {
    writeFileSync(path, text.replace(mutation.find, mutation.replace));
    const run = vitest(mutation.test, mutation.filter);
    results.push({ name: mutation.name, outcome: run.status === 0 ? 'survived' : 'killed' });
  } finally {
    restore();
  }
  console.log(`${mutation.name}: ${results.at(-1)!.outcome} (${mutation.effect})`);
}

console.log('\nmutation'.padEnd(20) + 'outcome');
for (const { name, outcome } of results) console.log(name.padEnd(19) + outcome);
process.exit(results.every((r) => r.outcome === 'killed') ? 0 : 1);
