import { useId } from 'react';
import type { EngineId } from '../../../contracts/games/engine';
import { useI18n, type FrameKey } from '../i18n';
import type { ParamsDraft } from './params-draft';
import { TextField } from './text-field';
import styles from './verify.module.css';

export interface SeedDraft {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  engine: EngineId;
}

const ENGINES: Array<[EngineId, FrameKey]> = [
  ['slot', 'frame.engine.slot'],
  ['roulette', 'frame.engine.roulette'],
  ['dice', 'frame.engine.dice'],
  ['crash', 'frame.engine.crash'],
];

interface Props {
  seeds: SeedDraft;
  onSeeds(seeds: SeedDraft): void;
  draft: ParamsDraft;
  onDraft(draft: ParamsDraft): void;
}

export function SeedFields({ seeds, onSeeds, draft, onDraft }: Props) {
  const { t } = useI18n();
  const engineId = useId();
  const directionId = useId();
  const betsId = useId();
  const seed = (patch: Partial<SeedDraft>) => onSeeds({ ...seeds, ...patch });
  const param = (patch: Partial<ParamsDraft>) => onDraft({ ...draft, ...patch });
  return (
    <>
      <TextField label={t('frame.verify.serverSeed')} value={seeds.serverSeed} onValue={(serverSeed) => seed({ serverSeed })} />
      <TextField label={t('frame.verify.serverSeedHash')} value={seeds.serverSeedHash} onValue={(serverSeedHash) => seed({ serverSeedHash })} />
      <TextField label={t('frame.verify.clientSeed')} value={seeds.clientSeed} onValue={(clientSeed) => seed({ clientSeed })} />
      <TextField label={t('frame.verify.nonce')} value={seeds.nonce} inputMode="numeric" onValue={(nonce) => seed({ nonce })} />
      <div className={styles.field}>
        <label htmlFor={engineId}>{t('frame.verify.game')}</label>
        <select id={engineId} value={seeds.engine} onChange={(event) => seed({ engine: event.target.value as EngineId })}>
          {ENGINES.map(([id, key]) => (
            <option key={id} value={id}>
              {t(key)}
            </option>
          ))}
        </select>
      </div>
      {seeds.engine === 'slot' && <TextField label={t('frame.verify.betPerLine')} value={draft.betPerLine} inputMode="decimal" onValue={(betPerLine) => param({ betPerLine })} />}
      {(seeds.engine === 'dice' || seeds.engine === 'crash') && <TextField label={t('frame.verify.bet')} value={draft.bet} inputMode="decimal" onValue={(bet) => param({ bet })} />}
      {seeds.engine === 'dice' && (
        <>
          <TextField label={t('frame.dice.chancePercent')} value={draft.chance} inputMode="decimal" onValue={(chance) => param({ chance })} />
          <div className={styles.field}>
            <label htmlFor={directionId}>{t('frame.dice.direction')}</label>
            <select id={directionId} value={draft.direction} onChange={(event) => param({ direction: event.target.value === 'over' ? 'over' : 'under' })}>
              <option value="under">{t('frame.verify.under')}</option>
              <option value="over">{t('frame.verify.over')}</option>
            </select>
          </div>
        </>
      )}
      {seeds.engine === 'crash' && <TextField label={t('frame.verify.autoCashout')} value={draft.autoCashout} inputMode="decimal" onValue={(autoCashout) => param({ autoCashout })} />}
      {seeds.engine === 'roulette' && (
        <div className={styles.field}>
          <label htmlFor={betsId}>{t('frame.verify.rouletteBets')}</label>
          <textarea id={betsId} rows={3} spellCheck={false} value={draft.rouletteBets} onChange={(event) => param({ rouletteBets: event.target.value })} />
        </div>
      )}
    </>
  );
}
