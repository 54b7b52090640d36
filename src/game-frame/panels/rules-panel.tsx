import type { EngineId } from '../../../contracts/games/engine';
import { engines } from '../../../contracts/games/engines/index';
import { useI18n, type FrameKey } from '../i18n';
import { usePlay } from '../play/play-context';
import { RouletteRules, SlotRules } from './engine-rules';
import styles from './panels.module.css';

const RULES: Record<EngineId, FrameKey[]> = {
  slot: ['frame.rules.slot.1', 'frame.rules.slot.2', 'frame.rules.slot.3'],
  roulette: ['frame.rules.roulette.1', 'frame.rules.roulette.2'],
  dice: ['frame.rules.dice.1', 'frame.rules.dice.2', 'frame.rules.dice.3'],
  crash: ['frame.rules.crash.1', 'frame.rules.crash.2', 'frame.rules.crash.3'],
};

const VOLATILITY: Record<'low' | 'medium' | 'high', FrameKey> = {
  low: 'frame.rules.volatility.low',
  medium: 'frame.rules.volatility.medium',
  high: 'frame.rules.volatility.high',
};

/** How the game pays, its RTP (proved by the engine tests) and volatility, and the stake limits. */
export function RulesPanel() {
  const { t, money, percent } = useI18n();
  const { session } = usePlay();
  const id = session.game.engine;
  const info = engines[id].info;
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>{t('frame.rules.title')}</summary>
      <div className={styles.body}>
        <dl className={styles.facts}>
          <dt>{t('frame.rules.rtp')}</dt>
          <dd>{percent(info.rtp)}</dd>
          <dt>{t('frame.rules.volatility')}</dt>
          <dd>{t(VOLATILITY[info.volatility])}</dd>
          <dt>{t('frame.rules.limits')}</dt>
          <dd>{t('frame.rules.limitsValue', { min: money(info.minBetMinor), max: money(info.maxBetMinor) })}</dd>
        </dl>
        {RULES[id].map((key) => (
          <p key={key} className={styles.note}>
            {t(key)}
          </p>
        ))}
        {id === 'slot' && <SlotRules />}
        {id === 'roulette' && <RouletteRules />}
      </div>
    </details>
  );
}
