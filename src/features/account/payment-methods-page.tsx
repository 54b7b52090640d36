import { useActorRef, useSelector } from '@xstate/react';
import { TransactionType } from '../../../contracts/enums';
import type { PaymentMethod } from '../../../contracts/money';
import { useLocale, useT } from '../../app/hooks';
import { useOpenDialog } from '../../app/session-hooks';
import { formatLiraIn, formatPercentIn } from '../../ui/lira';
import { Spinner } from '../../ui/spinner';
import { providedPaymentMethodsMachine } from './provide-payment-methods';
import styles from './payment-methods.module.css';

/** /dashboard/deposit: the deposit methods; a card opens the Deposit dialog. */
export function DepositPage() {
  return <PaymentMethodsPage type={TransactionType.Deposit} />;
}

/** /dashboard/withdraw: the withdrawal methods; a card opens the Withdraw dialog. */
export function WithdrawPage() {
  return <PaymentMethodsPage type={TransactionType.Withdraw} />;
}

function PaymentMethodsPage({ type }: { type: TransactionType }) {
  const t = useT();
  const actor = useActorRef(providedPaymentMethodsMachine, { input: { type } });
  const state = useSelector(actor, (s) => ({ value: s.value, methods: s.context.methods, error: s.context.error }));
  const openDialog = useOpenDialog();
  const open = ({ id, title }: PaymentMethod) =>
    type === TransactionType.Deposit
      ? openDialog({ name: 'deposit', props: { id, type, title } })
      : openDialog({ name: 'withdraw', props: { id, type, title } });

  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t(type === TransactionType.Deposit ? 'payments.depositIntro' : 'payments.withdrawIntro')}</p>
      {state.value === 'loading' && <Spinner label={t('common.loading')} />}
      {state.value === 'failed' && (
        <p className={styles.failed} role="alert">
          {state.error}{' '}
          <button type="button" className={styles.retry} onClick={() => actor.send({ type: 'methods.retry' })}>
            {t('payments.retry')}
          </button>
        </p>
      )}
      {state.value === 'listed' && state.methods.length === 0 && <p>{t('payments.empty')}</p>}
      {state.methods.length > 0 && (
        <ul className={styles.cards} aria-label={t('payments.methods')}>
          {state.methods.map((method) => (
            <li key={method.id}>
              <MethodCard method={method} onOpen={() => open(method)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MethodCard({ method, onOpen }: { method: PaymentMethod; onOpen: () => void }) {
  const t = useT();
  const locale = useLocale();
  const lira = (amount: number) => formatLiraIn(amount, locale);
  const fee =
    method.feePercent === 0 && method.feeFixed === 0
      ? t('payments.feeFree')
      : method.feeFixed === 0
        ? formatPercentIn(method.feePercent, locale)
        : method.feePercent === 0
          ? lira(method.feeFixed)
          : t('payments.feeBoth', { percent: formatPercentIn(method.feePercent, locale), fixed: lira(method.feeFixed) });
  return (
    <button type="button" className={styles.card} data-kind={method.kind} onClick={onOpen}>
      <span className={styles.head}>
        <img src={method.logoUrl} alt="" width={48} height={48} loading="lazy" />
        <strong>{method.title}</strong>
      </span>
      <dl className={styles.facts}>
        <div>
          <dt>{t('payments.limits')}</dt>
          <dd>{t('payments.range', { min: lira(method.minAmount), max: lira(method.maxAmount) })}</dd>
        </div>
        <div>
          <dt>{t('payments.fee')}</dt>
          <dd>{fee}</dd>
        </div>
        <div>
          <dt>{t('payments.time')}</dt>
          <dd>{method.processingTime}</dd>
        </div>
      </dl>
    </button>
  );
}
