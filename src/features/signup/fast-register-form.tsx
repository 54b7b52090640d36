import { AccountFields } from './account-fields';
import { PhoneField, RegisterFormFrame } from './register-form-frame';
import { useRegisterForm } from './use-register-form';
import styles from './signup.module.css';

/** Fast Register, phase 1: the account in one short form (the country is Türkiye). */
export function FastRegisterForm() {
  const api = useRegisterForm('fast');
  return (
    <RegisterFormFrame api={api}>
      <div className={styles.grid}>
        <AccountFields form={api.form} errorOf={api.errorOf} />
      </div>
      <PhoneField form={api.form} errorOf={api.errorOf} />
    </RegisterFormFrame>
  );
}
