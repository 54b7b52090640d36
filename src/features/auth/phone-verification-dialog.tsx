import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { phoneCode } from '../../../contracts/fields';
import { codeMask, maskedPhone, phoneMask } from '../../../contracts/masks';
import { formatIssue } from '../../../contracts/issues';
import { accountPageStep, type phoneVerificationMachine } from '../../../machines/phone-verification.machine';
import { useSystemSelector, useT } from '../../app/hooks';
import { useAuthData } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { formatPhone } from '../../ui/phone';
import { Spinner } from '../../ui/spinner';
import { IdentityLayout } from './identity-layout';
import { MaskedField } from './masked-field';
import styles from './login-dialog.module.css';
import own from './identity-dialogs.module.css';

type PhoneRef = ActorRefFrom<typeof phoneVerificationMachine>;
const texts = ['phoneVerification.notVerifiedText', 'phoneVerification.verifiedText', 'phoneVerification.updateText'] as const;

/** Phone Verification (SPEC §2, §4): not-verified, verified, update-number and verification-code pages. */
export function PhoneVerificationDialog() {
  const t = useT();
  const verified = useAuthData()?.smsVerified ?? false;
  const flow = useSystemSelector('dialogs', (s) => s.context.flow) as PhoneRef | null;
  const view = useSelector(flow ?? undefined, (s) => s && {
    loading: s.matches('loading'),
    step: accountPageStep(s),
    busy: s.matches({ notVerified: 'sending' }) || s.matches({ updateNumber: 'sending' }) || s.matches({ verificationCode: { code: 'verifying' } }),
    canResend: s.matches({ verificationCode: { resend: 'ready' } }),
    resending: s.matches({ verificationCode: { resend: 'resending' } }),
    ...s.context,
  });
  const [tried, setTried] = useState(false);
  if (!flow || !view || view.loading) return <div className={own.panel}><Spinner label={t('common.loading')} /></div>;

  const errorOf = (result: ReturnType<typeof phoneCode.safeParse>) => (result.success ? undefined : formatIssue(result.error.issues[0]!, t));
  const submit = (type: 'phone.sendCode' | 'phone.verify') => {
    setTried(true);
    flow.send({ type });
  };
  const updateLink = (
    <button type="button" className={styles.link} onClick={() => { setTried(false); flow.send({ type: 'phone.updateNumber' }); }}>
      {t('phoneVerification.updateNumber')}
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
        {view.step === 3 ? (
          <form key="code" className={own.stepForm} noValidate onSubmit={(event) => { event.preventDefault(); submit('phone.verify'); }}>
            <p className={own.text}>{t('phoneVerification.codeText', { phone: formatPhone(view.phone) })}</p>
            <MaskedField
              label={t('identity.smsCode')}
              mask={codeMask.mask}
              value={view.code}
              onAccept={(code) => flow.send({ type: 'phone.codeChanged', code })}
              error={errorOf(phoneCode.safeParse(view.code))}
              forceError={tried && view.code !== ''}
              autoComplete="one-time-code"
              autoFocus
            />
            <button type="submit" className={styles.submit} disabled={view.busy} aria-busy={view.busy}>
              {t(view.busy ? 'phoneVerification.working' : 'phoneVerification.verify')}
            </button>
            <div className={own.actions}>
              {view.canResend || view.resending ? (
                <button type="button" className={styles.link} disabled={view.resending} onClick={() => flow.send({ type: 'phone.resend' })}>
                  {t('phoneVerification.resend')}
                </button>
              ) : (
                <p className={own.countdown} aria-live="polite">{t('phoneVerification.resendIn', { seconds: view.seconds })}</p>
              )}
              {updateLink}
            </div>
          </form>
        ) : (
          <form key="phone" className={own.stepForm} noValidate onSubmit={(event) => { event.preventDefault(); submit('phone.sendCode'); }}>
            <p className={own.text}>{t(texts[view.step])}</p>
            <MaskedField
              label={t('identity.phone')}
              mask={phoneMask.mask}
              value={view.phone}
              onAccept={(phone) => flow.send({ type: 'phone.phoneChanged', phone })}
              error={errorOf(maskedPhone.safeParse(view.phone))}
              forceError={tried}
              disabled={view.step !== 2}
              autoComplete="tel"
              inputMode="tel"
              autoFocus={view.step === 2}
            />
            {view.step !== 1 && (
              <button type="submit" className={styles.submit} disabled={view.busy} aria-busy={view.busy}>
                {t(view.busy ? 'phoneVerification.working' : 'phoneVerification.sendCode')}
              </button>
            )}
            {view.step !== 2 && <div className={own.actions}>{updateLink}</div>}
          </form>
        )}
      </div>
    </IdentityLayout>
  );
}
