import { Link } from 'wouter';
import type { CasinoCategory } from '../../../contracts/cms';
import { useT } from '../hooks';
import styles from './home.module.css';

/** Casino categories with their icons, each linking to its lobby. */
export function CategoryShortcuts({ categories }: { categories: CasinoCategory[] }) {
  const t = useT();
  const linked = categories.filter((c) => c.slugList.length > 0);
  if (linked.length === 0) return null;
  return (
    <nav className={styles.shortcuts} aria-label={t('content.home.categories')}>
      <ul>
        {linked.map((category) => (
          <li key={category.id}>
            <Link href={`/casino/${category.slugList[0]}`} className={styles.shortcut}>
              <img src={category.imageUrl} alt="" width={48} height={48} />
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
