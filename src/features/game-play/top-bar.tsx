import type { ReactNode } from 'react';
import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import styles from './game-play.module.css';

interface Props {
  name: string;
  /** The page names itself by the game (h1); in the dialog the dialog does. */
  headingLevel: 1 | 2;
  onDeposit: () => void;
  onReload: () => void;
  onClose: () => void;
  /** The session's clock and net result (responsible gambling). */
  session?: ReactNode;
}

/** product §2 Game play: a 35 px bar with the game's name, Deposit, reload and close (and the session's clock and net). */
export function TopBar({ name, headingLevel, onDeposit, onReload, onClose, session }: Props) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.topBar}>
      <Heading className={styles.name}>{name}</Heading>
      {session}
      <button type="button" className={styles.deposit} onClick={onDeposit} aria-haspopup="dialog">
        <Icon name="wallet" size={16} />
        {t('casinoPlay.deposit')}
      </button>
      <button type="button" className={styles.iconButton} onClick={onReload} aria-label={t('casinoPlay.reload')} title={t('casinoPlay.reload')}>
        <Icon name="refresh" size={18} />
      </button>
      <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('casinoPlay.close')} title={t('casinoPlay.close')}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
