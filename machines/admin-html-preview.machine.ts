import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, notProvided } from './machine-helpers';

/** The Turkish and English HTML of a form. */
export interface HtmlPair {
  tr: string;
  en: string;
}

export interface HtmlPreviewContext {
  /** What the operator typed last. */
  source: HtmlPair;
  /** What the server's sanitizer keeps of it: exactly what a save stores and players see. */
  html: HtmlPair | null;
  error: string | null;
}

export type HtmlPreviewEvent = { type: 'preview.source'; source: HtmlPair };

/**
 * A form's live preview of its HTML bodies: the text is sent to the server's sanitizer a moment after typing stops
 * (not on every key), and the answer shown as it will be stored.
 */
export const adminHtmlPreviewMachine = setup({
  types: {} as { context: HtmlPreviewContext; events: HtmlPreviewEvent; input: HtmlPair },
  actors: {
    /** POST admin/content/preview (both languages at once). */
    render: fromPromise<HtmlPair, HtmlPair>(notProvided),
  },
  delays: { typing: 400 },
}).createMachine({
  id: 'adminHtmlPreview',
  context: ({ input }) => ({ source: input, html: null, error: null }),
  initial: 'rendering',
  on: {
    'preview.source': { target: '.waiting', reenter: true, actions: assign({ source: ({ event }) => event.source }) },
  },
  states: {
    waiting: {
      description: 'The operator is typing: the preview is asked for once they pause',
      after: { typing: 'rendering' },
    },
    rendering: {
      description: 'POST admin/content/preview: the sanitized HTML of both languages',
      invoke: {
        src: 'render',
        input: ({ context }) => context.source,
        onDone: { target: 'shown', actions: assign({ html: ({ event }) => event.output, error: null }) },
        onError: { target: 'shown', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {
      description: 'The preview shows what a save would store',
    },
  },
});
