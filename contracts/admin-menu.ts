import * as z from 'zod';
import { idNumber, plainText } from './fields';
import { SITE_OPTION_KEYS } from './admin-content';

/*
 * The back office's side-menu calls (/api/admin/menu): the entries of the four groups, their children, titles in
 * both languages, where each leads, a badge, their order and whether players see them.
 */

export const MENU_GROUP_KEYS = ['casino', 'sports', 'games', 'other'] as const;
export type MenuGroupKey = (typeof MENU_GROUP_KEYS)[number];

/** The icons of the sprite the side menu draws (public/icons.svg). */
export const MENU_ICONS = ['slot', 'live', 'popular', 'games', 'tv', 'ball', 'live-ball', 'plane', 'gift', 'chat', 'phone', 'blog', 'info'] as const;

export const MENU_TITLE_MAX = 60;
export const MENU_BADGE_MAX = 12;
export const MENU_URL_MAX = 500;

/**
 * The site's own pages a menu entry may open (src/app/route-table.ts): the fixed ones, a casino lobby by its slug
 * and a content page by its number. Anything else would open the "page not found" screen.
 */
export const SITE_PATHS = [
  '/',
  '/spor',
  '/spor/fcg',
  '/spor/betco',
  '/livespor',
  '/livespor/fcg',
  '/promotions',
  '/pages',
  '/call-request',
  '/dashboard',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/bonuses',
  '/dashboard/game-history',
  '/dashboard/sports-bets',
  '/dashboard/financial-activities',
  '/dashboard/responsible-gaming',
  '/dashboard/account',
] as const;

export const isSitePath = (path: string) => (SITE_PATHS as readonly string[]).includes(path) || /^\/casino\/[a-z0-9-]{1,60}$/.test(path) || /^\/pages\/[1-9]\d{0,8}$/.test(path);

const oneLine = /^[^\p{Cc}]*$/u;
const title = () => plainText().trim().min(1, { error: 'validation.required' }).max(MENU_TITLE_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' });

export const menuSitePath = () =>
  plainText().trim().min(1, { error: 'validation.required' }).max(MENU_URL_MAX, { error: 'validation.max' }).refine(isSitePath, { error: 'validation.sitePath' });

export const menuExternalUrl = () =>
  plainText()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(MENU_URL_MAX, { error: 'validation.max' })
    .regex(/^https:\/\/[^\s"'<>\\/]+(?:\/[^\s"'<>\\]*)?$/, { error: 'validation.httpsUrl' });

/**
 * Where an entry leads: a page of the site, an https address (a new tab), a site option's link (live chat, the
 * call-request page, the blog, ...: the Settings screen holds their addresses), a game found by name (Aviator), or
 * nowhere: a group that opens its children.
 */
export const menuTarget = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('page'), url: menuSitePath() }),
    z.object({ kind: z.literal('external'), url: menuExternalUrl() }),
    z.object({ kind: z.literal('option'), appKey: z.enum(SITE_OPTION_KEYS, { error: 'validation.invalid' }) }),
    z.object({ kind: z.literal('game'), search: title(), live: z.boolean({ error: 'validation.invalid' }) }),
    z.object({ kind: z.literal('group') }),
  ],
  { error: 'validation.invalid' },
);
export type MenuTarget = z.infer<typeof menuTarget>;
export type MenuTargetKind = MenuTarget['kind'];
export const MENU_TARGET_KINDS = ['page', 'external', 'option', 'game', 'group'] as const satisfies readonly MenuTargetKind[];

export const menuEntryEdit = z.object({
  titleTr: title(),
  titleEn: title(),
  icon: z.enum(MENU_ICONS, { error: 'validation.invalid' }),
  target: menuTarget,
  /** '' shows none. */
  badge: plainText().trim().max(MENU_BADGE_MAX, { error: 'validation.max' }).regex(oneLine, { error: 'validation.invalid' }),
  hidden: z.boolean({ error: 'validation.invalid' }),
});
export type MenuEntryEdit = z.infer<typeof menuEntryEdit>;

/** A new entry goes last in its group, or last under its parent (a group entry of the same group). */
export const menuEntryCreate = menuEntryEdit.extend({
  group: z.enum(MENU_GROUP_KEYS, { error: 'validation.invalid' }),
  parentId: idNumber().nullable(),
});
export type MenuEntryCreate = z.infer<typeof menuEntryCreate>;

export const menuParams = z.object({ id: z.coerce.number().pipe(idNumber()) });
export const menuMove = z.object({ direction: z.enum(['up', 'down'], { error: 'validation.invalid' }) });
export const menuHidden = z.object({ hidden: z.boolean({ error: 'validation.invalid' }) });

export const adminMenuItem = z.object({
  id: z.number().int(),
  group: z.enum(MENU_GROUP_KEYS),
  parentId: z.number().int().nullable(),
  titleTr: z.string(),
  titleEn: z.string(),
  icon: z.string(),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('page'), url: z.string() }),
    z.object({ kind: z.literal('external'), url: z.string() }),
    z.object({ kind: z.literal('option'), appKey: z.string() }),
    z.object({ kind: z.literal('game'), search: z.string(), live: z.boolean() }),
    z.object({ kind: z.literal('group') }),
  ]),
  badge: z.string(),
  position: z.number().int(),
  hidden: z.boolean(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItem>;

/** Every entry (hidden ones too): group by group, each top-level entry followed by its children, in order. */
export const adminMenuList = z.object({ items: z.array(adminMenuItem) });
export type AdminMenuList = z.infer<typeof adminMenuList>;

/** The form: the target's fields side by side, only the chosen kind's checked. */
export const menuEntryForm = z
  .object({
    group: z.enum(MENU_GROUP_KEYS),
    parentId: z.string(),
    titleTr: title(),
    titleEn: title(),
    icon: z.enum(MENU_ICONS, { error: 'validation.invalid' }),
    kind: z.enum(MENU_TARGET_KINDS),
    url: plainText().trim(),
    appKey: z.string(),
    search: plainText().trim(),
    live: z.boolean(),
    badge: menuEntryEdit.shape.badge,
    hidden: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const target = menuTargetOf(v);
    const checked = menuTarget.safeParse(target);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'url' || issue.path[0] === 'appKey' || issue.path[0] === 'search' ? issue.path[0] : 'kind';
      ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
  });
export type MenuEntryForm = z.input<typeof menuEntryForm>;

export function menuTargetOf(form: Pick<MenuEntryForm, 'kind' | 'url' | 'appKey' | 'search' | 'live'>): unknown {
  switch (form.kind) {
    case 'page':
    case 'external':
      return { kind: form.kind, url: form.url };
    case 'option':
      return { kind: 'option', appKey: form.appKey };
    case 'game':
      return { kind: 'game', search: form.search, live: form.live };
    default:
      return { kind: 'group' };
  }
}

export const menuFormOf = (item: AdminMenuItem | null, group: MenuGroupKey = 'casino'): MenuEntryForm => ({
  group: item?.group ?? group,
  parentId: item?.parentId ? String(item.parentId) : '',
  titleTr: item?.titleTr ?? '',
  titleEn: item?.titleEn ?? '',
  icon: ((MENU_ICONS as readonly string[]).includes(item?.icon ?? '') ? item!.icon : 'info') as MenuEntryForm['icon'],
  kind: item?.target.kind ?? 'page',
  url: item && (item.target.kind === 'page' || item.target.kind === 'external') ? item.target.url : '',
  appKey: item?.target.kind === 'option' ? item.target.appKey : SITE_OPTION_KEYS[0],
  search: item?.target.kind === 'game' ? item.target.search : '',
  live: item?.target.kind === 'game' ? item.target.live : false,
  badge: item?.badge ?? '',
  hidden: item?.hidden ?? false,
});

/** What the form sends: an edit, or (new) with its group and parent. */
export const menuEditOf = (form: z.output<typeof menuEntryForm>): MenuEntryEdit => ({
  titleTr: form.titleTr,
  titleEn: form.titleEn,
  icon: form.icon,
  target: menuTarget.parse(menuTargetOf(form)),
  badge: form.badge,
  hidden: form.hidden,
});

export const menuCreateOf = (form: z.output<typeof menuEntryForm>): MenuEntryCreate => ({
  ...menuEditOf(form),
  group: form.group,
  parentId: form.parentId ? Number(form.parentId) : null,
});
