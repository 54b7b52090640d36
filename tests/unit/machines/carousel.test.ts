import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine } from '../../../machines/carousel.machine';
import type { Slider } from '../../../contracts/cms';

const item = (slug: string) => ({ slug, url: '/promotions', images: [`/media/${slug}-0.svg`, `/media/${slug}-1.svg`, `/media/${slug}-2.svg`] });
const sliders: Slider[] = [
  { name: 'home', items: [item('welcome'), item('aviator')] },
  { name: 'casino', items: [item('spins')] },
];

function start(initial: Slider[] = sliders) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { clock, input: { sliders: initial } });
  actor.start();
  return { actor, clock };
}

const slugs = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.items.map((i) => i.slug);

describe('carousel', () => {
  it('shows placeholders until a slider is chosen, then its items, refreshes after 100 ms and becomes ready', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().value).toBe('placeholder');
    actor.send({ type: 'carousel.sliderSelected', name: 'home' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(slugs(actor)).toEqual(['welcome', 'aviator']);
    clock.increment(99);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('keeps the placeholders until the slider list arrives on a first visit', () => {
    const { actor, clock } = start([]);
    actor.send({ type: 'carousel.sliderSelected', name: 'casino' });
    expect(actor.getSnapshot().value).toBe('placeholder');
    actor.send({ type: 'carousel.slidersLoaded', sliders });
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(slugs(actor)).toEqual(['spins']);
  });

  it('switches items when the active slider name changes, and not when it stays the same', () => {
    const { actor, clock } = start();
    actor.send({ type: 'carousel.sliderSelected', name: 'home' });
    clock.increment(100);
    actor.send({ type: 'carousel.sliderSelected', name: 'home' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'carousel.sliderSelected', name: 'casino' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(slugs(actor)).toEqual(['spins']);
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('takes fresh slider content (a new language) while ready', () => {
    const { actor, clock } = start();
    actor.send({ type: 'carousel.sliderSelected', name: 'home' });
    clock.increment(100);
    actor.send({ type: 'carousel.slidersLoaded', sliders: [{ name: 'home', items: [item('hosgeldin')] }] });
    clock.increment(100);
    expect(slugs(actor)).toEqual(['hosgeldin']);
  });
});
