import './ui/global.css';
import { holdEarlyTaps } from './app/early-taps';

/*
 * The page's entry: after the first view's main image, React and the app arrive together (every chunk the server
 * lists is preloaded at once), but they are evaluated in steps, each its own task, so none blocks a tap for long on
 * a slow phone.
 */

async function inspector() {
  // The Stately inspector, in development only: open the site with ?inspect
  if (!import.meta.env.DEV || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The longest the app's code waits for the first view's main image before it takes the network anyway; and the
 * longest the app then waits for the whole stylesheet before it starts anyway.
 */
const FIRST_IMAGE_WAIT_MS = 2000;

/**
 * The server's first view is on screen; its largest image (the first banner, fetched at high priority) gets the
 * connection to itself, then the app's code follows: on a slow phone line the two would otherwise share it and
 * the banner would arrive late. A page without a server view (development) starts at once.
 */
async function firstViewLoaded(): Promise<void> {
  const root = document.getElementById('root');
  if (!root?.firstElementChild) return;
  const image = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image && !image.complete) {
    await new Promise((resolve) => {
      image.onload = image.onerror = resolve;
      setTimeout(resolve, FIRST_IMAGE_WAIT_MS);
    });
  }
  // The frame with the image is painted before the code arrives.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Starting a request costs the main thread a little: a few per task keeps each task short on a slow phone. */
const PRELOADS_PER_TASK = 8;

/** The chunks start-up evaluates (listed by the server), fetched together so no import waits for another. */
async function preloadStartChunks() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="start-chunks"]')?.content.split(' ') ?? [];
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const href of files.slice(i, i + PRELOADS_PER_TASK)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    }
  }
}

/**
 * The server's page carries inline only the rules its view uses (server/pages/critical-css.ts): the whole
 * stylesheet comes now, after the view is painted, and is in before the app renders anything else.
 */
function loadAppStyles(): Promise<unknown> {
  const files = document.querySelector<HTMLMetaElement>('meta[name="app-styles"]')?.content.split(' ') ?? [];
  return Promise.all(
    files.map(
      (href) =>
        new Promise((done) => {
          document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done }));
          setTimeout(done, FIRST_IMAGE_WAIT_MS);
        }),
    ),
  );
}

// A tap on the server's view before the app is live is carried out once it is (src/app/early-taps.ts).
holdEarlyTaps(document.getElementById('root'));

await firstViewLoaded();
const stylesLoaded = loadAppStyles();
await preloadStartChunks();

// React, the machines with their effects, then the views, then the start: four short tasks.
const inspect = await inspector();
await import('react-dom/client');
await nextTask();
await import('./app/app-actor');
await nextTask();
const { startApp } = await import('./start');
await stylesLoaded;
await nextTask();
await startApp(inspect);

// The rest of the Turkish strings once the page is idle (a page or dialog opened sooner brings them with its code).
const { loadAllStrings } = await import('./i18n/runtime');
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
whenIdle(() => void loadAllStrings().catch(() => {}));
