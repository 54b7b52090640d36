import { useSelector } from '@xstate/react';
import { codeMask, phoneMask } from '../../../contracts/masks';
import { accountPageStep } from '../../../machines/phone-verification.machine';
import { useDialogFlow } from '../../app/dialog-flow';
import { useT } from '../../app/hooks';
import { useAuthData } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { formatPhone } from '../../../contracts/phone';
import { Spinner } from '../../ui/spinner';
import { IdentityLayout } from './identity-layout';
import { MaskedField } from './masked-field';
import { usePhoneCode } from '../../app/use-phone-code';
import styles from './login-dialog.module.css';
import own from './identity-dialogs.module.css';

const texts = ['phoneVerification.notVerifiedText', 'phoneVerification.verifiedText', 'phoneVerification.updateText'] as const;

/** Phone Verification (product §2, §4): not-verified, verified, update-number and verification-code pages. */
export function PhoneVerificationDialog() {
  const t = useT();
  const verified = useAuthData()?.smsVerified ?? false;
  const flow = useDialogFlow('phoneVerification');
  const snapshot = useSelector(flow ?? undefined, (s) => s && { value: s.value, phone: s.context.phone, codeRef: s.children.phoneCode });
  const code = usePhoneCode(snapshot?.codeRef);
  const codeSnapshot = useSelector(snapshot?.codeRef, (s) => s);
  if (!flow || !snapshot || snapshot.value === 'loading') return <div className={own.panel}><Spinner label={t('common.loading')} /></div>;

  const step = accountPageStep(snapshot, codeSnapshot);
  const updateLink = (
    <button type="button" className={styles.link} onClick={() => (code ? code.updateNumber() : flow.send({ type: 'phone.updateNumber' }))}>
      {t('phoneVerification.updateNumber')}
    </button>
  );
  const submitButton = (busy: boolean, label: 'phoneVerification.verify' | 'phoneVerification.sendCode') => (
    <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
      {t(busy ? 'phoneVerification.working' : label)}
    </button>
  );

  return (
    <IdentityLayout headline={t('dialog.phoneVerification')} pitch={t('phoneVerification.pitch')}>
      <div className={styles.form}>
        <p className={own.badge} data-verified={verified}>
          <span className="visually-hidden">{t('phoneVerification.status')}: </span>
          <Icon name={verified ? 'check' : 'info'} size={16} />
          {t(verified ? 'phoneVerification.verified' : 'phoneVerification.notVerified')}
        </p>
        {code && step === 3 ? (
          <form key="code" className={own.stepForm} noValidate onSubmit={(event) => { event.preventDefault(); code.submit(); }}>
            <p className={own.text}>{t('phoneVerification.codeText', { phone: formatPhone(code.phone) })}</p>
            <MaskedField
              label={t('identity.smsCode')}
              mask={codeMask.mask}
              value={code.code}
              onAccept={code.setCode}
              onBlur={code.leaveCode}
              error={code.codeError}
              autoComplete="one-time-code"
              autoFocus
            />
            {submitButton(code.busy, 'phoneVerification.verify')}
            <div className={own.actions}>
              {code.canResend || code.resending ? (
                <button type="button" className={styles.link} disabled={code.resending} onClick={code.resend}>
                  {t('phoneVerification.resend')}
                </button>
              ) : (
                <p className={own.countdown} aria-live="polite">{t('phoneVerification.resendIn', { seconds: code.seconds })}</p>
              )}
              {updateLink}
            </div>
          </form>
        ) : (
          <form key="phone" className={own.stepForm} noValidate onSubmit={(event) => { event.preventDefault(); code?.submit(); }}>
            <p className={own.text}>{t(texts[step === 3 ? 0 : step])}</p>
            <MaskedField
              label={t('identity.phone')}
              mask={phoneMask.mask}
              value={code?.phone ?? snapshot.phone}
              onAccept={(phone) => code?.setPhone(phone)}
              onBlur={code?.leavePhone}
              error={code?.phoneError}
              disabled={step !== 2}
              autoComplete="tel"
              inputMode="tel"
              autoFocus={step === 2}
            />
            {step !== 1 && submitButton(code?.busy ?? false, 'phoneVerification.sendCode')}
            {step !== 2 && <div className={own.actions}>{updateLink}</div>}
          </form>
        )}
      </div>
    </IdentityLayout>
  );
}
