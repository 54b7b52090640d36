import { useSelector } from '@xstate/react';
import { codeMask, phoneMask } from '../../../contracts/masks';
import { smsPage } from '../../../machines/sms-verify.machine';
import { useDialogFlow } from '../../app/dialog-flow';
import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { IdentityLayout } from './identity-layout';
import { MaskedField } from './masked-field';
import { usePhoneCode } from '../../app/use-phone-code';
import styles from './login-dialog.module.css';
import own from './identity-dialogs.module.css';

/** SMS verification (product §2, §4): enter the phone, enter the code, congratulations. */
export function SmsVerifyDialog() {
  const t = useT();
  const flow = useDialogFlow('smsVerify');
  const snapshot = useSelector(flow ?? undefined, (s) => s && { value: s.value, codeRef: s.children.phoneCode });
  const code = usePhoneCode(snapshot?.codeRef);
  const codeSnapshot = useSelector(snapshot?.codeRef, (s) => s);
  const page = snapshot ? smsPage(snapshot, codeSnapshot) : 'loading';
  if (!flow || page === 'loading') return <div className={own.panel}><Spinner label={t('common.loading')} /></div>;

  if (page === 'celebrating' || page === 'closed') {
    return (
      <IdentityLayout headline={t('dialog.smsVerify')} pitch={t('sms.pitch')}>
        <div className={styles.form}>
          <div className={own.celebration} role="status">
            <Icon name="check" size={40} className={own.check} />
            <h3>{t('sms.congratulations')}</h3>
            <p>{t('sms.done')}</p>
          </div>
          <button type="button" className={styles.submit} onClick={() => flow.send({ type: 'sms.close' })} autoFocus>
            {t('sms.close')}
          </button>
        </div>
      </IdentityLayout>
    );
  }
  if (!code) return null;

  const codeStep = page === 'enterCode';
  return (
    <IdentityLayout headline={t('dialog.smsVerify')} pitch={t('sms.pitch')}>
      <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); code.submit(); }}>
        <p className={own.stepCount}>{t('sms.step', { step: codeStep ? 2 : 1 })}</p>
        <p className={own.text}>{t(codeStep ? 'sms.codeText' : 'sms.phoneText')}</p>
        {codeStep ? (
          <MaskedField
            key="code"
            label={t('identity.smsCode')}
            mask={codeMask.mask}
            value={code.code}
            onAccept={code.setCode}
            onBlur={code.leaveCode}
            error={code.codeError}
            autoComplete="one-time-code"
            autoFocus
          />
        ) : (
          <MaskedField
            key="phone"
            label={t('identity.phone')}
            mask={phoneMask.mask}
            value={code.phone}
            onAccept={code.setPhone}
            onBlur={code.leavePhone}
            error={code.phoneError}
            autoComplete="tel"
            inputMode="tel"
            autoFocus
          />
        )}
        <button type="submit" className={styles.submit} disabled={code.busy} aria-busy={code.busy}>
          {t(code.busy ? 'phoneVerification.working' : codeStep ? 'sms.validate' : 'sms.sendCode')}
        </button>
        {codeStep && (
          <button type="button" className={styles.link} onClick={code.updateNumber}>
            {t('sms.changePhone')}
          </button>
        )}
      </form>
    </IdentityLayout>
  );
}
