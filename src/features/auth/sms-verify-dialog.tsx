import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { phoneCode } from '../../../contracts/fields';
import { codeMask, maskedPhone, phoneMask } from '../../../contracts/masks';
import { formatIssue } from '../../../contracts/issues';
import type { smsVerifyMachine } from '../../../machines/sms-verify.machine';
import { useSystemSelector, useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { IdentityLayout } from './identity-layout';
import { MaskedField } from './masked-field';
import styles from './login-dialog.module.css';
import own from './identity-dialogs.module.css';

type SmsRef = ActorRefFrom<typeof smsVerifyMachine>;

/** SMS verification (SPEC §2, §4): enter the phone, enter the code, congratulations. */
export function SmsVerifyDialog() {
  const t = useT();
  const flow = useSystemSelector('dialogs', (s) => s.context.flow) as SmsRef | null;
  const view = useSelector(flow ?? undefined, (s) => s && {
    page: (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as string,
    busy: s.matches({ enterPhone: 'sending' }) || s.matches({ enterCode: 'validating' }),
    ...s.context,
  });
  const [tried, setTried] = useState(false);
  if (!flow || !view || view.page === 'loading') return <div className={own.panel}><Spinner label={t('common.loading')} /></div>;
  const errorOf = (result: ReturnType<typeof phoneCode.safeParse>) => (result.success ? undefined : formatIssue(result.error.issues[0]!, t));

  if (view.page === 'celebrating' || view.page === 'closed') {
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

  const codeStep = view.page === 'enterCode';
  return (
    <IdentityLayout headline={t('dialog.smsVerify')} pitch={t('sms.pitch')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          flow.send({ type: codeStep ? 'sms.validate' : 'sms.sendCode' });
        }}
      >
        <p className={own.stepCount}>{t('sms.step', { step: codeStep ? 2 : 1 })}</p>
        <p className={own.text}>{t(codeStep ? 'sms.codeText' : 'sms.phoneText')}</p>
        {codeStep ? (
          <MaskedField
            key="code"
            label={t('identity.smsCode')}
            mask={codeMask.mask}
            value={view.code}
            onAccept={(code) => flow.send({ type: 'sms.codeChanged', code })}
            error={errorOf(phoneCode.safeParse(view.code))}
            forceError={tried && view.code !== ''}
            autoComplete="one-time-code"
            autoFocus
          />
        ) : (
          <MaskedField
            key="phone"
            label={t('identity.phone')}
            mask={phoneMask.mask}
            value={view.phone}
            onAccept={(phone) => flow.send({ type: 'sms.phoneChanged', phone })}
            error={errorOf(maskedPhone.safeParse(view.phone))}
            forceError={tried}
            autoComplete="tel"
            inputMode="tel"
            autoFocus
          />
        )}
        <button type="submit" className={styles.submit} disabled={view.busy} aria-busy={view.busy}>
          {t(view.busy ? 'phoneVerification.working' : codeStep ? 'sms.validate' : 'sms.sendCode')}
        </button>
        {codeStep && (
          <button type="button" className={styles.link} onClick={() => { setTried(false); flow.send({ type: 'sms.changePhone' }); }}>
            {t('sms.changePhone')}
          </button>
        )}
      </form>
    </IdentityLayout>
  );
}
