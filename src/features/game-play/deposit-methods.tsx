import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMethod } from '../../../contracts/money';
import type { paymentMethodsMachine } from '../../../machines/payment-methods.machine';
import { useLocale, useT } from '../../app/hooks';
import { formatLiraIn } from '../../ui/lira';
import { Spinner } from '../../ui/spinner';
import styles from './game-play.module.css';

/** The deposit methods of /dashboard/deposit, as a list to choose from inside the sheet. */
export function DepositMethods({ methods, onChoose }: { methods: ActorRefFrom<typeof paymentMethodsMachine>; onChoose: (method: PaymentMethod) => void }) {
  const t = useT();
  const locale = useLocale();
  const { value, list, error } = useSelector(methods, (s) => ({ value: s.value, list: s.context.methods, error: s.context.error }));
  if (value === 'loading') return <Spinner label={t('common.loading')} />;
  if (value === 'failed') {
    return (
      <p role="alert">
        {error}{' '}
        <button type="button" className={styles.back} onClick={() => methods.send({ type: 'methods.retry' })}>
          {t('payments.retry')}
        </button>
      </p>
    );
  }
  if (list.length === 0) return <p>{t('payments.empty')}</p>;
  return (
    <>
      <p className={styles.muted}>{t('casinoPlay.depositMethods')}</p>
      <ul className={styles.methods} aria-label={t('payments.methods')}>
        {list.map((method) => (
          <li key={method.id}>
            <button type="button" className={styles.method} onClick={() => onChoose(method)}>
              <img src={method.logoUrl} alt="" width={32} height={32} loading="lazy" />
              <span>
                <strong>{method.title}</strong>
                <small>{t('payments.range', { min: formatLiraIn(method.minAmount, locale), max: formatLiraIn(method.maxAmount, locale) })}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
