import { Link } from 'wouter';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** Clickable items separated by '/', the last one highlighted as the current page. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={last ? 'page' : undefined} className={last ? styles.current : undefined}>
                {item.label}
              </Link>
              {!last && (
                <span aria-hidden="true" className={styles.separator}>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
