// model-tests/ only: machines re-provided with fakes. Component tests use the app's real wiring (app-harness.tsx).
import { fireEvent, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { Country } from '../../contracts/auth';
import type { Locale } from '../../i18n/locales';
import { registerMachine, type AttributionSources, type RegisterAnswer, type RegisterBody } from '../../machines/register.machine';
import { phoneCodeMachine, type PhoneStepPayload } from '../../machines/phone-code.machine';
import type { Ack as ServerAnswer } from '../../machines/machine-helpers';
import { welcomeMachine, type ConfettiParams } from '../../machines/welcome.machine';
import { showToast } from '../../src/ui/toast';
import { renderApp, shellBootstrap } from './render-app';
// The dialogs load lazily in the app; loaded here so they resolve within a test's waiting time.
import '../../src/features/signup/sign-up-dialog';
import '../../src/features/signup/register-dialog';

export const countries: Country[] = [
  { id: 235, name: 'Türkiye' },
  { id: 83, name: 'Almanya' },
];

/** The server side of sign-up; each call may answer later (return a pending promise) or fail. */
export interface SignUpServer {
  readAttribution?: () => Promise<AttributionSources>;
  loadForm?: () => Promise<Country[]>;
  register?: (body: RegisterBody) => Promise<RegisterAnswer>;
  updatePhone?: (payload: PhoneStepPayload) => Promise<ServerAnswer>;
  claim?: () => Promise<ServerAnswer>;
}

export interface RenderSignUpOptions extends SignUpServer {
  trialBonusAmount?: number;
  locale?: Locale;
}

/** The whole app with the real register and welcome machines whose network and page effects are fakes. */
export function renderSignUp(options: RenderSignUpOptions = {}) {
  const calls = { register: [] as RegisterBody[], phone: [] as PhoneStepPayload[], claims: 0 };
  const effects = { confetti: [] as ConfettiParams[], deposit: 0, liveChat: 0 };
  const never = () => new Promise<never>(() => {});
  const flow = registerMachine.provide({
    actors: {
      readAttribution: fromPromise(() => (options.readAttribution ?? (async () => ({ stored: {}, cookies: {}, query: {} })))()),
      loadForm: fromPromise(() => (options.loadForm ?? (async () => countries))()),
      register: fromPromise(({ input }) => {
        calls.register.push(input);
        return (options.register ?? never)(input);
      }),
      welcome: welcomeMachine.provide({
        actors: {
          phoneCode: phoneCodeMachine.provide({
            actors: {
              updatePhone: fromPromise(({ input }) => {
                calls.phone.push(input);
                return (options.updatePhone ?? never)(input);
              }),
            },
            actions: { toast: showToast },
          }),
          claimTrialBonus: fromPromise(() => {
            calls.claims += 1;
            return (options.claim ?? never)();
          }),
        },
        actions: {
          toast: showToast,
          confetti: (_, params) => effects.confetti.push(params),
          openDeposit: () => (effects.deposit += 1),
          openLiveChat: () => (effects.liveChat += 1),
        },
      }),
    },
    actions: { toast: showToast },
  });
  const app = renderApp({
    path: '/promotions',
    locale: options.locale,
    bootstrap: { ...shellBootstrap, trialBonusAmount: options.trialBonusAmount ?? 50 },
    flows: { signUp: flow, register: flow },
  });
  return { ...app, calls, effects };
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
