import { fromPromise, SimulatedClock } from 'xstate';
import type { Country } from '../../../contracts/auth';
import { registerMachine, type AttributionSources, type RegisterAnswer, type RegisterBody } from '../../../machines/register.machine';
import { phoneCodeMachine, type PhoneStepPayload } from '../../../machines/phone-code.machine';
import type { Ack as ServerAnswer } from '../../../machines/machine-helpers';
import { welcomeMachine, type ConfettiParams } from '../../../machines/welcome.machine';
import { startWithSession } from './phone-harness';
import { authData, deferred } from './shell-harness';

/** Calls to one faked network actor: each call waits until the test settles it. */
function calls<I, O>() {
  const list: Array<{ input: I; answer: ReturnType<typeof deferred<O>> }> = [];
  const actor = fromPromise<O, I>(({ input }) => {
    const answer = deferred<O>();
    list.push({ input, answer });
    return answer.promise;
  });
  return { list, actor, last: () => list[list.length - 1] };
}

export const countries: Country[] = [
  { id: 235, name: 'Türkiye' },
  { id: 57, name: 'Almanya' },
];

export const fullValues = {
  name: 'Deniz',
  surname: 'Yılmaz',
  username: 'deniz01',
  email: 'deniz@example.com',
  password: 'secret1',
  password2: 'secret1',
  phone: '905321234567',
  PersonalNo: '10000000146',
  country: 235,
  birthDay: '07',
  birthMonth: '03',
  birthYear: '1990',
  trialBonus: false,
};

export const fastValues = {
  name: 'Deniz',
  surname: 'Yılmaz',
  username: 'deniz01',
  email: 'deniz@example.com',
  password: 'secret1',
  password2: 'secret1',
  phone: '905321234567',
  country: 235,
  trialBonus: true,
};

export const registered: RegisterAnswer = { authData: authData({ username: 'deniz01' }), message: 'Kaydınız tamamlandı.' };

export interface RegisterFakes {
  attribution?: AttributionSources;
}

/** The register flow with the real welcome machine inside, its network faked and its effects recorded. */
export function startRegister(fakes: RegisterFakes = {}) {
  const loadForm = calls<{ refId: string | null }, Country[]>();
  const register = calls<RegisterBody, RegisterAnswer>();
  const updatePhone = calls<PhoneStepPayload, ServerAnswer>();
  const claim = calls<void, ServerAnswer>();
  const effects = {
    toasts: [] as Array<{ kind: string; message: string }>,
    confetti: [] as ConfettiParams[],
    deposit: 0,
    liveChat: 0,
  };
  const toast = (_: unknown, params: { kind: string; message: string }) => effects.toasts.push(params);
  const machine = registerMachine.provide({
    actors: {
      readAttribution: fromPromise(async () => fakes.attribution ?? { stored: {}, cookies: {}, query: {} }),
      loadForm: loadForm.actor,
      register: register.actor,
      welcome: welcomeMachine.provide({
        actors: { phoneCode: phoneCodeMachine.provide({ actors: { updatePhone: updatePhone.actor }, actions: { toast } }), claimTrialBonus: claim.actor },
        actions: {
          toast,
          confetti: (_, params) => effects.confetti.push(params),
          openDeposit: () => (effects.deposit += 1),
          openLiveChat: () => (effects.liveChat += 1),
        },
      }),
    },
    actions: { toast },
  });
  const clock = new SimulatedClock();
  const harness = startWithSession(machine, { clock });
  const welcome = () => harness.child.getSnapshot().children.welcome;
  const phoneCode = () => welcome()?.getSnapshot().children.phoneCode;
  return { ...harness, loadForm, register, updatePhone, claim, effects, welcome, phoneCode };
}
