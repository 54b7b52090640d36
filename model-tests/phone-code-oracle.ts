import type { PhoneStepPayload } from '../machines/phone-code.machine';

/**
 * A hand-written model of the phone-code exchange as a player sees it (product §2, §4, §5, §9), independent of
 * the machine: the page, the fields, the requests sent, what the session was told, the toasts, the resend link.
 */
export interface Seen {
  page: 'phone' | 'code' | 'verified';
  phone: string;
  locked: boolean;
  code: string;
  /** Send Code / Verify shows its working state. */
  busy: boolean;
  /** On the code page: "Resend code in N", the Click to resend link, or the link while it resends. */
  resend: number | 'offered' | 'resending' | null;
  requests: PhoneStepPayload[];
  session: string[];
  toasts: string[];
}

interface Model extends Seen {
  /** Requests whose answer has not come yet (an answer for a request not sent, or dropped, changes nothing). */
  waiting: { step1: boolean; step2: boolean };
}

/** The player's and the server's moves, and time. */
export type Move =
  | { type: 'typePhone'; phone: string }
  | { type: 'sendCode' }
  | { type: 'typeCode'; code: string }
  | { type: 'verify' }
  | { type: 'resend' }
  | { type: 'updateNumber' }
  | { type: 'answer'; step: 1 | 2; ok: boolean; message: string }
  | { type: 'second' }
  | { type: 'resendWindowEnds' };

/** product §5: a stored phone is 5 to 20 digits; a typed one is 90 and 10 digits (the mask). SMS code 6 digits. */
const storedPhoneOk = (phone: string) => /^\d{5,20}$/.test(phone);
const typedPhoneOk = (phone: string) => /^90\d{10}$/.test(phone);
const codeOk = (code: string) => /^\d{6}$/.test(code);
/** product §9: resend timer 60 s. */
const RESEND = 60;

export function start(input: { phone: string; locked?: boolean; sendAtOnce?: boolean }): Model {
  const model: Model = {
    page: 'phone', phone: input.phone, locked: input.locked ?? false, code: '', busy: false, resend: null,
    requests: [], session: [], toasts: [], waiting: { step1: false, step2: false },
  };
  // Registration with a trial bonus: the code request is sent at once (product §4).
  return input.sendAtOnce ? { ...ask(model, 'sendCode'), busy: true } : model;
}

function ask(m: Model, rule: string, step2 = false): Model {
  applied.add(rule);
  const payload: PhoneStepPayload = step2 ? { step: 2, phone: m.phone, code: m.code } : { step: 1, phone: m.phone };
  return { ...m, requests: [...m.requests, payload], waiting: step2 ? { ...m.waiting, step2: true } : { ...m.waiting, step1: true } };
}

/** The rules a run has applied: every one must be exercised by the generated paths. */
export const applied = new Set<string>();
export const RULES = [
  'sendCode', 'sendCode refused: invalid phone', 'code sent', 'code not sent', 'typePhone', 'typePhone ignored: locked',
  'typeCode', 'verify', 'verify refused: incomplete code', 'code accepted', 'code refused', 'second', 'resend offered',
  'resend', 'resent', 'resend failed', 'unlock on the phone page', 'back to the phone page',
] as const;

export function next(m: Model, move: Move): Model {
  const rule = (name: string, model: Model) => (applied.add(name), model);
  if (m.page === 'verified') return m;
  const onPhone = m.page === 'phone';
  const verifying = m.waiting.step2;
  switch (move.type) {
    case 'typePhone':
      if (!onPhone || m.busy) return m;
      return m.locked ? rule('typePhone ignored: locked', m) : rule('typePhone', { ...m, phone: move.phone });
    case 'sendCode':
      if (!onPhone || m.busy) return m;
      if (!(m.locked ? storedPhoneOk : typedPhoneOk)(m.phone)) return rule('sendCode refused: invalid phone', m);
      return { ...ask(m, 'sendCode'), busy: true };
    case 'typeCode':
      return onPhone || verifying ? m : rule('typeCode', { ...m, code: move.code });
    case 'verify':
      if (onPhone || verifying) return m;
      if (!codeOk(m.code)) return rule('verify refused: incomplete code', m);
      return { ...ask(m, 'verify', true), busy: true };
    case 'resend':
      return !onPhone && m.resend === 'offered' ? { ...ask(m, 'resend'), resend: 'resending' } : m;
    case 'updateNumber':
      if (onPhone) return m.busy ? m : rule('unlock on the phone page', { ...m, locked: false });
      // Leaving the code page drops the requests under way.
      return rule('back to the phone page', { ...m, page: 'phone', locked: false, busy: false, resend: null, waiting: { step1: false, step2: false } });
    case 'second':
      if (typeof m.resend !== 'number') return m;
      return m.resend > 1 ? rule('second', { ...m, resend: m.resend - 1 }) : rule('resend offered', { ...m, resend: 'offered' });
    case 'resendWindowEnds':
      return typeof m.resend === 'number' ? rule('resend offered', { ...m, resend: 'offered' }) : m;
    case 'answer': {
      const waiting = move.step === 1 ? m.waiting.step1 : m.waiting.step2;
      if (!waiting) return m;
      const toasts = [...m.toasts, `${move.ok ? 'success' : 'error'}: ${move.message}`];
      if (move.step === 1) {
        const rest = { ...m, waiting: { ...m.waiting, step1: false } };
        if (onPhone) {
          return move.ok
            ? rule('code sent', { ...rest, page: 'code', code: '', busy: false, resend: RESEND, toasts })
            : rule('code not sent', { ...rest, busy: false, toasts });
        }
        return move.ok ? rule('resent', { ...rest, resend: RESEND, toasts }) : rule('resend failed', { ...rest, resend: 'offered', toasts });
      }
      const rest = { ...m, waiting: { ...m.waiting, step2: false }, busy: false };
      // The owning flow shows the accepted code's message (or a congratulations panel); the session is told once.
      return move.ok
        ? rule('code accepted', { ...rest, page: 'verified', session: [...m.session, m.phone], resend: null })
        : rule('code refused', { ...rest, code: '', toasts });
    }
  }
}

/** The code field is on the code page only. */
export const seen = ({ waiting: _, ...visible }: Model): Seen => ({ ...visible, code: visible.page === 'code' ? visible.code : '' });
export type { Model };
