import type { Promotion } from '../../../contracts/cms';
import styles from './promotions.module.css';

export function PromotionCard({ promotion, onOpen, details }: { promotion: Promotion; onOpen: () => void; details: string }) {
  return (
    <article className={styles.card}>
      <button type="button" className={styles.cardButton} onClick={onOpen}>
        <img className={styles.cardImage} src={promotion.image} alt="" width={800} height={450} loading="lazy" decoding="async" />
        <span className={styles.cardTitle}>{promotion.title}</span>
        <span className={styles.cardMore} aria-hidden="true">
          {details}
        </span>
      </button>
    </article>
  );
}
