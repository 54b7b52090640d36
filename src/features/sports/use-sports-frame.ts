import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { sportsMachine, type SportsContext, type SportsPartner } from '../../../machines/sports.machine';
import { callActor } from '../../api/call';
import { useAppActor, useSystemActor } from '../../app/hooks';
import { page as browserPage } from '../../app/page';
import { fetchSportsToken } from './api/token';
import { frameOrigin, isFrameMessage } from './frame-messages';

export interface SportsFrameOptions {
  partner: SportsPartner;
  /** The book's page alias (main, live, or the configured fcg one). */
  page: string;
  locale: string;
  usercode: string | null;
  previewUrl: string;
}

const originOf = (context: Pick<SportsContext, 'frameUrl'>) => (context.frameUrl ? frameOrigin(context.frameUrl, window.location.origin) : null);

/**
 * The sports machine of one page, with its effects: our login dialog, the deposit page, the header balance (as the
 * hub's push sets it) and the new token for the frame; and the frame's messages, from its window and origin only.
 */
export function useSportsFrame(options: SportsFrameOptions) {
  const app = useAppActor();
  const dialogs = useSystemActor('dialogs');
  const session = useSystemActor('session');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const machine = useMemo(
    () =>
      sportsMachine.provide({
        actors: { fetchToken: callActor(fetchSportsToken) },
        actions: {
          openLogin: () => dialogs.send({ type: 'dialog.open', name: 'login' }),
          openDeposit: () => browserPage.navigate('/dashboard/deposit'),
          pushBalance: (_, { balance }) => {
            // Betco reports the total; the bonus part is the one the site knows until the next poll.
            const bonus = Math.min(balance, session.getSnapshot().context.wallet?.bonus ?? 0);
            app.send({ type: 'realtime.balance', wallet: { balance, bonus, cash: Math.round((balance - bonus) * 100) / 100 } });
          },
          passToken: ({ context }, { token }) => {
            const origin = originOf(context);
            if (origin) frameRef.current?.contentWindow?.postMessage(JSON.stringify({ type: 'token', token }), origin);
          },
        },
      }),
    [app, dialogs, session],
  );
  const actor = useActorRef(machine, { input: options });
  const view = useSelector(actor, (s) => ({
    state: s.matches('failed') ? 'failed' : s.matches({ preview: 'ready' }) || s.matches({ player: 'ready' }) || s.matches({ player: 'refreshing' }) || s.matches({ player: 'refreshFailed' }) ? 'ready' : 'loading',
    frameUrl: s.context.frameUrl,
    loads: s.context.loads,
    frameHeight: s.context.frameHeight,
    error: s.context.error,
  }));

  useEffect(() => {
    const origin = view.frameUrl ? frameOrigin(view.frameUrl, window.location.origin) : null;
    const listener = (event: MessageEvent) => {
      if (isFrameMessage(event, frameRef.current?.contentWindow, origin)) actor.send({ type: 'sports.message', data: event.data });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [actor, view.frameUrl]);

  // A frame rendered on the server (the guest preview) may have loaded before the page hydrated and its onLoad
  // was attached: a same-origin document already complete counts as loaded.
  useEffect(() => {
    const doc = (() => {
      try {
        return frameRef.current?.contentDocument ?? null;
      } catch {
        return null;
      }
    })();
    if (doc && doc.readyState === 'complete' && doc.location.href !== 'about:blank') actor.send({ type: 'sports.loaded' });
  }, [actor, view.frameUrl]);

  return { ...view, frameRef, loaded: () => actor.send({ type: 'sports.loaded' }), retry: () => actor.send({ type: 'sports.retry' }) };
}
