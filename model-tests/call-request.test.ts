import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { callRequestMachine } from '../machines/call-request.machine';
import { ownEvents } from './shell-replay';
import { answer, checkFlow, effectsOf, fail, inFlight, send, type FlowSpec, type Live, type Rule } from './spec-model';

/*
 * The call-request page (issue 13) against a user-level model written from the issue, not from the machine:
 * a logged-in player's form starts from the profile's name and phone (a guest's, empty); only a valid form is
 * sent; the server's thanks is shown and the form is cleared; a refusal is told and keeps what was typed.
 */
const typed = { name: 'Ayşe Yılmaz', phone: '905369663238', preferredTime: 'evening', topic: 'withdrawal', note: '' } as const;
const withNote = { ...typed, note: 'Çekimim gecikti.' };
const badPhone = { ...typed, phone: '9053' };
const noTopic = { ...typed, topic: '' };
const profile = { username: 'deniz01', usercode: '7', name: 'Deniz', surname: 'Yılmaz', email: 'd@example.com', phone: '905551112233', smsVerified: true, country: null, currencyId: 1, birthDate: null, createdAt: '2024-01-01T00:00:00.000Z' };
const THANKS = 'Teşekkürler. Talebinizi aldık, sizi arayacağız.';

const events = ownEvents({
  'callRequest.submit': [
    { type: 'callRequest.submit', values: typed } as never,
    { type: 'callRequest.submit', values: badPhone } as never,
  ],
  'xstate.done.actor.loadProfile': [{ type: 'xstate.done.actor.loadProfile', output: profile } as never],
  'xstate.error.actor.loadProfile': [{ type: 'xstate.error.actor.loadProfile', error: new Error('503') } as never],
  'xstate.done.actor.sendCallRequest': [{ type: 'xstate.done.actor.sendCallRequest', output: { message: THANKS } } as never],
  'xstate.error.actor.sendCallRequest': [{ type: 'xstate.error.actor.sendCallRequest', error: new Error('Çok fazla deneme.') } as never],
});

const observe = (live: Live) => {
  const { context } = live.actor.getSnapshot();
  return {
    // The page goes on taking input (a flow that stopped or broke leaves a dead form).
    open: live.actor.getSnapshot().status === 'active',
    sent: live.requests.filter((r) => r.src === 'sendCallRequest').map((r) => r.input),
    profileOut: inFlight(live, 'loadProfile').length > 0,
    sending: inFlight(live, 'sendCallRequest').length > 0,
    // What the page reads: the fresh form's values, its generation (a new one is a cleared form), the thanks.
    startsWith: { name: context.initial.name as string, phone: context.initial.phone as string },
    formKey: context.formKey as number,
    thanks: context.sentMessage as string | null,
    toasts: effectsOf(live, 'toast').map((e) => e.params as { kind: string; message: string }),
  };
};
type Observed = ReturnType<typeof observe>;

const submit = (values: Record<string, string>, label: string, valid: boolean, from: string): Rule<Observed> => ({
  act: send({ type: 'callRequest.submit', values }, `submit ${label}`),
  then: valid ? 'sending' : from,
  check: (after, before) => {
    const { note, ...rest } = values;
    expect(after.sent).toEqual(valid ? [...before.sent, note ? values : rest] : before.sent);
  },
});
const submits = (from: string) => [
  submit(typed, 'a valid form', true, from),
  submit(withNote, 'a valid form with a note', true, from),
  submit(badPhone, 'a short phone', false, from),
  submit(noTopic, 'no topic', false, from),
];

const spec: FlowSpec<Observed> = {
  observe,
  situation: (o) => (!o.open ? 'dead form' : o.profileOut ? 'prefilling' : o.sending ? 'sending' : o.thanks ? 'thanked' : 'form'),
  invariant: (o) => expect(o.profileOut && o.sending, 'never a profile call and a send at once').toBe(false),
  optional: ['prefilling'],
  rules: {
    prefilling: [
      {
        act: answer('loadProfile', profile),
        then: 'form',
        check: (after) => expect(after.startsWith).toEqual({ name: 'Deniz Yılmaz', phone: '905551112233' }),
      },
      { act: fail('loadProfile'), then: 'form', check: (after) => expect(after.startsWith).toEqual({ name: '', phone: '' }) },
    ],
    form: submits('form'),
    sending: [
      {
        act: answer('sendCallRequest', { message: THANKS }),
        then: 'thanked',
        check: (after, before) => {
          expect(after.thanks).toBe(THANKS);
          expect(after.formKey, 'the form is cleared').not.toBe(before.formKey);
          expect(after.startsWith, 'to the same start').toEqual(before.startsWith);
        },
      },
      {
        act: fail('sendCallRequest', new Error('Çok fazla deneme.')),
        then: 'form',
        check: (after, before) => {
          expect(after.toasts.at(-1)).toEqual({ kind: 'error', message: 'Çok fazla deneme.' });
          expect(after.formKey, 'what was typed stays').toBe(before.formKey);
        },
      },
    ],
    thanked: submits('thanked'),
  },
};

describe('call request: user-level model', () => {
  for (const loggedIn of [false, true]) {
    it(`every path of a ${loggedIn ? 'logged-in player' : 'guest'} agrees with the model`, async () => {
      // The form's generation counts up without end: a state is its value, whether thanks are shown and the start.
      const serializeState = (snapshot: ReturnType<typeof callRequestMachine.getInitialSnapshot>) =>
        JSON.stringify([snapshot.value, Boolean(snapshot.context.sentMessage), snapshot.context.initial.name]);
      const paths = getSimplePaths(callRequestMachine, { events, input: { loggedIn }, serializeState: serializeState as never });
      await checkFlow({ machine: callRequestMachine, input: { loggedIn } }, paths, { ...spec, optional: loggedIn ? [] : ['prefilling'] });
    });
  }
});
