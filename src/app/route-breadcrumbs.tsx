import { matchRoute, useLocation, useRouter } from 'wouter';
import type { Bootstrap } from '../../contracts/cms';
import type { Translate } from '../i18n/runtime';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs';
import { useBootstrap, useT } from './hooks';
import { CASINO_SLUGS, isCasinoSlug, routeById, routeTable, type RouteData } from './route-table';

type Params = Record<string, string | undefined>;

function titleOf(route: RouteData, params: Params, data: Bootstrap, t: Translate): string {
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

/** The trail of the current route from its route data; not shown on the home page or unknown pages. */
export function RouteBreadcrumbs() {
  const t = useT();
  const data = useBootstrap();
  const { parser } = useRouter();
  const [location] = useLocation();
  if (location === '/') return null;

  for (const route of routeTable) {
    const [matched, found] = matchRoute(parser, route.path, location);
    if (!matched) continue;
    const params = found as Params;
    if (route.id === 'casino' && !isCasinoSlug(params.slug ?? '', data.casinoCategoryList)) return null;
    const items: Crumb[] = [{ label: titleOf(route, params, data, t), href: location }];
    for (let parent = route.parent; parent; parent = routeById(parent).parent) {
      const node = routeById(parent);
      items.unshift({ label: t(node.titleKey), href: node.path });
    }
    return <Breadcrumbs items={items} label={t('route.breadcrumb')} />;
  }
  return null;
}
