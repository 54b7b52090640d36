import { chatMachine } from '../../../machines/chat.machine';
import { callActor } from '../../api/call';
import { loadChat, loadChatUnread, markChatRead, sendChatMessage, sendChatMessageOverHub } from './api/chat';

export const providedChatMachine = chatMachine.provide({
  actors: { loadChat: callActor(loadChat), sendMessage: callActor(sendChatMessage), sendOverHub: callActor(sendChatMessageOverHub), loadUnread: callActor(loadChatUnread) },
  actions: {
    openLogin: ({ system }) => system.get('dialogs')?.send({ type: 'dialog.open', name: 'login' }),
    // Best effort: if it is lost, the next page load shows a badge for a message already seen.
    markRead: () => void markChatRead().catch(() => undefined),
  },
});
