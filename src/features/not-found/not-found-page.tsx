import { Link } from 'wouter';
import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1>{t('route.notFound')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link href="/" className={styles.home}>
        <Icon name="home" />
        {t('notFound.home')}
      </Link>
    </main>
  );
}
