import { createActor, fromPromise, setup, SimulatedClock, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import { phoneCodeMachine, type PhoneStepPayload } from '../../../machines/phone-code.machine';
import type { ToastParams } from '../../../machines/machine-helpers';
import type { Ack } from '../../../machines/machine-helpers';

export type UpdatePhone = (payload: PhoneStepPayload) => Promise<Ack>;

/** The phone-code machine with POST customer/updatephone faked; every payload and toast is recorded. */
export function fakePhoneCode(answer: UpdatePhone = async (p) => ({ message: p.step === 1 ? 'Kod gönderildi.' : 'Telefonunuz doğrulandı.' })) {
  const sent: PhoneStepPayload[] = [];
  const toasts: ToastParams[] = [];
  const logic = phoneCodeMachine.provide({
    actors: {
      updatePhone: fromPromise<Ack, PhoneStepPayload>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
    actions: { toast: (_, params) => toasts.push(params) },
  });
  return { logic, sent, toasts };
}

/**
 * Runs a flow under a parent that records what it sends up, beside a stand-in session (systemId session)
 * that records what reaches it.
 */
export function startWithSession(logic: AnyActorLogic, options: { input?: unknown; clock?: SimulatedClock } = {}) {
  const received: EventObject[] = [];
  const session: EventObject[] = [];
  const recorder = setup({}).createMachine({ on: { '*': { actions: ({ event }) => session.push(event) } } });
  const parent = setup({ actors: { subject: logic, session: recorder } }).createMachine({
    invoke: [
      { id: 'session', src: 'session', systemId: 'session' },
      { id: 'subject', src: 'subject', input: () => options.input },
    ],
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const clock = options.clock ?? new SimulatedClock();
  const root = createActor(parent, { clock }).start();
  const child = root.getSnapshot().children.subject as AnyActorRef;
  /** The phone-code child of the flow (or the flow itself when it is the phone-code machine). */
  const code = () => (child.getSnapshot().children.phoneCode as AnyActorRef | undefined) ?? child;
  return { root, child, code, received, session, clock, types: () => received.map((e) => e.type) };
}
