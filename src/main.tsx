import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppActorContext } from './app/hooks';
import { loadStoredLocale, startAppActor } from './app/app-actor';
import './ui/global.css';

async function inspector() {
  // The Stately inspector, in development only: open the site with ?inspect
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

const [inspect] = await Promise.all([inspector(), loadStoredLocale()]);
const actor = startAppActor(inspect);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppActorContext.Provider value={actor}>
      <App />
    </AppActorContext.Provider>
  </StrictMode>,
);
