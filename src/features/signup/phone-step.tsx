import { useId, type FormEvent } from 'react';
import { codeMask, phoneMask } from '../../../contracts/masks';
import type { PhoneCodeActor } from '../../../machines/phone-code.machine';
import { useT } from '../../app/hooks';
import { usePhoneCode } from '../../app/use-phone-code';
import { MaskedField } from './fields';
import styles from './signup.module.css';

/** Phone verification after registration: step 1 the phone and Validate, step 2 the SMS code. */
export function PhoneStep({ phoneCode, onSkip }: { phoneCode: PhoneCodeActor; onSkip: () => void }) {
  const t = useT();
  const titleId = useId();
  const code = usePhoneCode(phoneCode);
  if (!code) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    code.submit();
  };
  const field = (name: string, value: string, change: (value: string) => void, leave: () => void) => ({
    name,
    state: { value },
    handleChange: change,
    handleBlur: leave,
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('phoneStep.title')}
      </h3>
      <p className={styles.lead}>{t(code.step === 2 ? 'phoneStep.codeSent' : 'phoneStep.intro')}</p>
      <form className={styles.stepForm} noValidate onSubmit={code.step === 1 ? submit : (event) => event.preventDefault()}>
        <MaskedField
          field={field('phone', code.phone, code.setPhone, code.leavePhone)}
          label={t('phoneStep.phone')}
          mask={phoneMask}
          readOnly={code.locked || code.busy || code.step === 2}
          autoComplete="tel"
          error={code.phoneError}
        />
        {code.step === 1 && (
          <button type="submit" className={styles.submit} disabled={!code.phoneValid || code.busy} aria-busy={code.busy}>
            {t(code.busy ? 'phoneStep.sending' : 'phoneStep.validate')}
          </button>
        )}
      </form>
      {code.step === 2 && (
        <form className={styles.stepForm} noValidate onSubmit={submit}>
          <MaskedField
            field={field('code', code.code, code.setCode, code.leaveCode)}
            label={t('phoneStep.code')}
            mask={codeMask}
            placeholder="00-00-00"
            autoComplete="one-time-code"
            autoFocus
            error={code.codeError}
          />
          <button type="submit" className={styles.submit} disabled={!code.codeValid || code.busy} aria-busy={code.busy}>
            {t(code.busy ? 'phoneStep.sending' : 'phoneStep.verify')}
          </button>
          <div className={styles.links}>
            <button type="button" className={styles.link} onClick={code.updateNumber} disabled={code.busy}>
              {t('phoneStep.change')}
            </button>
            <button type="button" className={styles.link} onClick={onSkip} disabled={code.busy}>
              {t('phoneStep.skip')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
