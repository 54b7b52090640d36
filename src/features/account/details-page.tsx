import { Fragment } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocale, useT } from '../../app/hooks';
import { useAuthData, useOpenDialog } from '../../app/session-hooks';
import { Icon } from '../../ui/icon';
import { formatPhone } from '../../../contracts/phone';
import { Spinner } from '../../ui/spinner';
import { formatDate } from './format';
import { providedProfileMachine } from './provide';
import styles from './account.module.css';

/** /dashboard/account: the profile (GET customer/profile), phone verification and change password. */
export function DetailsPage() {
  const t = useT();
  const locale = useLocale();
  const authData = useAuthData();
  const openDialog = useOpenDialog();
  const actor = useActorRef(providedProfileMachine);
  const state = useSelector(actor, (s) => ({ value: s.value, ...s.context }));
  const verified = authData?.smsVerified ?? false;
  const none = t('profile.none');
  const profile = state.profile;

  return (
    <div className={styles.stack}>
      <section className={styles.section} aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.personal')}</h2>
        {state.value === 'loading' && <Spinner label={t('common.loading')} />}
        {state.value === 'failed' && (
          <p className={styles.failed} role="alert">
            {state.error}{' '}
            <button type="button" className={styles.inlineButton} onClick={() => actor.send({ type: 'profile.retry' })}>
              {t('identity.retry')}
            </button>
          </p>
        )}
        {profile && (
          <dl className={styles.facts}>
            <div><dt>{t('profile.name')}</dt><dd>{`${profile.name} ${profile.surname}`}</dd></div>
            <div><dt>{t('profile.username')}</dt><dd>{profile.username}</dd></div>
            <div><dt>{t('profile.email')}</dt><dd><BreakableEmail email={profile.email} /></dd></div>
            <div><dt>{t('profile.country')}</dt><dd>{profile.country?.name ?? none}</dd></div>
            <div><dt>{t('profile.birthDate')}</dt><dd>{profile.birthDate ? formatDate(profile.birthDate, locale) : none}</dd></div>
            <div><dt>{t('profile.memberSince')}</dt><dd>{formatDate(profile.createdAt, locale)}</dd></div>
          </dl>
        )}
      </section>
      <section className={styles.section} aria-labelledby="profile-phone">
        <h2 id="profile-phone">{t('profile.phoneSection')}</h2>
        <p className={styles.phoneFact}>
          <Icon name="phone" size={18} />
          {authData?.phone ? formatPhone(authData.phone) : none}
          <span className={styles.badge} data-verified={verified}>
            {t(verified ? 'phoneVerification.verified' : 'phoneVerification.notVerified')}
          </span>
        </p>
        <button type="button" className={styles.action} onClick={() => openDialog({ name: 'phoneVerification' })}>
          {t(verified ? 'phoneVerification.updateNumber' : 'dashboard.verifyPhone')}
        </button>
      </section>
      <section className={styles.section} aria-labelledby="profile-security">
        <h2 id="profile-security">{t('profile.security')}</h2>
        <p className={styles.muted}>{t('profile.securityText')}</p>
        <button type="button" className={styles.action} onClick={() => openDialog({ name: 'changePassword' })}>
          <Icon name="lock" size={18} />
          {t('account.changePassword')}
        </button>
      </section>
    </div>
  );
}

/** A long address wraps after the @ or before a dot, not in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
