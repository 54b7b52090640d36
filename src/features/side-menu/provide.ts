import { sideMenuMachine } from '../../../machines/side-menu.machine';
import { callActor } from '../../api/call';
import { page } from '../../app/page';
import { findGame } from './api/find-game';

type ChatWidget = { call(method: 'maximize' | 'minimize'): void };

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

export const providedSideMenuMachine = sideMenuMachine.provide({
  actors: { findGame: callActor(findGame) },
  actions: {
    // The chat widget script (production only) exposes LiveChatWidget; without it the chat page opens.
    showChat: (_, { open, url }) => {
      const widget = (window as unknown as { LiveChatWidget?: ChatWidget }).LiveChatWidget;
      if (widget) widget.call(open ? 'maximize' : 'minimize');
      else if (open && url) {
        if (isExternalUrl(url)) page.open(url);
        else page.navigate(url);
      }
    },
  },
});
