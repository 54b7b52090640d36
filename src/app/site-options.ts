import type { Bootstrap } from '../../contracts/cms';
import { useBootstrap } from './hooks';

/** An active site option (external-link settings are keyed by the lowercase appKey). */
export function siteOption(data: Pick<Bootstrap, 'siteOption'>, key: string): string | undefined {
  const option = data.siteOption.find((o) => o.key === key.toLowerCase() && o.status);
  return option?.value || undefined;
}

export function useSiteOption(key: string): string | undefined {
  return siteOption(useBootstrap(), key);
}
