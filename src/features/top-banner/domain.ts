const DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The default-domain check is by hostname suffix: the site runs on its default domain when the hostname is
 * domainStatus.current or one of its subdomains (www.). Development hosts count as default, and so does a
 * site without a current domain (nothing to compare with).
 */
export function onDefaultDomain(hostname: string, current: string | null): boolean {
  if (!current || DEVELOPMENT_HOSTS.has(hostname)) return true;
  const host = hostname.toLowerCase();
  const domain = current.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}
