import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { FastRegisterForm } from './fast-register-form';
import { RegisterForm } from './register-form';
import { useRegisterFlow } from './use-register-form';
import { WelcomePanel } from './welcome-panel';
import styles from './signup.module.css';

const tabs = ['fast', 'default'] as const;
type Tab = (typeof tabs)[number];

/** The Sign Up modal: Fast Register (default) and Default Register tabs; after the account, phase 2. */
export function SignUpDialog() {
  const t = useT();
  const id = useId();
  const flow = useRegisterFlow();
  const registered = useSelector(flow, (s) => Boolean(s && !s.matches('preparing') && !s.matches('form') && !s.matches('submitting')));
  // Which tab is visible is presentation only; both forms keep what the player typed.
  const [tab, setTab] = useState<Tab>('fast');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ fast: null, default: null });

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    setTab(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className={styles.signUp}>
      <aside className={styles.art} aria-hidden="true">
        <Icon name="gift" size={56} className={styles.artIcon} />
        <p className={styles.artTitle}>{t('signUp.artTitle')}</p>
        <p className={styles.artPitch}>{t('signUp.artPitch')}</p>
      </aside>
      <div className={styles.signUpMain}>
        {flow && registered ? (
          <WelcomePanel flow={flow} />
        ) : (
          <>
            <div role="tablist" aria-label={t('signUp.tabs')} className={styles.tabs} onKeyDown={onKeyDown}>
              {tabs.map((name) => (
                <button
                  key={name}
                  ref={(node) => {
                    tabRefs.current[name] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`${id}-${name}-tab`}
                  aria-selected={tab === name}
                  aria-controls={`${id}-${name}-panel`}
                  tabIndex={tab === name ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setTab(name)}
                >
                  {t(name === 'fast' ? 'signUp.fast' : 'signUp.default')}
                </button>
              ))}
            </div>
            {tabs.map((name) => (
              <div key={name} role="tabpanel" id={`${id}-${name}-panel`} aria-labelledby={`${id}-${name}-tab`} hidden={tab !== name}>
                {name === 'fast' ? <FastRegisterForm /> : <RegisterForm variant="full" />}
              </div>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
