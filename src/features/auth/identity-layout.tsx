import type { ReactNode } from 'react';
import styles from './login-dialog.module.css';

/** The login dialog's two columns (artwork with a headline, then the form), for the other identity dialogs. */
export function IdentityLayout({ headline, pitch, children }: { headline: string; pitch: string; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.art} aria-hidden="true">
        <p className={styles.welcome}>{headline}</p>
        <p className={styles.pitch}>{pitch}</p>
      </aside>
      {children}
    </div>
  );
}
