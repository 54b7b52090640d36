import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type * as z from 'zod';
import { phone as storedPhoneRule, phoneCode } from '../../contracts/fields';
import { maskedPhone } from '../../contracts/masks';
import { formatIssue } from '../../contracts/issues';
import { selectPhoneCode, type PhoneCodeActor } from '../../machines/phone-code.machine';
import { useT } from './hooks';

interface Touched {
  page: string;
  phoneLeft: boolean;
  codeLeft: boolean;
  tried: boolean;
  /** Submitted with the code field empty, and not typed in since. */
  emptyCode: boolean;
}

/**
 * The phone-code page of any of the three phone flows: what it shows and which rule messages are due. A rule
 * message shows once the field was left or submitted. An empty code field says "required" only after a submit:
 * a code the server refused is cleared, and its message stays the only one until the player types again.
 */
export function usePhoneCode(ref: PhoneCodeActor | undefined) {
  const t = useT();
  const view = useSelector(ref, (s) => s && selectPhoneCode(s));
  // Buttons ask the machine whether it would take the event (its phoneValid and codeValid guards).
  const canSend = useSelector(ref, (s) => s?.can({ type: 'phone.sendCode' }) ?? false);
  const canVerify = useSelector(ref, (s) => s?.can({ type: 'phone.verify' }) ?? false);
  const page = view ? `${view.step}${view.locked}` : '';
  const [stored, setTouched] = useState<Touched>({ page, phoneLeft: false, codeLeft: false, tried: false, emptyCode: false });
  const touched = stored.page === page ? stored : { page, phoneLeft: false, codeLeft: false, tried: false, emptyCode: false };
  const touch = (change: Partial<Touched>) => setTouched({ ...touched, ...change });
  if (!ref || !view) return null;

  const ruleError = (rule: z.ZodType<string>, value: string) => {
    const issue = rule.safeParse(value).error?.issues[0];
    return issue && formatIssue(issue, t);
  };
  const showPhone = !view.locked && (touched.phoneLeft || touched.tried);
  const showCode = view.code === '' ? touched.emptyCode : touched.codeLeft || touched.tried;
  return {
    ...view,
    phoneError: showPhone ? ruleError(view.locked ? storedPhoneRule : maskedPhone, view.phone) : undefined,
    codeError: showCode ? ruleError(phoneCode, view.code) : undefined,
    phoneValid: canSend,
    codeValid: canVerify,
    setPhone: (phone: string) => ref.send({ type: 'phone.phoneChanged', phone }),
    setCode: (code: string) => {
      if (touched.emptyCode) touch({ emptyCode: false });
      ref.send({ type: 'phone.codeChanged', code });
    },
    leavePhone: () => touch({ phoneLeft: true }),
    leaveCode: () => touch({ codeLeft: true }),
    submit: () => {
      touch({ tried: true, emptyCode: view.step === 2 && view.code === '' });
      ref.send({ type: view.step === 2 ? 'phone.verify' : 'phone.sendCode' });
    },
    resend: () => ref.send({ type: 'phone.resend' }),
    updateNumber: () => ref.send({ type: 'phone.updateNumber' }),
  };
}
