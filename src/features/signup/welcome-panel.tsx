import { useSelector } from '@xstate/react';
import type { WelcomeActor } from '../../../machines/welcome.machine';
import { Celebration } from './celebration';
import { PhoneStep } from './phone-step';
import type { RegisterActor } from './use-register-form';
import styles from './signup.module.css';

type Stage = 'waiting' | 'phone' | 'celebration';

/** After the account exists: the phone step (steps 1 and 2), then the celebration (about 100 ms later). */
export function WelcomePanel({ flow }: { flow: RegisterActor }) {
  const welcome = useSelector(flow, (s) => s.children.welcome) as WelcomeActor | undefined;
  const stage = useSelector(welcome, (s): Stage => {
    if (!s) return 'waiting';
    if (s.matches('verifyingPhone')) return 'phone';
    return s.matches('celebrating') || s.matches('claiming') || s.matches('claimed') ? 'celebration' : 'waiting';
  });
  const phoneCode = useSelector(welcome, (s) => s?.children.phoneCode);
  if (!welcome || stage === 'waiting') return <div className={styles.waiting} />;
  if (stage === 'phone') return phoneCode ? <PhoneStep phoneCode={phoneCode} onSkip={() => welcome.send({ type: 'phone.skip' })} /> : null;
  return <Celebration welcome={welcome} />;
}
