import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { useLocale, useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { formatLiraIn } from '../../ui/lira';
import type { WelcomeActor } from '../../../machines/welcome.machine';
import styles from './signup.module.css';

/** Congratulations! With a trial bonus: Yes claims it; otherwise Deposit and Live Chat. */
export function Celebration({ welcome }: { welcome: WelcomeActor }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const amount = useSelector(welcome, (s) => s.context.trialBonusAmount);
  const claiming = useSelector(welcome, (s) => s.matches('claiming'));
  const claimed = useSelector(welcome, (s) => s.matches('claimed'));

  return (
    <section className={`${styles.panel} ${styles.celebration}`} aria-labelledby={titleId}>
      <span className={styles.medal} aria-hidden="true">
        <Icon name={amount > 0 ? 'gift' : 'trophy'} size={40} />
      </span>
      <h3 id={titleId} className={styles.celebrationTitle}>
        {t('celebration.title')}
      </h3>
      <p className={styles.lead} role="status">
        {claimed ? t('celebration.claimed') : amount > 0 ? t('celebration.bonus', { amount: formatLiraIn(amount, locale) }) : t('celebration.ready')}
      </p>
      {amount > 0 ? (
        !claimed && (
          <button
            type="button"
            className={styles.submit}
            disabled={claiming}
            aria-busy={claiming}
            onClick={() => welcome.send({ type: 'celebration.claim' })}
          >
            {t(claiming ? 'celebration.claiming' : 'celebration.yes')}
          </button>
        )
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.submit} onClick={() => welcome.send({ type: 'celebration.deposit' })}>
            {t('celebration.deposit')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => welcome.send({ type: 'celebration.liveChat' })}>
            <Icon name="chat" />
            {t('celebration.liveChat')}
          </button>
        </div>
      )}
    </section>
  );
}
