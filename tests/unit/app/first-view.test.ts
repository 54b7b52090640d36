import { describe, expect, it } from 'vitest';
import { parseFirstView, serializeFirstView, type FirstView } from '../../../src/app/first-view';
import { emptyBootstrap } from '../../../machines/bootstrap.machine';

const view: FirstView = {
  locale: 'tr',
  path: '/',
  topNotifyRead: false,
  bootstrap: { ...emptyBootstrap, translationList: [{ key: 'x', value: '</script><script>alert(1)</script><!-- \u2028' }] },
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
  });
});
