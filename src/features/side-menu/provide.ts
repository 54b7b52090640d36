import { sideMenuMachine } from '../../../machines/side-menu.machine';
import { callActor } from '../../api/call';
import { findGame } from './api/find-game';

type ChatWidget = { call(method: 'maximize' | 'minimize'): void };

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

export const providedSideMenuMachine = sideMenuMachine.provide({
  actors: { findGame: callActor(findGame) },
  actions: {
    // Our chat window (the chat actor). A third-party widget an operator put on the page (LiveChatWidget) still wins.
    showChat: ({ system }, { open }) => {
      const widget = (window as unknown as { LiveChatWidget?: ChatWidget }).LiveChatWidget;
      if (widget) widget.call(open ? 'maximize' : 'minimize');
      else system.get('chat')?.send({ type: 'chat.toggle' });
    },
  },
});
