import { describe, expect, it } from 'vitest';
import { parseFirstView, serializeFirstView, type FirstView } from '../../../src/app/first-view';
import { emptyBootstrap } from '../../../machines/bootstrap.machine';

const view: FirstView = {
  locale: 'tr',
  path: '/',
  topNotifyRead: false,
  bootstrap: { ...emptyBootstrap, translationList: [{ key: 'x', value: '</script><script>alert(1)</script><!-- \u2028' }] },
  games: {
    slug: null,
    shelfSlugs: ['slot'],
    games: [{ id: 1, name: '</script>', providerName: 'Hub88', gameCode: 'g', system: '1', productId: 0, mainProviderId: 1, systemCategory: 1, imageUrl: '/g.svg' }],
  },
};

describe('first view data block', () => {
  it('cannot close its script element or open a comment, and reads back unchanged', () => {
    const text = serializeFirstView(view);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(parseFirstView(text)).toEqual(view);
  });

  it('is ignored when missing, broken or of another shape (the app then starts as without it)', () => {
    expect(parseFirstView(null)).toBeNull();
    expect(parseFirstView('{')).toBeNull();
    expect(parseFirstView(JSON.stringify({ ...view, locale: 'xx' }))).toBeNull();
    expect(parseFirstView(JSON.stringify({ ...view, bootstrap: null }))).toBeNull();
    expect(parseFirstView(JSON.stringify({ ...view, path: 3 }))).toBeNull();
    expect(parseFirstView(JSON.stringify({ ...view, games: { slug: 3, shelfSlugs: [], games: [] } }))).toBeNull();
    expect(parseFirstView(JSON.stringify({ ...view, games: { slug: null, shelfSlugs: [] } }))).toBeNull();
  });

  it('reads a page rendered without games (a page that lists none) as having none', () => {
    const { games: _games, ...withoutGames } = view;
    expect(parseFirstView(JSON.stringify(withoutGames))?.games).toBeNull();
  });
});
