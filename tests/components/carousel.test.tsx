// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Carousel } from '../../src/features/carousel/carousel';
import { renderContent, testBootstrap } from './content-app-harness';
import { goTo, renderApp, settle } from './app-harness';
import { fail, ok } from './fake-network';

const item = (slug: string, url: string, title: string) => ({
  slug,
  url,
  images: [0, 1, 2].map((i) => `/media/banners/${slug}-${i}.svg?title=${encodeURIComponent(title)}`),
});
const bootstrap = {
  ...testBootstrap,
  sliderList: [
    { name: 'home', items: [item('welcome-bonus', '/promotions', 'Hoş Geldin Bonusu'), item('telegram', 'https://t.me/kasacasino', 'Telegram Kanalımız')] },
    { name: 'casino', items: [item('free-spins', '/casino/slot', 'Cuma Freespin')] },
  ],
};

beforeAll(() => {
  // jsdom has no media queries; swiper reads its breakpoints through matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

describe('banner carousel', () => {
  it('shows three placeholders and Loading... before a slider is chosen', () => {
    // A first visit: no cached slider list yet, so the chosen slider cannot load.
    renderContent(<Carousel slider="home" />, { bootstrap: { ...bootstrap, sliderList: [] } });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Yükleniyor...');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('renders the chosen slider: responsive pictures, external links in a new tab, routes in the app', async () => {
    renderContent(<Carousel slider="home" />, { bootstrap });
    const region = screen.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    const welcome = await within(region).findByRole('img', { name: 'Hoş Geldin Bonusu' });
    expect(welcome.getAttribute('src')).toContain('welcome-bonus-0.svg');
    const source = welcome.parentElement!.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 641px)');
    expect(source.getAttribute('srcset')).toContain('welcome-bonus-1.svg');
    expect(welcome.closest('a')!.getAttribute('href')).toBe('/promotions');
    expect(welcome.closest('a')!.getAttribute('target')).toBeNull();
    const telegram = within(region).getByRole('img', { name: 'Telegram Kanalımız' }).closest('a')!;
    expect(telegram.getAttribute('href')).toBe('https://t.me/kasacasino');
    expect(telegram.getAttribute('target')).toBe('_blank');
    expect(telegram.getAttribute('rel')).toContain('noopener');
  });

  it('switches to the casino slider', async () => {
    const { rerender, actor } = renderContent(<Carousel slider="home" />, { bootstrap });
    await screen.findByRole('img', { name: 'Hoş Geldin Bonusu' });
    await act(async () => rerender(<Carousel slider="casino" />));
    expect(actor.system.get('carousel')!.getSnapshot().context.name).toBe('casino');
    expect(await screen.findByRole('img', { name: 'Cuma Freespin' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Hoş Geldin Bonusu' })).toBeNull();
  });

  it('after the content fails to arrive, keeps still placeholders without Loading..., and the next navigation brings it', async () => {
    let answers = 0;
    renderApp({
      // Nothing usable cached: no sliders.
      bootstrap: { ...bootstrap, sliderList: [] },
      topNotifyRead: true,
      popupSeen: [],
      server: { 'GET cms/grouped': () => (++answers === 1 ? fail(503, 'Hizmet kullanılamıyor') : ok(bootstrap)) },
    });
    await settle(1100);
    const carousel = screen.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    expect(carousel.textContent).not.toContain('Yükleniyor');
    expect(within(carousel).queryByRole('status')).toBeNull();
    expect(carousel.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    expect(answers).toBe(1);
    await goTo('/casino/slot');
    await settle(50);
    expect(answers).toBe(2);
    await settle(150);
    const lobbyCarousel = screen.getByRole('region', { name: 'Öne çıkan kampanyalar' });
    expect(within(lobbyCarousel).getAllByRole('group')[0].getAttribute('aria-label')).toContain('1');
  });
});
