import { useState } from 'react';
import { useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import { TextField } from './text-field';
import styles from './login-dialog.module.css';

type FieldLike = Parameters<typeof TextField>[0]['field'];

/** A password input with a show/hide toggle. */
export function PasswordField(props: { field: FieldLike; label: string; autoComplete: string; showError: boolean; autoFocus?: boolean }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.reveal}
          aria-label={t(shown ? 'identity.hidePassword' : 'identity.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
}
