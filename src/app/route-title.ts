import { useEffect } from 'react';
import { matchRoute, useLocation, useRouter, type Parser } from 'wouter';
import type { Bootstrap } from '../../contracts/cms';
import type { Translate } from '../i18n/runtime';
import { useBootstrap, useT } from './hooks';
import { CASINO_SLUGS, isCasinoSlug, routeTable, type RouteData } from './route-table';

export type RouteParams = Record<string, string | undefined>;

/** A route's own title: a casino lobby by its category, a content page by its entry, others by the route table. */
export function titleOf(route: RouteData, params: RouteParams, data: Bootstrap, t: Translate): string {
  if (route.id === 'casino' && params.slug) {
    if ((CASINO_SLUGS as readonly string[]).includes(params.slug)) return t(`route.casino.${params.slug}`);
    return data.casinoCategoryList.find((c) => c.slugList.includes(params.slug!))?.name ?? t(route.titleKey);
  }
  if (route.id === 'page' && params.id) {
    const entry = data.categoryList.flatMap((c) => c.content).find((c) => String(c.id) === params.id);
    return entry?.title ?? t(route.titleKey);
  }
  return t(route.titleKey);
}

/** The route a location shows, with its parameters; null for an unknown page (the 404 view). */
export function matchLocation(parser: Parser, location: string, data: Bootstrap): { route: RouteData; params: RouteParams } | null {
  for (const route of routeTable) {
    const [matched, found] = matchRoute(parser, route.path, location);
    if (!matched) continue;
    const params = found as RouteParams;
    if (route.id === 'casino' && !isCasinoSlug(params.slug ?? '', data.casinoCategoryList)) return null;
    return { route, params };
  }
  return null;
}

/** The document title of a location: "<page> · Kasa Casino"; the home page names the site and what it offers. */
export function documentTitle(parser: Parser, location: string, data: Bootstrap, t: Translate): string {
  const found = matchLocation(parser, location, data);
  if (found?.route.id === 'home') return t('document.home');
  return t('document.title', { page: found ? titleOf(found.route, found.params, data, t) : t('route.notFound') });
}

export function useDocumentTitle(): string {
  const t = useT();
  const data = useBootstrap();
  const { parser } = useRouter();
  const [location] = useLocation();
  return documentTitle(parser, location, data, t);
}

/** Keeps document.title on the current route's title (the server renders the same one into the page). */
export function DocumentTitle({ onTitle }: { onTitle?: (title: string) => void }) {
  const title = useDocumentTitle();
  // The server has no effects: it is told the title during its render.
  onTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
