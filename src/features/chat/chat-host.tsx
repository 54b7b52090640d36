import { Suspense, useEffect, type ComponentType } from 'react';
import { useSystemSelector } from '../../app/hooks';
import { useLoggedIn } from '../../app/session-hooks';
import { lazyPart } from '../../app/lazy-part';
import { loadWidget } from './widget-loader';

const loadWindow = () => import('./chat-window').then((m) => m.ChatWindow as ComponentType);
const loadWindowFrom = (url: string) => import(/* @vite-ignore */ url).then((m: { ChatWindow: ComponentType }) => m.ChatWindow);
// The build writes the widget chunk's file name here (vite.config.ts, chatWidgetFile), beside the import above.
const WIDGET_FILE = '__CHAT_WIDGET_FILE__';

let widget: Promise<ComponentType> | null = null;

/**
 * The chat widget's code (SPEC §9): in a production build it loads once the page is idle (for a logged-in player: a
 * guest's window only asks them to log in, so theirs loads when opened, and a guest's first view does no chat work),
 * and a backup load of the same file under another URL (`?backup`) starts if it has not arrived within 5000 ms.
 * Elsewhere (the dev server, component tests) it loads when first opened.
 */
export function chatWidget(): Promise<ComponentType> {
  widget ??= (import.meta.env.PROD ? loadWidget(loadWindow, loadWindowFrom, WIDGET_FILE, import.meta.env.BASE_URL) : loadWindow()).catch((error: unknown) => {
    widget = null;
    throw error;
  });
  return widget;
}

const ChatWindow = lazyPart(chatWidget);

/** Where the chat window appears while the chat actor is not closed. */
export function ChatHost() {
  const shown = useSystemSelector('chat', (s) => !s.matches('closed'));
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (!import.meta.env.PROD || !loggedIn) return undefined;
    // After the page's own work: the widget is not part of what the first view waits for.
    const load = () => void chatWidget().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, 2000);
    return () => clearTimeout(handle);
  }, [loggedIn]);
  return shown ? (
    <Suspense fallback={null}>
      <ChatWindow />
    </Suspense>
  ) : null;
}
