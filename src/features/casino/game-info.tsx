import { useId, useState } from 'react';
import type { GameItem } from '../../../contracts/casino';
import { useLocale, useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { formatPercentIn } from '../../ui/lira';
import styles from './casino.module.css';

/** The info button of a game tile: the provider and, when known, the RTP and the volatility. */
export function GameInfo({ game }: { game: GameItem }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  // Only whether this small panel is shown: nothing the rest of the app needs to know.
  const [open, setOpen] = useState(false);
  const rows: Array<[string, string]> = [[t('casinoPlay.provider'), game.providerName]];
  if (game.rtp != null) rows.push([t('casinoPlay.rtp'), formatPercentIn(game.rtp, locale)]);
  if (game.volatility) rows.push([t('casinoPlay.volatility'), t(`casinoPlay.volatility.${game.volatility}`)]);
  return (
    <>
      <button
        type="button"
        className={styles.infoButton}
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('casinoPlay.info', { name: game.name })}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="info" size={16} />
      </button>
      <dl id={id} className={styles.info} hidden={!open}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
