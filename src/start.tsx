import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppActorContext } from './app/hooks';
import { appInputFor, loadStoredLocale, rendersFirstView, startAppActor } from './app/app-actor';
import { readFirstView } from './app/first-view';

/** Lets the browser handle a tap or paint between the steps of start-up (each step stays a short task). */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Inspect = Parameters<typeof startAppActor>[0];

/**
 * Starts the root actor and renders the app: over the server's first view when this browser's first render is
 * the same (hydration, a transition done in short slices), afresh otherwise.
 */
export async function startApp(inspect: Inspect): Promise<void> {
  // The server's first view (HTML + the data it was rendered from), when the page came from the server renderer.
  const firstView = readFirstView();
  await loadStoredLocale(firstView);
  const input = appInputFor(firstView, location.pathname);
  const actor = startAppActor(inspect, input);
  await yieldToMain();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <AppActorContext.Provider value={actor}>
        <App />
      </AppActorContext.Provider>
    </StrictMode>
  );
  // Hydrating the server's view, or rendering afresh over it (a signed-in player's page): a transition either way,
  // rendered in short slices while the server's HTML stays on screen (issue 27: one long task, TBT 690 ms on /dashboard).
  startTransition(() => void (rendersFirstView(firstView, input) ? hydrateRoot(root, app) : createRoot(root).render(app)));
}
