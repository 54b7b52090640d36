import { useState } from 'react';
import { useBootstrap, useT } from '../../app/hooks';
import { PromotionCard } from './promotion-card';
import { useOpenPromotion } from './use-open-promotion';
import styles from './promotions.module.css';

const FILTERS = ['all', 'casino', 'sports'] as const;
type Filter = (typeof FILTERS)[number];

/** /promotions: cards from the bootstrap promotions, filtered by category; a card opens its dialog. */
export function PromotionsPage() {
  const t = useT();
  const { promotions } = useBootstrap();
  const openPromotion = useOpenPromotion();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? promotions : promotions.filter((p) => p.category === filter);

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('content.promotions.title')}</h1>
      <div className={styles.filters} role="group" aria-label={t('content.promotions.filter')}>
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.filter}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {t(`content.promotions.${value}`)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('content.promotions.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {shown.map((promotion, index) => (
            <PromotionCard
              key={promotion.id}
              first={index === 0}
              promotion={promotion}
              details={t('content.promotions.details')}
              onOpen={() => openPromotion(promotion)}
            />
          ))}
        </div>
      )}
    </main>
  );
}
