import { assign, setup } from 'xstate';
import type { Slider } from '../contracts/cms';

export type SliderItem = Slider['items'][number];

export interface CarouselInput {
  /** The cached bootstrap sliderList. */
  sliders: Slider[];
}

export interface CarouselContext {
  sliders: Slider[];
  name: string | null;
  items: SliderItem[];
}

export type CarouselEvent =
  | { type: 'carousel.slidersLoaded'; sliders: Slider[] }
  | { type: 'carousel.sliderSelected'; name: string };

const itemsOf = ({ context }: { context: CarouselContext }) =>
  context.sliders.find((s) => s.name === context.name)?.items ?? [];

export const carouselMachine = setup({
  types: {} as { context: CarouselContext; events: CarouselEvent; input: CarouselInput },
  guards: {
    canLoad: ({ context }) => context.name !== null && context.sliders.length > 0,
    nameChanged: ({ context, event }) => event.type === 'carousel.sliderSelected' && event.name !== context.name,
  },
  delays: { refresh: 100 },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ sliders: input.sliders, name: null, items: [] }),
  initial: 'placeholder',
  on: {
    'carousel.slidersLoaded': { actions: assign({ sliders: ({ event }) => event.sliders }) },
  },
  states: {
    placeholder: {
      description: 'Three placeholder slides and Loading... until a slider is chosen and the slider list is known',
      always: { guard: 'canLoad', target: 'loading' },
      on: {
        'carousel.sliderSelected': { actions: assign({ name: ({ event }) => event.name }) },
      },
    },
    loading: {
      description: 'The chosen slider items come from the cached bootstrap; the slides settle for 100 ms',
      entry: assign({ items: itemsOf }),
      after: { refresh: { target: 'ready', actions: assign({ items: itemsOf }) } },
      on: {
        'carousel.sliderSelected': {
          guard: 'nameChanged',
          target: 'loading',
          reenter: true,
          actions: assign({ name: ({ event }) => event.name }),
        },
      },
    },
    ready: {
      description: 'Slides refreshed; autoplay runs every 5 s',
      on: {
        'carousel.sliderSelected': {
          guard: 'nameChanged',
          target: 'loading',
          actions: assign({ name: ({ event }) => event.name }),
        },
        'carousel.slidersLoaded': {
          target: 'loading',
          actions: assign({ sliders: ({ event }) => event.sliders }),
        },
      },
    },
  },
});
