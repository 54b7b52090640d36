import { useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { depositSheetMachine } from '../../../machines/deposit-sheet.machine';
import { useT } from '../../app/hooks';
import { useModal } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { DIALOG_TOASTER } from '../../ui/toast';
import { Toaster } from '../../ui/toaster';
import { DepositMethods } from './deposit-methods';
import type { PaymentForm } from './game-play';
import styles from './game-play.module.css';

type SheetRef = ActorRefFrom<typeof depositSheetMachine>;

/** The Deposit bottom sheet, while it is open. */
export function DepositSheet(props: { sheet: SheetRef; PaymentForm: PaymentForm; ownToaster: boolean }) {
  const open = useSelector(props.sheet, (s) => s.matches('open'));
  return open ? <OpenSheet {...props} /> : null;
}

/**
 * product §2: a bottom sheet titled Deposit Money (at least 15dvh high) holding the deposit flow: the methods,
 * then the chosen method's form. `ownToaster`: on the game page no dialog below has a toaster of its own.
 */
function OpenSheet({ sheet, PaymentForm, ownToaster }: { sheet: SheetRef; PaymentForm: PaymentForm; ownToaster: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => sheet.send({ type: 'deposit.close' });
  useModal(ref, close);
  const methods = useSelector(sheet, (s) => s.children.methods);
  const payment = useSelector(sheet, (s) => s.children.payment);
  const titleId = useId();
  return (
    <dialog ref={ref} className={styles.sheet} aria-labelledby={titleId} onClick={(event) => event.target === event.currentTarget && close()}>
      <div className={styles.sheetHead}>
        <h2 id={titleId}>{t('casinoPlay.depositTitle')}</h2>
        <button type="button" className={styles.iconButton} onClick={close} aria-label={t('casinoPlay.depositClose')}>
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className={styles.sheetBody}>
        {payment ? (
          <>
            <button type="button" className={styles.back} onClick={() => sheet.send({ type: 'deposit.back' })}>
              {t('casinoPlay.depositBack')}
            </button>
            <PaymentForm flow={payment} />
          </>
        ) : (
          methods && <DepositMethods methods={methods} onChoose={(method) => sheet.send({ type: 'deposit.methodChosen', method })} />
        )}
      </div>
      {ownToaster && <Toaster id={DIALOG_TOASTER} />}
    </dialog>
  );
}
