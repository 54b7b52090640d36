import type { Promotion } from '../../../contracts/cms';
import styles from './promotions.module.css';

/** `first`: the page's largest image at the top (its LCP): fetched at once and first, not lazily. */
export function PromotionCard({ promotion, onOpen, details, first = false }: { promotion: Promotion; onOpen: () => void; details: string; first?: boolean }) {
  return (
    <article className={styles.card}>
      <button type="button" className={styles.cardButton} onClick={onOpen}>
        <img
          className={styles.cardImage}
          src={promotion.image}
          alt=""
          width={800}
          height={450}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
        />
        <span className={styles.cardTitle}>{promotion.title}</span>
        <span className={styles.cardMore} aria-hidden="true">
          {details}
        </span>
      </button>
    </article>
  );
}
