import { useDialogFlow } from '../../app/dialog-flow';
import { useT } from '../../app/hooks';
import { Spinner } from '../../ui/spinner';
import { GamePlay, type PaymentForm } from './game-play';
import styles from './game-play.module.css';

/** Mobile: the full-height Game play dialog; the dialog manager runs its game launch flow. */
export function GameDialog({ PaymentForm }: { PaymentForm: PaymentForm }) {
  const t = useT();
  const flow = useDialogFlow('game');
  if (!flow) {
    return (
      <div className={styles.stage}>
        <Spinner label={t('game.loading')} size={48} />
      </div>
    );
  }
  return <GamePlay flow={flow} PaymentForm={PaymentForm} />;
}
