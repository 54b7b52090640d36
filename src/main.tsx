import './ui/global.css';

/*
 * The page's entry: React and the app arrive together (the server preloads every chunk from the page), but they
 * are evaluated in steps, each its own task, so none blocks a tap for long on a slow phone.
 */

async function inspector() {
  // The Stately inspector, in development only: open the site with ?inspect
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React, the machines with their effects, then the views: three evaluations, three short tasks.
const [inspect] = await Promise.all([inspector(), import('react-dom/client')]);
await nextTask();
await import('./app/app-actor');
await nextTask();
const { startApp } = await import('./start');
await startApp(inspect);
