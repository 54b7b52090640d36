import { useContext, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { HostnameContext, useSystemActor, useT } from '../../app/hooks';
import { onDefaultDomain } from './domain';
import styles from './top-banner.module.css';

/**
 * The alternate-domain banner (TOP_NOTIFY). It is evaluated on arrival at home; leaving home or
 * dismissing it marks it read. On a non-default domain an extra line names the current domain.
 */
export function TopBanner({ hostname: given }: { hostname?: string }) {
  const pageHostname = useContext(HostnameContext);
  const hostname = given ?? pageHostname;
  const banner = useSystemActor('topBanner');
  const t = useT();
  const [location] = useLocation();
  const shown = useSelector(banner, (s) => s.matches('visible') || s.matches('collapsing'));
  const collapsing = useSelector(banner, (s) => s.matches('collapsing'));
  const { current, next } = useSelector(banner, (s) => s.context.domains);

  useEffect(() => {
    banner.send({ type: location === '/' ? 'topBanner.homeEntered' : 'topBanner.homeLeft' });
  }, [banner, location]);

  if (!shown || !current) return null;
  return (
    <section
      className={`${styles.banner} ${collapsing ? styles.collapsing : ''}`}
      aria-label={t('content.topBanner.label')}
      aria-hidden={collapsing || undefined}
    >
      <div className={styles.inner}>
        <p className={styles.text}>
          {t('TOP_NOTIFY', { current, next: next ?? current })}
          {!onDefaultDomain(hostname, current) && (
            <span className={styles.mirror}>{t('content.topBanner.mirror', { current })}</span>
          )}
        </p>
        <button
          type="button"
          className={styles.close}
          onClick={() => banner.send({ type: 'topBanner.dismissed' })}
          aria-label={t('content.topBanner.dismiss')}
          disabled={collapsing}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
