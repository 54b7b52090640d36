import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import type { ContentCategory } from '../../../contracts/cms';
import { useBootstrap, useT } from '../../app/hooks';
import { sanitizeHtml } from '../../ui/sanitize-html';
import { pageLoader } from './page-loader';
import styles from './pages.module.css';

/** The server sends each category's title; older cached data may not carry it. */
type TitledCategory = ContentCategory & { title?: string };

/** /pages: every content category with its pages as links. */
export function PagesIndex() {
  const t = useT();
  const { categoryList } = useBootstrap();
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('content.pages.title')}</h1>
      <div className={styles.index}>
        {(categoryList as TitledCategory[]).map((category) => (
          <section key={category.id} className={styles.category} aria-label={category.title}>
            {category.title && <h2>{category.title}</h2>}
            <ul>
              {category.content.map((entry) => (
                <li key={entry.id}>
                  <Link href={`/pages/${entry.id}`}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

function PageBody({ id, onRetry }: { id: number; onRetry: () => void }) {
  const t = useT();
  const loader = useActorRef(pageLoader, { input: { id } });
  const result = useSelector(loader, (s) => s.output);
  const html = useMemo(() => (result?.status === 'found' ? sanitizeHtml(result.page.body) : ''), [result]);

  if (!result) {
    return (
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('content.loading')}
      </p>
    );
  }
  if (result.status === 'missing') return <h1 className={styles.heading}>{t('content.pages.notFound')}</h1>;
  if (result.status === 'failed') {
    return (
      <div className={styles.status} role="alert">
        <p>{t('content.pages.failed')}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('content.pages.retry')}
        </button>
      </div>
    );
  }
  return (
    <article>
      <h1 className={styles.heading}>{result.page.title}</h1>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

/** /pages/:id: a CMS page (title and sanitized HTML), a spinner while loading, a message when missing. */
export function PageView() {
  const t = useT();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const [attempt, setAttempt] = useState(0);
  return (
    <main className={styles.page}>
      <PageBody key={`${id}-${attempt}`} id={id} onRetry={() => setAttempt((n) => n + 1)} />
      <p className={styles.back}>
        <Link href="/pages">{t('content.pages.back')}</Link>
      </p>
    </main>
  );
}
