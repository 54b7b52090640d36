import { useSelector } from '@xstate/react';
import { RegisterForm } from './register-form';
import { useRegisterFlow } from './use-register-form';
import { WelcomePanel } from './welcome-panel';
import styles from './signup.module.css';

/** The Register dialog (760 px on desktop): the full form, or the short variant; then phone step and celebration. */
export function RegisterDialog({ variant = 'full' }: { variant?: 'full' | 'short' }) {
  const flow = useRegisterFlow();
  const registered = useSelector(flow, (s) => Boolean(s && !s.matches('preparing') && !s.matches('form') && !s.matches('submitting')));
  return <div className={styles.single}>{flow && registered ? <WelcomePanel flow={flow} /> : <RegisterForm variant={variant} />}</div>;
}
