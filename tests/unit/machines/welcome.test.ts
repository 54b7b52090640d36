import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { PhoneStepPayload } from '../../../machines/phone-code.machine';
import type { Ack } from '../../../machines/machine-helpers';
import { phoneStep, welcomeMachine } from '../../../machines/welcome.machine';
import { deferred, flush } from './shell-harness';
import { fakePhoneCode, startWithSession } from './phone-harness';

function start(trialBonusAmount = 50) {
  let answer = deferred<Ack>();
  let claim = deferred<Ack>();
  const fake = fakePhoneCode(() => {
    answer = deferred<Ack>();
    return answer.promise;
  });
  const toasts = fake.toasts;
  const confetti: unknown[] = [];
  const machine = welcomeMachine.provide({
    actors: {
      phoneCode: fake.logic,
      claimTrialBonus: fromPromise(() => {
        claim = deferred<Ack>();
        return claim.promise;
      }),
    },
    actions: { toast: (_, params) => toasts.push(params), confetti: (_, params) => confetti.push(params) },
  });
  const harness = startWithSession(machine, { input: { phone: '905321234567', trialBonusAmount }, clock: new SimulatedClock() });
  const snapshot = () => harness.child.getSnapshot();
  const step = () => phoneStep(snapshot(), harness.code().getSnapshot());
  const sent: PhoneStepPayload[] = fake.sent;
  return { ...harness, sent, toasts, confetti, snapshot, step, answer: () => answer, claim: () => claim };
}

async function toCode(h: ReturnType<typeof start>) {
  h.answer().resolve({ message: 'Kod gönderildi.' });
  await flush();
}

async function verify(h: ReturnType<typeof start>) {
  h.code().send({ type: 'phone.codeChanged', code: '123456' });
  h.code().send({ type: 'phone.verify' });
  h.answer().resolve({ message: 'Doğrulandı.' });
  await flush();
}

describe('phone verification at registration', () => {
  it('asks for the code at once for the prefilled phone and moves to step 2 once it is sent', async () => {
    const h = start();
    expect(h.step()).toBe(1);
    expect(h.sent).toEqual([{ step: 1, phone: '905321234567' }]);
    await toCode(h);
    expect(h.step()).toBe(2);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Kod gönderildi.' }]);
  });

  it('an accepted code shows the server message, tells the session and leads to the celebration', async () => {
    const h = start();
    await toCode(h);
    await verify(h);
    expect(h.toasts.at(-1)).toEqual({ kind: 'success', message: 'Doğrulandı.' });
    expect(h.session).toEqual([{ type: 'session.phoneVerified', phone: '905321234567' }]);
    expect(h.snapshot().value).toBe('celebrationPending');
  });

  it('Skip Verification closes the dialog without a celebration', async () => {
    const h = start();
    await toCode(h);
    h.child.send({ type: 'phone.skip' });
    expect(h.snapshot().status).toBe('done');
    expect(h.session).toEqual([]);
  });
});

describe('celebration', () => {
  it('appears 100 ms after the code is accepted; Yes claims and the dialog closes 1 s later', async () => {
    const h = start();
    await toCode(h);
    await verify(h);
    h.clock.increment(99);
    expect(h.snapshot().value).toBe('celebrationPending');
    h.clock.increment(1);
    expect(h.snapshot().value).toBe('celebrating');
    h.child.send({ type: 'celebration.claim' });
    h.claim().resolve({ message: 'ok' });
    await flush();
    expect(h.snapshot().value).toBe('claimed');
    h.clock.increment(999);
    expect(h.snapshot().status).toBe('active');
    h.clock.increment(1);
    expect(h.snapshot().status).toBe('done');
  });

  it('a failed claim shows the message and offers Yes again', async () => {
    const h = start();
    await toCode(h);
    await verify(h);
    h.clock.increment(100);
    h.child.send({ type: 'celebration.claim' });
    h.claim().reject(new Error('Deneme bonusu zaten alındı.'));
    await flush();
    expect(h.snapshot().value).toBe('celebrating');
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: 'Deneme bonusu zaten alındı.' });
    expect(h.confetti).toHaveLength(1);
  });

  it('without a trial bonus offers Deposit and Live Chat, not Yes', () => {
    const h = start(0);
    h.clock.increment(100);
    h.child.send({ type: 'celebration.claim' });
    expect(h.snapshot().value).toBe('celebrating');
    h.child.send({ type: 'celebration.liveChat' });
    expect(h.snapshot().status).toBe('done');
  });
});
