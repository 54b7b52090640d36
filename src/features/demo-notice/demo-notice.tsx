import { useBootstrap, useT } from '../../app/hooks';
import styles from './demo-notice.module.css';

/**
 * On a demo site (SITE_MODE=demo, told by the bootstrap) every page says that its money is play money. It is part of
 * the server-rendered first view, and its one line has a fixed height, so nothing below it moves when the app starts.
 */
export function DemoNotice() {
  const data = useBootstrap();
  const t = useT();
  if (data?.siteMode !== 'demo') return null;
  return (
    <aside className={styles.notice} aria-label={t('demoNotice.label')} data-testid="demo-notice">
      <p className={styles.text}>{t('demoNotice.text')}</p>
    </aside>
  );
}
