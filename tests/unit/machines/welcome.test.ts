import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import { phoneStep, welcomeMachine, type PhoneStepPayload, type ServerAnswer } from '../../../machines/welcome.machine';
import { deferred, flush, startChild } from './shell-harness';

function start(trialBonusAmount = 50) {
  const sent: PhoneStepPayload[] = [];
  let answer = deferred<ServerAnswer>();
  let claim = deferred<ServerAnswer>();
  const toasts: Array<{ kind: string; message: string }> = [];
  const confetti: unknown[] = [];
  const machine = welcomeMachine.provide({
    actors: {
      updatePhone: fromPromise(({ input }) => {
        sent.push(input);
        answer = deferred<ServerAnswer>();
        return answer.promise;
      }),
      claimTrialBonus: fromPromise(() => {
        claim = deferred<ServerAnswer>();
        return claim.promise;
      }),
    },
    actions: { toast: (_, params) => toasts.push(params), confetti: (_, params) => confetti.push(params) },
  });
  const harness = startChild(machine, { input: { phone: '905321234567', trialBonusAmount }, clock: new SimulatedClock() });
  const snapshot = () => harness.child.getSnapshot();
  return { ...harness, sent, toasts, confetti, snapshot, answer: () => answer, claim: () => claim };
}

async function toCode(h: ReturnType<typeof start>) {
  h.answer().resolve({ message: 'Kod gönderildi.' });
  await flush();
}

describe('phone verification at registration', () => {
  it('starts at step 1 with the phone locked and moves to step 2 once the code is sent', async () => {
    const h = start();
    expect(phoneStep(h.snapshot())).toBe(1);
    expect(h.snapshot().context.phoneLocked).toBe(true);
    await toCode(h);
    expect(phoneStep(h.snapshot())).toBe(2);
    expect(h.toasts).toEqual([{ kind: 'success', message: 'Kod gönderildi.' }]);
  });

  it('keeps step 2 and shows the server message when the code is wrong; a short code is not sent', async () => {
    const h = start();
    await toCode(h);
    h.child.send({ type: 'phone.verify', code: '12345' });
    expect(h.sent).toHaveLength(1);
    h.child.send({ type: 'phone.verify', code: '999999' });
    h.answer().reject(new Error('Kod hatalı.'));
    await flush();
    expect(phoneStep(h.snapshot())).toBe(2);
    expect(h.toasts.at(-1)).toEqual({ kind: 'error', message: 'Kod hatalı.' });
  });

  it('Change Phone Number returns to step 1, unlocks the phone and sends the new one', async () => {
    const h = start();
    await toCode(h);
    h.child.send({ type: 'phone.change' });
    expect(phoneStep(h.snapshot())).toBe(1);
    expect(h.snapshot().context.phoneLocked).toBe(false);
    h.child.send({ type: 'phone.send', phone: '90532' });
    expect(h.sent).toHaveLength(1);
    h.child.send({ type: 'phone.send', phone: '905559998877' });
    expect(h.sent.at(-1)).toEqual({ step: 1, phone: '905559998877' });
    await toCode(h);
    expect(h.snapshot().context.phoneLocked).toBe(true);
  });

  it('a refused code request keeps step 1 with the server message and lets the player fix the phone', async () => {
    const h = start();
    h.answer().reject(new Error('60 saniye sonra tekrar deneyin.'));
    await flush();
    expect(h.snapshot().value).toBe('enterPhone');
    expect(h.snapshot().context.phoneLocked).toBe(false);
    expect(h.toasts).toEqual([{ kind: 'error', message: '60 saniye sonra tekrar deneyin.' }]);
  });

  it('Skip Verification closes the dialog without a celebration', async () => {
    const h = start();
    await toCode(h);
    h.child.send({ type: 'phone.skip' });
    expect(h.snapshot().status).toBe('done');
  });
});

describe('celebration', () => {
  it('appears 100 ms after the code is accepted; Yes claims and the dialog closes 1 s later', async () => {
    const h = start();
    await toCode(h);
    h.child.send({ type: 'phone.verify', code: '123456' });
    h.answer().resolve({ message: 'Doğrulandı.' });
    await flush();
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
    h.child.send({ type: 'phone.verify', code: '123456' });
    h.answer().resolve({ message: 'Doğrulandı.' });
    await flush();
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
