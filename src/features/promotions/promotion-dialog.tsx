import { useMemo } from 'react';
import type { Promotion } from '../../../contracts/cms';
import { sanitizeHtml } from '../../ui/sanitize-html';
import styles from './promotions.module.css';

/**
 * The body of the promotion dialog. The dialog host supplies the <dialog>, the close button and a visually
 * hidden title that names the dialog, so the visible title here is hidden from assistive technology.
 */
export function PromotionDialog({ promotion }: { promotion: Promotion }) {
  const html = useMemo(() => sanitizeHtml(promotion.description), [promotion.description]);
  return (
    <article className={styles.dialog}>
      <img className={styles.dialogImage} src={promotion.image} alt="" width={800} height={450} />
      <p className={styles.dialogTitle} aria-hidden="true">
        {promotion.title}
      </p>
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
