import { fromPromise } from 'xstate';
import { sideMenuMachine } from '../../../machines/side-menu.machine';
import { loadSchemas } from '../../app/schemas';
import { api } from '../../app/services';
import { page } from '../../app/page';

type ChatWidget = { call(method: 'maximize' | 'minimize'): void };

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

export const providedSideMenuMachine = sideMenuMachine.provide({
  actors: {
    // POST casino/games: the answer is flattened and its first game opened.
    findGame: fromPromise(async ({ input, signal }) => {
      const answer = await api.post<unknown>('casino/games', input, { signal });
      const { gameItem } = await loadSchemas();
      const list = Array.isArray(answer.data) ? answer.data.flat() : [];
      const first = list.map((item) => gameItem.safeParse(item)).find((parsed) => parsed.success);
      return first?.data ?? null;
    }),
  },
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
