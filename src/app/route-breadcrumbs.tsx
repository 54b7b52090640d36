import { useLocation, useRouter } from 'wouter';
import { Breadcrumbs, type Crumb } from '../ui/breadcrumbs';
import { useBootstrap, useT } from './hooks';
import { routeById } from './route-table';
import { matchLocation, titleOf } from './route-title';

/** The trail of the current route from its route data; not shown on the home page or unknown pages. */
export function RouteBreadcrumbs() {
  const t = useT();
  const data = useBootstrap();
  const { parser } = useRouter();
  const [location] = useLocation();
  if (location === '/') return null;

  const found = matchLocation(parser, location, data);
  if (!found) return null;
  const { route, params } = found;
  const items: Crumb[] = [{ label: titleOf(route, params, data, t), href: location }];
  for (let parent = route.parent; parent; parent = routeById(parent).parent) {
    const node = routeById(parent);
    items.unshift({ label: t(node.titleKey), href: node.path });
  }
  return <Breadcrumbs items={items} label={t('route.breadcrumb')} />;
}
