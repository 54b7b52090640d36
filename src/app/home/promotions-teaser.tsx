import { Link } from 'wouter';
import { useBootstrap, useT } from '../hooks';
import { PromotionCard, useOpenPromotion } from '../registry';
import styles from './home.module.css';

const TEASER_LENGTH = 3;

export function PromotionsTeaser() {
  const t = useT();
  const { promotions } = useBootstrap();
  const openPromotion = useOpenPromotion();
  if (promotions.length === 0) return null;
  return (
    <section className={styles.teaser} aria-labelledby="home-promotions">
      <div className={styles.teaserHead}>
        <h2 id="home-promotions">{t('content.promotions.title')}</h2>
        <Link href="/promotions">{t('content.promotions.seeAll')}</Link>
      </div>
      <div className={styles.teaserGrid}>
        {promotions.slice(0, TEASER_LENGTH).map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} details={t('content.promotions.details')} onOpen={() => openPromotion(promotion)} />
        ))}
      </div>
    </section>
  );
}
