import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { identityApp, type IdentityHarness } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';

/**
 * Two operators adding content at the same moment: pages and side-menu entries take the next free id themselves
 * (their ids are named, not generated). Every addition is kept, each with its own id and place and audit row.
 */
const AT_ONCE = 6;

describe.each(dialects)('content added at the same moment on %s', (dialect) => {
  let h: IdentityHarness;
  let content: SignedInOperator;
  let admin: SignedInOperator;
  beforeAll(async () => {
    h = await identityApp(dialect);
    [content, admin] = [await signedInOperator(h, 'content'), await signedInOperator(h, 'admin')];
  });
  afterAll(() => h.close());
  const as = (i: number) => ({ ...operatorAuth((i % 2 ? content : admin).token), 'x-locale': 'en' });

  it('pages: each one is created, with its own id and place', async () => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        adminPost(h.app, '/content/pages', { categoryId: 2, titleTr: `Sayfa ${i}`, titleEn: `Page ${i}`, bodyTr: '<p>Metin</p>', bodyEn: '<p>Text</p>', active: true }, as(i)),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = answers.map((a) => a.json().data.id as number);
    expect(new Set(ids).size).toBe(AT_ONCE);
    const list = (await adminGet(h.app, '/content/pages', as(0))).json().data.categories as Array<{ id: number; pages: Array<{ id: number; titleEn: string }> }>;
    const footer = list.find((c) => c.id === 2)!.pages;
    expect(footer.filter((p) => /^Page \d$/.test(p.titleEn)).map((p) => p.id).sort()).toEqual([...ids].sort());
    const audited = (await auditEntries(h.db.kysely)).filter((e) => e.action === 'page.create');
    expect(audited.map((e) => e.target).sort()).toEqual(ids.map((id) => `page:${id}`).sort());
  });

  it('side-menu entries: each one is created, with its own id', async () => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        adminPost(h.app, '/menu', { group: 'other', parentId: null, titleTr: `Bağlantı ${i}`, titleEn: `Link ${i}`, icon: 'info', target: { kind: 'page', url: '/promotions' }, badge: '', hidden: false }, as(i)),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = answers.map((a) => a.json().data.id as number);
    expect(new Set(ids).size).toBe(AT_ONCE);
    const items = (await adminGet(h.app, '/menu', as(0))).json().data.items as Array<{ id: number; titleEn: string }>;
    expect(items.filter((i) => /^Link \d$/.test(i.titleEn)).map((i) => i.id).sort()).toEqual([...ids].sort());
  });
});
