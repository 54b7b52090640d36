import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { BankTransfer } from '../../../machines/payment.machine';
import { useDialogFlow, type DialogFlowRef } from '../../app/dialog-flow';
import { useLocale, useT } from '../../app/hooks';
import { formatLiraIn } from '../../ui/lira';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../../ui/toast';
import { DetailForm } from './detail-form';
import { dialogStep } from './steps';
import styles from './payments.module.css';

type Flow = DialogFlowRef<'deposit'>;

/** Deposit (product §2): the form, then a Continue button to the payment page or a congratulations message. */
export function DepositDialog() {
  return <PaymentFlowView flow={useDialogFlow('deposit')} />;
}

/** Withdraw (product §2): the form; its message shows and the dialog closes after 500 ms. */
export function WithdrawDialog() {
  return <PaymentFlowView flow={useDialogFlow('withdraw')} />;
}

/** The steps of a payment flow (form, payment page, message): the dialogs' content, and the game's Deposit sheet's. */
export function PaymentFlowView({ flow }: { flow: Flow | null }) {
  const t = useT();
  const step = useSelector(flow ?? undefined, (s) => (s ? dialogStep(s) : 'loading'));
  if (!flow || step === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (step === 'form' || step === 'sending') return <DetailForm flow={flow} />;
  if (step === 'message') return <DepositMessage flow={flow} />;
  return <PaymentPage flow={flow} awaiting={step === 'awaiting'} />;
}

/** Result Iframe: Continue opens the payment page in a new tab; then the dialog waits for the payment's outcome. */
function PaymentPage({ flow, awaiting }: { flow: Flow; awaiting: boolean }) {
  const t = useT();
  const message = useSelector(flow, (s) => s.context.message);
  const continueLabel = awaiting ? 'payments.openAgain' : 'payments.continue';
  return (
    <div className={styles.result}>
      {message && <p>{message}</p>}
      {awaiting ? (
        <div className={styles.awaiting} role="status">
          <Spinner label={t('common.loading')} size={24} />
          <p>{t('payments.awaiting')}</p>
        </div>
      ) : (
        <p className={styles.muted}>{t('payments.continueHint')}</p>
      )}
      <button
        type="button"
        className={awaiting ? styles.secondary : styles.submit}
        autoFocus
        onClick={() => flow.send({ type: 'payment.continue' })}
      >
        {t(continueLabel)}
      </button>
    </div>
  );
}

/** Result Message: the congratulations text from the server, and where to send a bank transfer. */
function DepositMessage({ flow }: { flow: Flow }) {
  const t = useT();
  const message = useSelector(flow, (s) => s.context.message);
  const bank = useSelector(flow, (s) => (s.context.outcome?.type === 'Message' ? s.context.outcome.bank : null));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.result}>
      <h3 ref={heading} tabIndex={-1} className={styles.congratulations}>
        {t('payments.congratulations')}
      </h3>
      {message && <p>{message}</p>}
      {bank && <BankDetails bank={bank} />}
    </div>
  );
}

function BankDetails({ bank }: { bank: BankTransfer }) {
  const t = useT();
  const locale = useLocale();
  const rows = [
    ['bank', bank.bank],
    ['iban', bank.iban],
    ['holder', bank.holder],
    ['reference', bank.reference],
    ['amount', formatLiraIn(bank.amount, locale)],
  ] as const;
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => showToast(undefined, { kind: 'success', message: t('payments.copied') }),
      () => {},
    );
  return (
    <>
      <p className={styles.muted}>{t('payments.bankNote')}</p>
      <dl className={styles.bank}>
        {rows.map(([key, value]) => {
          const label = t(`payments.bank.${key}`);
          return (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <span>{value}</span>
                <button
                  type="button"
                  className={styles.copy}
                  aria-label={t('payments.copyField', { label })}
                  onClick={() => copy(key === 'amount' ? String(bank.amount) : value)}
                >
                  {t('payments.copy')}
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
