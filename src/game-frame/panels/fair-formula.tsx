import { useId } from 'react';
import type { EngineId } from '../../../contracts/games/engine';
import { STRIPS } from '../../../contracts/games/engines/slot';
import { useI18n, type FrameKey } from '../i18n';
import styles from './panels.module.css';

const MAPPING: Record<EngineId, FrameKey> = {
  slot: 'frame.fair.how.slot',
  roulette: 'frame.fair.how.roulette',
  dice: 'frame.fair.how.dice',
  crash: 'frame.fair.how.crash',
};

const ALL: readonly EngineId[] = ['slot', 'roulette', 'dice', 'crash'];

/**
 * How a round's result follows from its seeds, exactly as contracts/games/fairness.ts and the engines compute it, so
 * a player can check a round with their own code: the HMAC message, how its bytes become numbers, and how each game
 * turns its numbers into an outcome (the slot's reel strips included).
 */
export function FairFormula({ engines = ALL }: { engines?: readonly EngineId[] }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <section className={styles.formula} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formulaTitle}>
        {t('frame.fair.how.title')}
      </h2>
      <p className={styles.note}>{t('frame.fair.how.message')}</p>
      <p className={styles.code}>HMAC_SHA256(key = serverSeed, message = clientSeed + ":" + nonce + ":" + cursor)</p>
      <p className={styles.note}>{t('frame.fair.how.bytes')}</p>
      <p className={styles.code}>number = b[4i]/256 + b[4i+1]/256² + b[4i+2]/256³ + b[4i+3]/256⁴</p>
      {engines.map((engine) => (
        <p key={engine} className={styles.note}>
          {t(MAPPING[engine])}
        </p>
      ))}
      {engines.includes('slot') && (
        <dl className={styles.facts}>
          {STRIPS.map((strip, reel) => (
            <div key={reel}>
              <dt>{t('frame.fair.how.reel', { n: reel + 1 })}</dt>
              <dd className={styles.code}>{strip.join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
