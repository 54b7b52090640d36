import * as z from 'zod';

/** A menu entry that opens a game runs a game search (e.g. Aviator). */
export const menuGameData = z.object({ search: z.string().min(1), live: z.boolean().default(false) });

export type MenuEntry = {
  title: string;
  icon: string;
  url?: string;
  appKey?: string;
  gameData?: z.infer<typeof menuGameData>;
  badge?: string;
  svgStyle?: string;
  children?: MenuEntry[];
};

/** One of url (route), appKey (external link settings, keyed lowercase) or gameData; children make a group. */
export const menuEntry: z.ZodType<MenuEntry> = z.object({
  title: z.string().min(1),
  icon: z.string(),
  url: z.string().optional(),
  appKey: z.string().optional(),
  gameData: menuGameData.optional(),
  badge: z.string().optional(),
  svgStyle: z.string().optional(),
  get children() {
    return z.array(menuEntry).optional();
  },
});

export const MENU_GROUPS = ['Casino', 'Sports Bettings', 'Games', 'Other'] as const;
export const menuGroup = z.object({ title: z.enum(MENU_GROUPS), entries: z.array(menuEntry) });
export type MenuGroup = z.infer<typeof menuGroup>;

/** The site menu's fixed first entry: an entry of the same page is not listed a second time. */
export const MENU_PROMOTIONS_URL = '/promotions';
/** The partner sportsbook: its entry is listed only to players with partner access. */
export const MENU_PARTNER_URL = '/spor/betco';
