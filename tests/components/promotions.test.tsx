// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Promotion } from '../../contracts/cms';
import { PromotionDialog } from '../../src/features/promotions/promotion-dialog';
import { PromotionsPage } from '../../src/features/promotions/promotions-page';
import { sanitizeHtml } from '../../src/ui/sanitize-html';
import { renderContent, testBootstrap } from './content-app-harness';

const promotion = (id: number, title: string, category: string, description = '<p>Detay</p>'): Promotion => ({
  id,
  title,
  category,
  description,
  image: `/media/promotions/${id}.svg`,
});

describe('sanitizeHtml', () => {
  it('keeps text structure and https links only', () => {
    expect(sanitizeHtml('<h2>Başlık</h2><p>Bir <strong>iki</strong> <em>üç</em><br></p><ul><li>a</li></ul>')).toBe(
      '<h2>Başlık</h2><p>Bir <strong>iki</strong> <em>üç</em><br></p><ul><li>a</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://t.me/kasa" onclick="x()">t</a>')).toBe(
      '<a href="https://t.me/kasa" target="_blank" rel="noopener noreferrer">t</a>',
    );
  });

  it('removes scripts, event handlers, styles and unsafe links', () => {
    const out = sanitizeHtml(
      '<p style="color:red" onclick="steal()">x</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">j</a><a href="http://plain.example">h</a><iframe src="https://e.x"></iframe><div><span>kept</span></div>',
    );
    expect(out).toBe('<p>x</p><a>j</a><a>h</a>kept');
  });
});

describe('promotion dialog', () => {
  it('shows image and description without <script> or onerror, and leaves the title to the title bar', () => {
    const { container } = render(
      <PromotionDialog
        promotion={promotion(1, 'Hoş Geldin', 'casino', '<p>İlk yatırıma <b>%100</b></p><script>window.hacked=1</script><img src="x" onerror="window.hacked=2">')}
      />,
    );
    expect(screen.queryByText('Hoş Geldin')).toBeNull();
    expect(container.textContent).toContain('İlk yatırıma %100');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('promotions page', () => {
  const bootstrap = {
    ...testBootstrap,
    promotions: [promotion(1, 'Hoş Geldin', 'casino'), promotion(2, 'Kombine Sigortası', 'sports'), promotion(3, 'Kayıp Bonusu', 'casino')],
  };

  it('filters the cards by category', () => {
    renderContent(<PromotionsPage />, { bootstrap });
    const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('button').textContent);
    expect(titles()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Spor' }));
    expect(titles()).toEqual([expect.stringContaining('Kombine Sigortası')]);
    expect(screen.getByRole('button', { name: 'Spor' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Casino' }));
    expect(titles()).toHaveLength(2);
  });

  it('fetches the first card image at once and first (the page’s largest paint), the others as they come near', () => {
    const { container } = renderContent(<PromotionsPage />, { bootstrap });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('opens the promotion dialog from a card', () => {
    const { actor } = renderContent(<PromotionsPage />, { bootstrap });
    fireEvent.click(screen.getByRole('button', { name: /Kombine Sigortası/ }));
    const dialogs = actor.system.get('dialogs')!.getSnapshot().context;
    expect(dialogs.name).toBe('promotion');
    expect(dialogs.props).toEqual({ promotion: bootstrap.promotions[1] });
  });
});
