import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Bootstrap } from '../contracts/cms';
import type { Locale } from '../i18n/locales';
import { App } from './app/App';
import { createAppActor } from './app/app-actor';
import type { FirstView } from './app/first-view';
import { AppActorContext, HostnameContext } from './app/hooks';
import { loadLocale } from './i18n/runtime';

export { serializeFirstView, FIRST_VIEW_ELEMENT_ID, type FirstView } from './app/first-view';

export interface RenderRequest {
  path: string;
  search: string;
  locale: Locale;
  bootstrap: Bootstrap;
  topNotifyRead: boolean;
  hostname: string;
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
export async function renderFirstView(request: RenderRequest): Promise<RenderedView> {
  await loadLocale(request.locale);
  const firstView: FirstView = { locale: request.locale, bootstrap: request.bootstrap, topNotifyRead: request.topNotifyRead, path: request.path };
  const actor = createAppActor({
    cachedBootstrap: request.bootstrap,
    bootstrapFresh: true,
    locale: request.locale,
    topNotifyRead: request.topNotifyRead,
    popupSeen: [],
    authData: null,
    path: request.path,
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
