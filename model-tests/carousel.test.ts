import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { carouselMachine } from '../machines/carousel.machine';
import type { Slider } from '../contracts/cms';
import { describePath, ownEvents, replayPath } from './content-replay';

const item = (slug: string) => ({ slug, url: '/promotions', images: [`/media/${slug}-0.svg`] });
const sliders: Slider[] = [
  { name: 'home', items: [item('welcome')] },
  { name: 'casino', items: [item('spins')] },
];

describe.each([
  { name: 'cached sliders', input: { sliders } },
  { name: 'first visit', input: { sliders: [] as Slider[] } },
])('carousel paths ($name)', ({ input }) => {
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

  it('reach the placeholder, loading and ready states', () => {
    const reached = new Set(paths.map((p) => p.state.value));
    expect([...reached].sort()).toEqual(['loading', 'placeholder', 'ready']);
  });

  it('show, once ready, the items of the slider chosen last', () => {
    for (const path of paths.filter((p) => p.state.value === 'ready')) {
      const { name, items } = path.state.context;
      expect(items).toEqual(sliders.find((s) => s.name === name)!.items);
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    await replayPath(carouselMachine, path, { input, provide: () => carouselMachine });
  });
});
