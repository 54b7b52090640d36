import { useT } from '../../app/hooks';
import { TextField } from './fields';
import type { useRegisterForm } from './use-register-form';

type RegisterFormApi = ReturnType<typeof useRegisterForm>;

/** Name, Surname, Username, E-mail, Password and Confirm Password: the fields every variant has. */
export function AccountFields({ form, errorOf }: Pick<RegisterFormApi, 'form' | 'errorOf'>) {
  const t = useT();
  return (
    <>
      <form.Field name="name">{(f) => <TextField field={f} label={t('register.name')} autoComplete="given-name" error={errorOf(f)} />}</form.Field>
      <form.Field name="surname">{(f) => <TextField field={f} label={t('register.surname')} autoComplete="family-name" error={errorOf(f)} />}</form.Field>
      <form.Field name="username">{(f) => <TextField field={f} label={t('register.username')} autoComplete="username" error={errorOf(f)} />}</form.Field>
      <form.Field name="email">{(f) => <TextField field={f} label={t('register.email')} type="email" autoComplete="email" error={errorOf(f)} />}</form.Field>
      <form.Field name="password">
        {(f) => <TextField field={f} label={t('register.password')} type="password" autoComplete="new-password" error={errorOf(f)} />}
      </form.Field>
      <form.Field name="password2">
        {(f) => <TextField field={f} label={t('register.password2')} type="password" autoComplete="new-password" error={errorOf(f)} />}
      </form.Field>
    </>
  );
}
