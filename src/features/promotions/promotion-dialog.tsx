import { useMemo } from 'react';
import type { Promotion } from '../../../contracts/cms';
import { sanitizeHtml } from '../../ui/sanitize-html';
import styles from './promotions.module.css';

/** The body of the promotion dialog; the dialog host shows its title in the title bar (and names the dialog by it). */
export function PromotionDialog({ promotion }: { promotion: Promotion }) {
  const html = useMemo(() => sanitizeHtml(promotion.description), [promotion.description]);
  return (
    <article className={styles.dialog}>
      <img className={styles.dialogImage} src={promotion.image} alt="" width={800} height={450} />
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
