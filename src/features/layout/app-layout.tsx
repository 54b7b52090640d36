import type { ReactNode } from 'react';
import styles from './layout.module.css';

interface AppLayoutProps {
  topBanner: ReactNode;
  header: ReactNode;
  sideMenu: ReactNode;
  breadcrumbs: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The frame of every screen: top banner above the sticky header, the page, then the footer. */
export function AppLayout({ topBanner, header, sideMenu, breadcrumbs, footer, children }: AppLayoutProps) {
  return (
    <div className={styles.shell}>
      {topBanner}
      {header}
      {sideMenu}
      <div className={styles.content}>
        {breadcrumbs && <div className={styles.breadcrumbs}>{breadcrumbs}</div>}
        {children}
      </div>
      {footer}
    </div>
  );
}
