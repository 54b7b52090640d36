import { useId, useMemo } from 'react';
import { egyptQuestVisible, pickEgtJackpots } from '../../../contracts/jackpot-rules';
import { useBootstrap, useLocale, useSystemSelector, useT } from '../../app/hooks';
import { formatLiraIn } from '../../ui/lira';
import styles from './jackpots.module.css';

/** EGT jackpots (High Cash, Clover Chance) and the Egypt quest card, shown on home and the slot lobby. */
export function JackpotBanners() {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const { egtJackpotCards, jackpotCards } = useBootstrap();
  const egyptLevel = useSystemSelector('bootstrap', (s) => s.context.egyptQuestLevel) ?? jackpotCards.currentLevelI;
  const cards = useMemo(() => pickEgtJackpots(egtJackpotCards), [egtJackpotCards]);
  const egyptShown = egyptLevel > 0 && egyptQuestVisible(egyptLevel);

  if (cards.length === 0 && !egyptShown) return null;
  return (
    <section className={styles.jackpots} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('content.jackpots.title')}
      </h2>
      <div className={styles.cards}>
        {cards.map((card) => (
          <article key={card.instanceName} className={styles.card} aria-label={card.title ?? card.instanceName}>
            <h3 className={styles.name} lang={card.title ? undefined : 'en'}>
              {card.title ?? card.instanceName}
            </h3>
            <dl className={styles.levels}>
              {card.levelStats.map((stat) => (
                <div key={stat.level} className={styles.level}>
                  <dt>{stat.name ?? t('content.jackpots.level', { level: stat.level })}</dt>
                  <dd>{formatLiraIn(stat.amount, locale)}</dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
        {egyptShown && (
          <article className={`${styles.card} ${styles.egypt}`} aria-label={t('content.jackpots.egyptQuest')}>
            <h3 className={styles.name}>{t('content.jackpots.egyptQuest')}</h3>
            <p className={styles.prizeLabel}>{t('content.jackpots.egyptQuestLevel')}</p>
            <p className={styles.prize}>{formatLiraIn(egyptLevel, locale)}</p>
          </article>
        )}
      </div>
    </section>
  );
}
