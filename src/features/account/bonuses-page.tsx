import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { AvailableReward, BonusItem } from '../../../contracts/money';
import type { BonusTermsView } from '../../../contracts/bonus-terms';
import type { Locale } from '../../../i18n/locales';
import { useLocale, useSystemActor, useT } from '../../app/hooks';
import type { Translate } from '../../i18n/runtime';
import { Spinner } from '../../ui/spinner';
import { formatLiraIn } from '../../ui/lira';
import { bonusesMachineFor } from './activity-provide';
import { formatDateTime } from './format';
import styles from './activity.module.css';

/** /dashboard/bonuses: rewards to claim at the top (where Claim Reward leads), then active and past bonuses. */
export function BonusesPage() {
  const t = useT();
  const locale = useLocale();
  const session = useSystemActor('session');
  const machine = useMemo(() => bonusesMachineFor(session), [session]);
  const actor = useActorRef(machine);
  const state = useSelector(actor, (s) => ({ value: s.value, ...s.context }));
  const firstLoad = state.value === 'loading' && state.available.length === 0 && state.bonuses.length === 0;
  const active = state.bonuses.filter((bonus) => bonus.status === 'active');
  const past = state.bonuses.filter((bonus) => bonus.status !== 'active');
  const shown = !firstLoad && state.value !== 'failed';

  return (
    <div className={styles.stack}>
      {state.value === 'failed' && (
        <p className={styles.failed} role="alert">
          {state.error}{' '}
          <button type="button" className={styles.inlineButton} onClick={() => actor.send({ type: 'bonuses.retry' })}>
            {t('identity.retry')}
          </button>
        </p>
      )}
      {firstLoad && <Spinner label={t('common.loading')} />}
      {shown && (
        <>
          <section className={styles.section} aria-labelledby="bonuses-claim">
            <h2 id="bonuses-claim">{t('bonuses.claimTitle')}</h2>
            <p className={styles.muted}>{t('bonuses.claimIntro')}</p>
            {state.available.length === 0 && <p>{t('bonuses.noRewards')}</p>}
            <ul className={styles.rewards} aria-busy={state.value !== 'listed'}>
              {state.available.map((reward) => (
                <RewardCard
                  key={reward.id}
                  reward={reward}
                  t={t}
                  locale={locale}
                  busy={state.value !== 'listed'}
                  claiming={state.claimingId === reward.id}
                  onClaim={() => actor.send({ type: 'bonuses.claim', id: reward.id })}
                />
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="bonuses-active">
            <h2 id="bonuses-active">{t('bonuses.activeTitle')}</h2>
            {active.length === 0 && <p>{t('bonuses.noActive')}</p>}
            <ul className={styles.bonuses}>
              {active.map((bonus) => (
                <ActiveBonus key={bonus.id} bonus={bonus} t={t} locale={locale} />
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="bonuses-past">
            <h2 id="bonuses-past">{t('bonuses.pastTitle')}</h2>
            {past.length === 0 && <p>{t('bonuses.noPast')}</p>}
            <ul className={styles.bonuses}>
              {past.map((bonus) => (
                <PastBonus key={bonus.id} bonus={bonus} t={t} locale={locale} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

interface RewardProps {
  reward: AvailableReward;
  t: Translate;
  locale: Locale;
  busy: boolean;
  claiming: boolean;
  onClaim: () => void;
}

function RewardCard({ reward, t, locale, busy, claiming, onClaim }: RewardProps) {
  const reasonId = `reward-${reward.id}-blocked`;
  return (
    <li className={styles.reward} aria-label={reward.title}>
      <div className={styles.bonusHead}>
        <strong>{reward.title}</strong>
        <span className={styles.badge} data-tone="waiting">{t(`bonuses.kind.${reward.kind}`)}</span>
      </div>
      <p className={styles.muted}>{reward.description}</p>
      <p className={styles.amount}>{formatLiraIn(reward.amount, locale)}</p>
      <p className={styles.muted}>{t('bonuses.wagering', { times: reward.wageringTimes })}</p>
      <BonusTermsList terms={reward.terms} t={t} locale={locale} />
      <button
        type="button"
        className={styles.claim}
        disabled={reward.blockedBy !== null || busy}
        aria-busy={claiming}
        aria-describedby={reward.blockedBy !== null ? reasonId : undefined}
        onClick={onClaim}
      >
        {t(claiming ? 'bonuses.claiming' : 'bonuses.claim')}
      </button>
      {reward.blockedBy !== null && (
        <p id={reasonId} className={styles.blocked}>
          {reward.blockedBy}
        </p>
      )}
    </li>
  );
}

const CATEGORIES = ['slots', 'table', 'live', 'dice', 'crash', 'sports'] as const;

/** The bonus's terms, read before claiming: what each game counts, the max bet and cashout, how often, with what. */
export function BonusTermsList({ terms, t, locale }: { terms: BonusTermsView; t: Translate; locale: Locale }) {
  return (
    <details className={styles.termsBox}>
      <summary>{t('bonuses.termsTitle')}</summary>
      <dl className={styles.bonusFacts} aria-label={t('bonuses.termsTitle')}>
        {CATEGORIES.map((category) => (
          <div key={category}>
            <dt>{t(`bonuses.category.${category}`)}</dt>
            <dd>{category === 'sports' && terms.contributions.sports > 0 ? t('bonuses.countsFromOdds', { percent: terms.contributions.sports, odds: terms.sportsMinOdds.toFixed(2) }) : t('bonuses.counts', { percent: terms.contributions[category] ?? 0 })}</dd>
          </div>
        ))}
        {terms.gameContributions.map((game) => (
          <div key={`game-${game.id}`}><dt>{game.name}</dt><dd>{t('bonuses.counts', { percent: game.percent })}</dd></div>
        ))}
        {terms.excludedGames.length > 0 && (
          <div><dt>{t('bonuses.excludedGames')}</dt><dd>{terms.excludedGames.map((game) => game.name).join(', ')}</dd></div>
        )}
        <div><dt>{t('bonuses.maxBet')}</dt><dd>{terms.maxBet === null ? t('bonuses.none') : formatLiraIn(terms.maxBet, locale)}</dd></div>
        <div><dt>{t('bonuses.maxCashout')}</dt><dd>{terms.maxCashout === null ? t('bonuses.none') : formatLiraIn(terms.maxCashout, locale)}</dd></div>
        <div><dt>{t('bonuses.frequencyLabel')}</dt><dd>{t(`bonuses.frequency.${terms.frequency}`)}</dd></div>
        <div><dt>{t('bonuses.validFor')}</dt><dd>{t('bonuses.days', { count: terms.validDays })}</dd></div>
      </dl>
      <p className={styles.muted}>{t(terms.stacks ? 'bonuses.stacks' : 'bonuses.noStacking')}</p>
      <p className={styles.muted}>{t('bonuses.oppositeRule')}</p>
      <p className={styles.muted}>{t('bonuses.forfeitRule')}</p>
      {terms.needsVerifiedPhone && <p className={styles.muted}>{t('bonuses.needsPhone')}</p>}
    </details>
  );
}

function ActiveBonus({ bonus, t, locale }: { bonus: BonusItem; t: Translate; locale: Locale }) {
  const required = Math.max(0, bonus.wageringRequired);
  const wagered = Math.min(Math.max(0, bonus.wagered), required);
  return (
    <li className={styles.bonus} aria-label={bonus.title}>
      <div className={styles.bonusHead}>
        <strong>{bonus.title}</strong>
        <span className={styles.amountSmall}>{formatLiraIn(bonus.amount, locale)}</span>
        <span className={styles.badge} data-tone="done">{t('bonuses.wagering', { times: bonus.wageringTimes })}</span>
      </div>
      <progress className={styles.progress} value={wagered} max={required || 1} aria-label={t('bonuses.progressLabel', { title: bonus.title })} />
      <p className={styles.progressText}>
        {t('bonuses.progress', { wagered: formatLiraIn(bonus.wagered, locale), required: formatLiraIn(bonus.wageringRequired, locale) })}
      </p>
      <dl className={styles.bonusFacts}>
        <div><dt>{t('bonuses.granted')}</dt><dd>{formatDateTime(bonus.grantedAt, locale)}</dd></div>
        <div><dt>{t('bonuses.expires')}</dt><dd>{formatDateTime(bonus.expiresAt, locale)}</dd></div>
      </dl>
      <Link href={bonus.termsUrl} className={styles.inlineLink}>{t('bonuses.terms')}</Link>
    </li>
  );
}

function PastBonus({ bonus, t, locale }: { bonus: BonusItem; t: Translate; locale: Locale }) {
  return (
    <li className={styles.bonus} aria-label={bonus.title}>
      <div className={styles.bonusHead}>
        <strong>{bonus.title}</strong>
        <span className={styles.amountSmall}>{formatLiraIn(bonus.amount, locale)}</span>
        <span className={styles.badge} data-tone={bonus.status === 'completed' ? 'done' : 'refused'}>{t(`bonuses.status.${bonus.status}`)}</span>
      </div>
      <dl className={styles.bonusFacts}>
        <div><dt>{t('bonuses.granted')}</dt><dd>{formatDateTime(bonus.grantedAt, locale)}</dd></div>
        {bonus.endedAt && <div><dt>{t('bonuses.ended')}</dt><dd>{formatDateTime(bonus.endedAt, locale)}</dd></div>}
      </dl>
      <Link href={bonus.termsUrl} className={styles.inlineLink}>{t('bonuses.terms')}</Link>
    </li>
  );
}
