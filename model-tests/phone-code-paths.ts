import { createActor, fromPromise, setup, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { phoneCodeMachine, selectPhoneCode, type PhoneCodeInput, type PhoneCodeSnapshot, type PhoneStepPayload } from '../machines/phone-code.machine';
import type { Ack } from '../machines/recovery.machine';
import { edgePaths } from './edge-paths';
import type { Move, Seen } from './phone-code-oracle';
import type { Deferred, Path } from './replay-steps';

export const NEW_PHONE = '905320001122';
export const sent = { message: 'Kod gönderildi.' };
export const waitMore = new Error('Yeni kod için 42 saniye bekleyin.');
export const accepted = { message: 'Telefonunuz doğrulandı.' };
export const wrongCode = new Error('Kod hatalı. 4 deneme hakkınız kaldı.');
const TICK = 'xstate.after.countdownTick.phoneCode.enterCode.resend.countingDown.ticking';
const WINDOW = 'xstate.after.resendWindow.phoneCode.enterCode.resend.countingDown';

/** Every move at every state, whether the state handles it or not: a dropped transition shows as a no-op. */
const events = [
  { type: 'phone.phoneChanged', phone: NEW_PHONE },
  { type: 'phone.phoneChanged', phone: '90532' },
  { type: 'phone.sendCode' },
  { type: 'phone.codeChanged', code: '123456' },
  { type: 'phone.codeChanged', code: '12' },
  { type: 'phone.verify' },
  { type: 'phone.resend' },
  { type: 'phone.updateNumber' },
  { type: 'xstate.done.actor.sendCode', output: sent },
  { type: 'xstate.error.actor.sendCode', error: waitMore },
  { type: 'xstate.done.actor.verifyCode', output: accepted },
  { type: 'xstate.error.actor.verifyCode', error: wrongCode },
  { type: TICK },
  { type: WINDOW },
] as EventObject[];

/** The oracle's reading of a machine event. */
export function moveOf(event: EventObject & { phone?: string; code?: string }): Move {
  switch (event.type) {
    case 'phone.phoneChanged': return { type: 'typePhone', phone: event.phone! };
    case 'phone.codeChanged': return { type: 'typeCode', code: event.code! };
    case 'phone.sendCode': return { type: 'sendCode' };
    case 'phone.verify': return { type: 'verify' };
    case 'phone.resend': return { type: 'resend' };
    case 'phone.updateNumber': return { type: 'updateNumber' };
    case 'xstate.done.actor.sendCode': return { type: 'answer', step: 1, ok: true, message: sent.message };
    case 'xstate.error.actor.sendCode': return { type: 'answer', step: 1, ok: false, message: waitMore.message };
    case 'xstate.done.actor.verifyCode': return { type: 'answer', step: 2, ok: true, message: accepted.message };
    case 'xstate.error.actor.verifyCode': return { type: 'answer', step: 2, ok: false, message: wrongCode.message };
    case TICK: return { type: 'second' };
    case WINDOW: return { type: 'resendWindowEnds' };
    default: throw new Error(`no move for ${event.type}`);
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- generated paths carry events outside the machine's type */
const serializeState = (s: any) => JSON.stringify([s.status, s.value, s.context.phone, s.context.code, s.context.locked, s.context.seconds === 60]);

/** One path per transition of the machine (the shortest way to its source state, then the transition). */
export const transitionPaths = (input: PhoneCodeInput): Path[] => edgePaths(phoneCodeMachine, events, input, serializeState);

/** What a phone-code view shows, read from the live actor and the fakes around it. */
export function seenLive(snapshot: PhoneCodeSnapshot, record: { requests: PhoneStepPayload[]; session: string[]; toasts: string[] }): Seen {
  const view = selectPhoneCode(snapshot);
  const page = snapshot.status === 'done' ? 'verified' : view.step === 2 ? 'code' : 'phone';
  const resend = page !== 'code' ? null : view.resending ? 'resending' : view.canResend ? 'offered' : view.seconds;
  return { page, phone: view.phone, locked: view.locked, code: page === 'code' ? view.code : '', busy: view.busy, resend, ...record };
}

/** The live phone-code actor with POST customer/updatephone answered when the path says, beside a session recorder. */
export function startLive(input: PhoneCodeInput) {
  const record = { requests: [] as PhoneStepPayload[], session: [] as string[], toasts: [] as string[] };
  const pending = new Map<string, Deferred>();
  const logic = phoneCodeMachine.provide({
    actors: {
      updatePhone: fromPromise<Ack, PhoneStepPayload>(({ input: payload, self }) => {
        record.requests.push(payload);
        return new Promise((resolve, reject) => pending.set(self.id, { resolve: resolve as Deferred['resolve'], reject }));
      }),
    },
    actions: { toast: (_, { kind, message }) => record.toasts.push(`${kind}: ${message}`) },
  });
  const session = setup({}).createMachine({
    on: { 'session.phoneVerified': { actions: ({ event }) => record.session.push((event as unknown as { phone: string }).phone) } },
  });
  const root = setup({ actors: { subject: logic, session } }).createMachine({
    invoke: [{ id: 'session', src: 'session', systemId: 'session' }, { id: 'subject', src: 'subject', input: () => input }],
  });
  const clock = new SimulatedClock();
  const actor = createActor(root, { clock }).start();
  const child = actor.getSnapshot().children.subject as AnyActorRef;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** Plays one generated event on the live actor; an answer for a request not under way is not played. */
  async function play(event: EventObject) {
    const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (answer) {
      const id = answer[2];
      if (!(child.getSnapshot() as PhoneCodeSnapshot).children[id as 'sendCode']) return;
      const call = pending.get(id)!;
      if (answer[1] === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
      await flush();
    } else if (event.type === TICK) clock.increment(1000);
    else if (event.type === WINDOW) clock.increment(60_000);
    else child.send(event);
  }
  const seen = () => seenLive(child.getSnapshot(), record);
  return { child, play, seen, stop: () => actor.stop() };
}

/** The paths whose last transition changes something (the rendered flows replay these; no-ops are checked on the machine). */
export const changingPaths = (paths: Path[]) =>
  paths.filter((p) => p.steps.length < 2 || serializeState(p.steps.at(-2)!.state) !== serializeState(p.state));
