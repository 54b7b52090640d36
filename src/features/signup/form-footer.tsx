import { useT } from '../../app/hooks';
import { useOpenDialog } from '../../app/session-hooks';
import styles from './signup.module.css';

/** Register is enabled only while the form is valid (and the flow is ready); it waits while the account is created. */
export function SubmitButton({ enabled, submitting }: { enabled: boolean; submitting: boolean }) {
  const t = useT();
  return (
    <button type="submit" className={styles.submit} disabled={!enabled || submitting} aria-busy={submitting}>
      {t(submitting ? 'register.submitting' : 'register.submit')}
    </button>
  );
}

/** Are you already a member? Sign In Now! opens the login form. */
export function FormFooter() {
  const t = useT();
  const openDialog = useOpenDialog();
  return (
    <p className={styles.footer}>
      {t('register.member')}{' '}
      <button type="button" className={styles.link} onClick={() => openDialog({ name: 'login' })}>
        {t('register.signIn')}
      </button>
    </p>
  );
}
