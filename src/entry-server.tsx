import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Bootstrap } from '../contracts/cms';
import type { FirstViewRenderRequest } from '../contracts/first-view';
import type { GameItem } from '../contracts/casino';
import { categoryIds, type LobbyFirstGames } from '../machines/lobby.machine';
import { HOME_SHELVES, ROW_LENGTH } from './app/home/shelves';
import { isCasinoSlug } from './app/route-table';
import { App } from './app/App';
import { createAppActor } from './app/app-actor';
import type { FirstView } from './app/first-view';
import { AppActorContext, HostnameContext } from './app/hooks';
import { loadAllStrings, loadLocale } from './i18n/runtime';

export { serializeFirstView, FIRST_VIEW_ELEMENT_ID, type FirstView } from './app/first-view';


/**
 * The casino categories whose games a path's first view shows: the lobby's grid (/casino/:slug) or the home
 * page's rows. The server fetches them (POST casino/categorygames's answer) before rendering, so the view arrives
 * with its games and the browser need not ask for them again.
 */
export function firstViewCategories(path: string, bootstrap: Bootstrap): number[] {
  const catalogue = firstViewCatalogue(path, bootstrap);
  return catalogue ? categoryIds(bootstrap.casinoCategoryList, catalogue.slug !== null ? [catalogue.slug] : catalogue.shelfSlugs) : [];
}

/** An operator's new category has a lobby too: its slug is in the bootstrap's categories. */
function firstViewCatalogue(path: string, bootstrap: Bootstrap): { slug: string | null; shelfSlugs: string[] } | null {
  if (path === '/') return { slug: null, shelfSlugs: [...HOME_SHELVES] };
  const slug = /^\/casino\/([^/]+)$/.exec(path)?.[1];
  return slug && isCasinoSlug(slug, bootstrap.casinoCategoryList) ? { slug, shelfSlugs: [] } : null;
}

/** The games the first view lists: a home row shows its first ROW_LENGTH, so only those travel. */
function firstGames(path: string, bootstrap: Bootstrap, games: GameItem[]): LobbyFirstGames | null {
  const catalogue = firstViewCatalogue(path, bootstrap);
  if (!catalogue) return null;
  if (catalogue.slug !== null) return { ...catalogue, games };
  const kept = new Set<GameItem>();
  for (const slug of catalogue.shelfSlugs) {
    const ids = categoryIds(bootstrap.casinoCategoryList, [slug]);
    for (const game of games.filter((g) => ids.includes(g.systemCategory)).slice(0, ROW_LENGTH)) kept.add(game);
  }
  return { ...catalogue, games: games.filter((g) => kept.has(g)) };
}

export interface RenderedView {
  html: string;
  /** The route's document title, in the page's language. */
  title: string | undefined;
  firstView: FirstView;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/**
 * The first view of a page, as a guest sees it, from the same components and the root actor's initial state:
 * the actor is created from the same input the browser will give it and never started (no request, no timer,
 * no flow runs on the server). Lazy pages are awaited, so their HTML is complete.
 */
export async function renderFirstView(request: FirstViewRenderRequest): Promise<RenderedView> {
  await Promise.all([loadLocale(request.locale), loadAllStrings()]);
  const games = firstGames(request.path, request.bootstrap, request.games);
  const firstView: FirstView = { locale: request.locale, bootstrap: request.bootstrap, topNotifyRead: request.topNotifyRead, path: request.path, games };
  const actor = createAppActor({
    cachedBootstrap: request.bootstrap,
    bootstrapFresh: true,
    locale: request.locale,
    topNotifyRead: request.topNotifyRead,
    popupSeen: [],
    authData: null,
    path: request.path,
    firstGames: games,
  });
  let title: string | undefined;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HostnameContext.Provider value={request.hostname}>
        <Router ssrPath={request.path} ssrSearch={request.search}>
          <AppActorContext.Provider value={actor}>
            <App onTitle={(rendered) => (title = rendered)} />
          </AppActorContext.Provider>
        </Router>
      </HostnameContext.Provider>
    </StrictMode>,
    // One complete document: no boundary is outlined into a later inline script (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await text(prelude), title, firstView };
}
