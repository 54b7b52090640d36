import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { carouselMachine } from '../machines/carousel.machine';
import type { Slider } from '../contracts/cms';
import { ownEvents } from './content-replay';
import { checkFlow, send, wait, type FlowSpec, type Live, type Rule } from './spec-model';

const item = (slug: string) => ({ slug, url: '/promotions', images: [`/media/${slug}-0.svg`] });
const sliders: Slider[] = [
  { name: 'home', items: [item('welcome')] },
  { name: 'casino', items: [item('spins')] },
];
const refreshed: Slider[] = [{ name: 'home', items: [item('welcome'), item('cashback')] }, sliders[1]!];

/** What the carousel view shows (carousel.tsx): placeholders, the slides, and whether autoplay runs. */
const observe = (live: Live) => {
  const snapshot = live.actor.getSnapshot();
  return {
    placeholder: snapshot.matches('placeholder') as boolean,
    autoplay: snapshot.matches('ready') as boolean,
    slides: (snapshot.context.items as Slider['items']).map((i) => i.slug),
    // What the page and the bootstrap data told it so far: a slider name, and the list of sliders.
    slider: snapshot.context.name as string | null,
    listKnown: snapshot.context.sliders.length > 0,
  };
};
type Observed = ReturnType<typeof observe>;
const slugs = (list: Slider[], name: string) => list.find((s) => s.name === name)!.items.map((i) => i.slug);

/**
 * Choosing another slider shows its items at once and settles again; choosing the same one changes nothing;
 * the placeholders stay while the list is unknown.
 */
const choose = (name: string): Rule<Observed> => ({
  act: send({ type: 'carousel.sliderSelected', name }),
  then: (before) => (!before.listKnown ? 'placeholder' : before.slider === name ? situation(before) : 'settling'),
  check: (after) => {
    if (!after.placeholder) expect(after.slides).toEqual(slugs(sliders, name));
  },
});
const settles: Rule<Observed>[] = [
  // product §4/§9: a refresh follows about 100 ms after the items change; autoplay starts when ready.
  { act: wait(99), then: 'settling' },
  { act: wait(100), then: 'playing' },
];

const situation = (o: Observed) => (o.placeholder ? 'placeholder' : o.autoplay ? 'playing' : 'settling');

/** product §2 Banner carousel, §4 Carousel: a hand-written model of what the player sees. */
const carouselSpec: FlowSpec<Observed> = {
  observe,
  situation,
  invariant: (o) => {
    if (o.placeholder) expect(o.slides).toEqual([]);
  },
  rules: {
    placeholder: [
      // Slides need both a chosen slider and the slider list; whichever comes second starts them.
      choose('home'),
      { act: send({ type: 'carousel.slidersLoaded', sliders }), then: (before) => (before.slider ? 'settling' : 'placeholder') },
      { act: send({ type: 'carousel.slidersLoaded', sliders: [] }), then: 'placeholder' },
    ],
    settling: [...settles, choose('casino'), choose('home')],
    playing: [
      choose('casino'),
      choose('home'),
      { act: send({ type: 'carousel.slidersLoaded', sliders: refreshed }), then: 'settling' },
    ],
  },
};

describe.each([
  { name: 'cached sliders', input: { sliders } },
  { name: 'first visit', input: { sliders: [] as Slider[] } },
])('carousel against the user-level model ($name)', ({ input }) => {
  const paths = getSimplePaths(carouselMachine, {
    input,
    events: ownEvents({
      'carousel.sliderSelected': [
        { type: 'carousel.sliderSelected', name: 'home' },
        { type: 'carousel.sliderSelected', name: 'casino' },
      ],
      'carousel.slidersLoaded': [{ type: 'carousel.slidersLoaded', sliders }],
    }),
  });

  it('every path agrees with the model; every situation is reached and every required act works there', async () => {
    await checkFlow({ machine: carouselMachine, input }, paths, carouselSpec);
  });

});
