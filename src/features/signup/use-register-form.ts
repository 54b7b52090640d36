import { useEffect, useMemo } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Locale } from '../../../i18n/locales';
import { validateWith } from '../../ui/form';
import { DEFAULT_COUNTRY_ID, schemaFor, type RegisterKind, type registerMachine } from '../../../machines/register.machine';
import { useDialogFlow } from '../../app/dialog-flow';
import { useBootstrap, useLocale } from '../../app/hooks';

export type RegisterActor = ActorRefFrom<typeof registerMachine>;

/** One shape for every variant: the short and fast schemas ignore the fields they do not have. */
export interface RegisterFormShape {
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
  password2: string;
  phone: string;
  PersonalNo: string;
  country: number | null;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  trialBonus: boolean;
}

const emptyForm: RegisterFormShape = {
  name: '', surname: '', username: '', email: '', password: '', password2: '', phone: '',
  PersonalNo: '', country: null, birthDay: '', birthMonth: '', birthYear: '', trialBonus: false,
};

/** Payload fields the server names differently from the form's boxes. */
const serverFieldOf: Record<string, keyof RegisterFormShape> = { birthDate: 'birthDay', currencyId: 'country' };


const validate = (kind: RegisterKind, value: RegisterFormShape, locale: Locale) => validateWith(schemaFor(kind), locale)({ value });

/** The register flow actor the dialog manager spawned for this dialog (undefined while it loads). */
export function useRegisterFlow(): RegisterActor | undefined {
  const signUp = useDialogFlow('signUp');
  const register = useDialogFlow('register');
  return signUp ?? register ?? undefined;
}

interface FieldState {
  name: string;
  state: { value: unknown; meta: { isBlurred: boolean; errors: unknown[] } };
}

/** The form of one register variant, validated with the contracts and submitted to the flow actor. */
export function useRegisterForm(kind: RegisterKind) {
  const locale = useLocale();
  const flow = useRegisterFlow();
  const { trialBonusAmount } = useBootstrap();
  const shown = useSelector(flow, (s) => (s ? !s.matches('preparing') : false));
  const submitting = useSelector(flow, (s) => Boolean(s?.matches('submitting')));
  const countries = useSelector(flow, (s) => s?.context.countries ?? []);
  const defaultCountry = useSelector(flow, (s) => s?.context.defaultCountry ?? null);
  const serverErrors = useSelector(flow, (s) => s?.context.serverErrors ?? {});
  const submitted = useSelector(flow, (s) => s?.context.submitted?.values);

  const form = useForm({
    defaultValues: { ...emptyForm, country: kind === 'full' ? null : DEFAULT_COUNTRY_ID },
    validators: {
      onChange: ({ value }) => validate(kind, value, locale),
      onSubmit: ({ value }) => validate(kind, value, locale),
    },
    onSubmit: ({ value }) => flow?.send({ type: 'register.submit', kind, values: { ...value }, trialBonusAmount }),
  });

  useEffect(() => {
    if (!shown) return;
    const preset = kind === 'full' ? defaultCountry : (defaultCountry ?? DEFAULT_COUNTRY_ID);
    if (preset !== null && (kind !== 'full' || form.getFieldValue('country') === null)) {
      form.setFieldValue('country', preset, { dontUpdateMeta: true });
    }
  }, [shown, defaultCountry, kind, form]);

  // Rules run on the values as they are now: an error kept from the last blur would vanish on the next one
  // (the mousedown on Register) and move the button from under the pointer.
  const values = useStore(form.store, (state) => state.values);
  const clientErrors = useMemo(() => validate(kind, values, locale)?.fields ?? {}, [kind, values, locale]);

  /** The client error once the player left the field; else the server's, while the value is the one it refused. */
  function errorOf(field: FieldState): string | undefined {
    const client = field.state.meta.isBlurred ? clientErrors[field.name] : undefined;
    if (client) return client;
    const [serverKey, message] = Object.entries(serverErrors).find(([key]) => (serverFieldOf[key] ?? key) === field.name) ?? [];
    return serverKey && submitted?.[field.name] === field.state.value ? message : undefined;
  }

  /** Submit is offered when the flow would take these values (its isValid guard). */
  const canSubmit = (values: RegisterFormShape) =>
    flow?.getSnapshot().can({ type: 'register.submit', kind, values: { ...values }, trialBonusAmount }) ?? false;

  return { form, errorOf, flow, shown, submitting, countries, trialBonusAmount, locale, canSubmit };
}
