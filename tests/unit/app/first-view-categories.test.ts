import { describe, expect, it } from 'vitest';
import { emptyBootstrap } from '../../../machines/bootstrap.machine';
import { firstViewCategories } from '../../../src/entry-server';

const category = (id: number, slug: string) => ({ id, name: slug, slugList: [slug], imageUrl: `/media/categories/${slug}.svg`, isLive: false });
const bootstrap = { ...emptyBootstrap, casinoCategoryList: [category(1, 'slot'), category(3, 'popular-games'), category(100, 'yeni-oyunlar')] };

describe('the games a rendered page carries', () => {
  it('for a category an operator added, its lobby’s games, like a built-in one’s', () => {
    expect(firstViewCategories('/casino/yeni-oyunlar', bootstrap)).toEqual([100]);
    expect(firstViewCategories('/casino/slot', bootstrap)).toEqual([1]);
  });

  it('for an extra address an operator gave a category, that category’s lobby', () => {
    const extra = { ...bootstrap, casinoCategoryList: [category(1, 'slot'), { ...category(100, 'yeni-oyunlar'), slugList: ['yeni-oyunlar', 'yeni'] }] };
    expect(firstViewCategories('/casino/yeni', extra)).toEqual([100]);
    expect(firstViewCategories('/casino/yeni', bootstrap)).toEqual([]);
  });

  it('none for an address no category has (a hidden category is not in the bootstrap)', () => {
    expect(firstViewCategories('/casino/yok', bootstrap)).toEqual([]);
    expect(firstViewCategories('/casino/yeni-oyunlar', { ...bootstrap, casinoCategoryList: bootstrap.casinoCategoryList.slice(0, 2) })).toEqual([]);
  });
});
