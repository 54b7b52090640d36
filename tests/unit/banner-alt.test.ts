import { describe, expect, it } from 'vitest';
import { bannerAlt } from '../../src/features/carousel/banner-link';

describe('a banner\'s text for players', () => {
  it('is the headline operators wrote, even when the artwork was drawn with another', () => {
    expect(bannerAlt({ slug: 'hos-geldin', url: '/', images: ['/media/banners/hos-geldin-0.svg?title=Eski+ba%C5%9Fl%C4%B1k'], title: 'Yeni yıl bonusu' })).toBe('Yeni yıl bonusu');
  });
  it('falls back to the artwork\'s headline, then to the slug read as words', () => {
    expect(bannerAlt({ slug: 'hos-geldin', url: '/', images: ['/media/banners/hos-geldin-0.svg?title=Ho%C5%9F+geldin'] })).toBe('Hoş geldin');
    expect(bannerAlt({ slug: 'yaz-kampanyasi', url: '/', images: ['/media/uploads/abc.png'], title: ' ' })).toBe('yaz kampanyasi');
  });
});
