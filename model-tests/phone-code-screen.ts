import { act, fireEvent, type BoundFunctions, type queries } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import type { PhoneStepPayload } from '../machines/phone-code.machine';
import type { Ack } from '../machines/recovery.machine';
import { settle } from '../tests/components/render-app';
import { typeMasked } from '../tests/components/identity-harness';
import { next, seen, start, type Model, type Seen } from './phone-code-oracle';
import { moveOf } from './phone-code-paths';
import type { Path } from './replay-steps';
import { describePath } from './shell-replay';

type View = BoundFunctions<typeof queries>;

/** How one flow shows the phone-code exchange. */
export interface Screen {
  labels: { send: string; verify: string; busy: string; updateNumber: string | null; resend: string | null };
  /** The phone field holds digits with the 90 prefix, or without it (typed after the fixed +90). */
  typedPhone: (phone: string) => string;
  /** Marks the page shown after an accepted code. */
  verified: (view: View) => boolean;
  /** The phone field is on the code page too (read-only), or replaced by a text. */
  phoneOnCodePage: boolean;
  /** The live phone-code actor, to know which calls are under way. */
  codeActor: () => AnyActorRef | undefined;
  /** A move this view deliberately does not offer now (the player cannot make it; the model does not see it). */
  withheld?: (type: string, state: { busy: boolean }) => boolean;
  /** Whether the session says the player is verified, with which phone. */
  session: () => { smsVerified: boolean; phone: string | null };
}

/** A fake POST customer/updatephone whose answers the replay gives. */
export function laterServer() {
  const requests: PhoneStepPayload[] = [];
  const waiting: Array<{ step: 1 | 2; resolve: (a: Ack) => void; reject: (e: unknown) => void }> = [];
  const call = (input: PhoneStepPayload) => {
    requests.push(input);
    return new Promise<Ack>((resolve, reject) => waiting.push({ step: input.step, resolve, reject }));
  };
  const updatePhone = fromPromise<Ack, PhoneStepPayload>(({ input }) => call(input));
  return { requests, waiting, call, updatePhone };
}

const digits = (element: HTMLElement | null) => (element as HTMLInputElement | null)?.value.replace(/\D/g, '') ?? '';
const usable = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && !(element as HTMLButtonElement).disabled && !(element as HTMLInputElement).readOnly;

/** What the player sees, in the oracle's terms. */
function observe(view: View, screen: Screen, requests: PhoneStepPayload[]): Omit<Seen, 'toasts' | 'session' | 'locked'> & { session: string[] } {
  const codeField = view.queryByLabelText('SMS Kodu');
  const page = screen.verified(view) ? 'verified' : codeField ? 'code' : 'phone';
  const phoneField = view.queryByLabelText('Telefon');
  let resend: Seen['resend'] = null;
  if (page === 'code' && screen.labels.resend) {
    const link = view.queryByRole('button', { name: screen.labels.resend }) as HTMLButtonElement | null;
    const countdown = view.queryByText(/saniye sonra yeniden kod isteyebilirsiniz/);
    resend = link ? (link.disabled ? 'resending' : 'offered') : countdown ? Number(/\d+/.exec(countdown.textContent!)![0]) : null;
  }
  const session = screen.session();
  return {
    page,
    phone: page === 'verified' || (page === 'code' && !screen.phoneOnCodePage) ? '' : digits(phoneField).replace(/^(?!90)/, '90'),
    code: page === 'code' ? digits(codeField) : '',
    busy: view.queryByRole('button', { name: screen.labels.busy }) !== null,
    resend,
    requests,
    session: session.smsVerified && session.phone ? [session.phone] : [],
  };
}

const comparable = (model: Model, screen: Screen) => {
  const { toasts: _, locked: __, ...rest } = seen(model);
  return {
    ...rest,
    phone: rest.page === 'verified' || (rest.page === 'code' && !screen.phoneOnCodePage) ? '' : rest.phone,
    resend: screen.labels.resend ? rest.resend : null,
  };
};

/**
 * Plays a phone-code path on a rendered flow the way a player would (a control that is not offered, or not
 * enabled, cannot be used) and after every step compares the screen with the hand-written model.
 */
export async function playOnScreen(view: View, screen: Screen, server: ReturnType<typeof laterServer>, path: Path, input: Parameters<typeof start>[0]) {
  let model = start(input);
  const button = (name: string | null) => (name ? view.queryByRole('button', { name }) : null);
  const busy = () => button(screen.labels.busy) !== null;
  for (const step of path.steps.slice(1)) {
    const event = step.event as EventObject & { phone?: string; code?: string; output?: Ack; error?: unknown };
    const answer = /^xstate\.(done|error)\.actor\.(sendCode|verifyCode)$/.exec(event.type);
    if (screen.withheld?.(event.type, { busy: busy() })) continue;
    if (event.type === 'phone.phoneChanged') {
      const field = view.queryByLabelText('Telefon');
      if (usable(field) && !busy()) typeMasked(field, screen.typedPhone(event.phone!));
    } else if (event.type === 'phone.codeChanged') {
      const field = view.queryByLabelText('SMS Kodu');
      if (usable(field) && !busy()) typeMasked(field, event.code!);
    } else if (event.type === 'phone.sendCode' || event.type === 'phone.verify' || event.type === 'phone.resend' || event.type === 'phone.updateNumber') {
      const name = { 'phone.sendCode': screen.labels.send, 'phone.verify': screen.labels.verify, 'phone.resend': screen.labels.resend, 'phone.updateNumber': screen.labels.updateNumber }[event.type];
      const page = view.queryByLabelText('SMS Kodu') ? 'code' : 'phone';
      // The same words may name the phone page's and the code page's button (Doğrula): each page has its own.
      const wanted = (event.type === 'phone.sendCode' && page === 'phone') || (event.type === 'phone.verify' && page === 'code') || event.type === 'phone.resend' || event.type === 'phone.updateNumber';
      const control = wanted ? button(name) : null;
      if (usable(control)) fireEvent.click(control);
    } else if (answer) {
      const id = answer[2] as 'sendCode' | 'verifyCode';
      if (screen.codeActor()?.getSnapshot().children[id]) {
        const call = server.waiting.filter((w) => w.step === (id === 'sendCode' ? 1 : 2)).at(-1)!;
        await act(async () => (answer[1] === 'done' ? call.resolve(event.output!) : call.reject(event.error)));
      }
    } else if (event.type.startsWith('xstate.after.resendWindow')) {
      await act(() => vi.advanceTimersByTimeAsync(60_000));
    } else if (event.type.startsWith('xstate.after.countdownTick')) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    if (vi.isFakeTimers()) await act(() => vi.advanceTimersByTimeAsync(0));
    else await settle();
    model = next(model, moveOf(event));
    expect(observe(view, screen, server.requests), `${describePath(path)}: after ${event.type}`).toEqual(comparable(model, screen));
  }
}
