import { fireEvent, screen, within } from '@testing-library/react';
import type { Country } from '../../contracts/auth';
import type { Locale } from '../../i18n/locales';
import type { RegisterBody } from '../../machines/register.machine';
import type { PhoneStepPayload } from '../../machines/phone-code.machine';
import { ok, pending, type FakeAnswer } from './fake-network';
import { renderApp, shellBootstrap } from './app-harness';
// The dialogs load lazily in the app; loaded here so they resolve within a test's waiting time.
import '../../src/features/signup/sign-up-dialog';
import '../../src/features/signup/register-dialog';
import '../../src/features/signup/register-flow';

export const countries: Country[] = [
  { id: 235, name: 'Türkiye' },
  { id: 83, name: 'Almanya' },
];

/** The server side of sign-up; each call may answer later (return a pending promise) or refuse. */
export interface SignUpServer {
  loadForm?: () => Promise<FakeAnswer>;
  register?: (body: RegisterBody) => Promise<FakeAnswer>;
  updatePhone?: (payload: PhoneStepPayload) => Promise<FakeAnswer>;
  claim?: () => Promise<FakeAnswer>;
}

export interface RenderSignUpOptions extends SignUpServer {
  trialBonusAmount?: number;
  locale?: Locale;
}

/** The whole app with the sign-up calls answered as `options` say (by default they never answer). */
export function renderSignUp(options: RenderSignUpOptions = {}) {
  const calls = { register: [] as RegisterBody[], phone: [] as PhoneStepPayload[], claims: 0 };
  const app = renderApp({
    path: '/promotions',
    locale: options.locale,
    bootstrap: { ...shellBootstrap, trialBonusAmount: options.trialBonusAmount ?? 50 },
    server: {
      'GET auth/form': () => (options.loadForm ?? (async () => ok({ countries })))(),
      'POST auth/register': ({ body }) => {
        calls.register.push(body as RegisterBody);
        return (options.register ?? pending)(body as RegisterBody);
      },
      'POST customer/updatephone': ({ body }) => {
        calls.phone.push(body as PhoneStepPayload);
        return (options.updatePhone ?? pending)(body as PhoneStepPayload);
      },
      'GET bonus/definetrialbonus': () => {
        calls.claims += 1;
        return (options.claim ?? pending)();
      },
    },
  });
  return { ...app, calls };
}

const wait = { timeout: 10_000 };

/** Header → Register: the Sign Up modal, its tab panel of choice ready to be filled. */
export async function openSignUp(tab: 'Hızlı Kayıt' | 'Standart Kayıt' | 'Fast Register' | 'Default Register' = 'Hızlı Kayıt') {
  const english = tab.includes('Register');
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: english ? 'Register' : 'Kayıt Ol' }));
  const dialog = await screen.findByRole('dialog', { name: english ? 'Sign Up' : 'Kayıt Ol' }, wait);
  const tabButton = await within(dialog).findByRole('tab', { name: tab }, wait);
  fireEvent.click(tabButton);
  const panel = within(dialog).getByRole('tabpanel', { name: tab });
  return { dialog, panel: within(panel), tabButton };
}

export const type = (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

/** A react-imask input: the player's keystrokes arrive as one input event. */
export const typeMasked = (field: HTMLElement, digits: string) => {
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: digits } });
  fireEvent.blur(field);
};
