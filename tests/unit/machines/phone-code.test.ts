import { describe, expect, it } from 'vitest';
import { phoneCodeStep, RESEND_SECONDS } from '../../../machines/phone-code.machine';
import { flush } from './shell-harness';
import { fakePhoneCode, startWithSession, type UpdatePhone } from './phone-harness';

function start(input: { phone: string; locked?: boolean; sendAtOnce?: boolean }, answer?: UpdatePhone) {
  const fake = fakePhoneCode(answer);
  const run = startWithSession(fake.logic, { input });
  return { ...run, ...fake, snapshot: () => run.child.getSnapshot() };
}

async function toCode(input = { phone: '905551112233' }, answer?: UpdatePhone) {
  const run = start(input, answer);
  run.child.send({ type: 'phone.sendCode' });
  await flush();
  return run;
}

describe('phone code', () => {
  it('sends the code to the phone (step 1) and moves to the code page with a success toast', async () => {
    const run = await toCode();
    expect(run.sent).toEqual([{ step: 1, phone: '905551112233' }]);
    expect(phoneCodeStep(run.snapshot())).toBe(2);
    expect(run.toasts).toEqual([{ kind: 'success', message: 'Kod gönderildi.' }]);
  });

  it('asks for the code at once when told to (registration)', async () => {
    const run = start({ phone: '905321234567', sendAtOnce: true });
    expect(run.sent).toEqual([{ step: 1, phone: '905321234567' }]);
    await flush();
    expect(phoneCodeStep(run.snapshot())).toBe(2);
  });

  it('a locked phone ignores typing until Update Number; a typed phone must be 90 and 10 digits', async () => {
    const run = start({ phone: '905551112233', locked: true });
    run.child.send({ type: 'phone.phoneChanged', phone: '905320001122' });
    expect(run.snapshot().context.phone).toBe('905551112233');
    run.child.send({ type: 'phone.updateNumber' });
    run.child.send({ type: 'phone.phoneChanged', phone: '90532' });
    run.child.send({ type: 'phone.sendCode' });
    expect(run.sent).toEqual([]);
    run.child.send({ type: 'phone.phoneChanged', phone: '905320001122' });
    run.child.send({ type: 'phone.sendCode' });
    expect(run.sent).toEqual([{ step: 1, phone: '905320001122' }]);
  });

  it('counts 60 s down one second at a time, then resets to 60 and offers Click to resend', async () => {
    const run = await toCode();
    expect(run.snapshot().context.seconds).toBe(RESEND_SECONDS);
    run.clock.increment(1000);
    expect(run.snapshot().context.seconds).toBe(59);
    // The simulated clock fires each timer once per increment, as time passing second by second would.
    for (let second = 0; second < 58; second += 1) run.clock.increment(1000);
    expect(run.snapshot().context.seconds).toBe(1);
    run.child.send({ type: 'phone.resend' });
    expect(run.sent).toHaveLength(1);
    run.clock.increment(1000);
    expect(run.snapshot().matches({ enterCode: { resend: 'ready' } })).toBe(true);
    expect(run.snapshot().context.seconds).toBe(60);
    run.child.send({ type: 'phone.resend' });
    await flush();
    expect(run.sent).toEqual([{ step: 1, phone: '905551112233' }, { step: 1, phone: '905551112233' }]);
    run.clock.increment(1000);
    expect(run.snapshot().context.seconds).toBe(59);
  });

  it('an accepted code tells the session, once, with the phone, and ends with the server message', async () => {
    const run = await toCode();
    run.child.send({ type: 'phone.codeChanged', code: '123456' });
    run.child.send({ type: 'phone.verify' });
    await flush();
    expect(run.sent.at(-1)).toEqual({ step: 2, phone: '905551112233', code: '123456' });
    expect(run.session).toEqual([{ type: 'session.phoneVerified', phone: '905551112233' }]);
    expect(run.snapshot().status).toBe('done');
    expect(run.snapshot().output).toEqual({ phone: '905551112233', message: 'Telefonunuz doğrulandı.' });
  });

  it('a wrong code clears the field, keeps the code page and shows the message; the session hears nothing', async () => {
    const run = await toCode(undefined, async (p) => {
      if (p.step === 2) throw new Error('Kod hatalı. 4 deneme hakkınız kaldı.');
      return { message: 'Kod gönderildi.' };
    });
    run.child.send({ type: 'phone.codeChanged', code: '999999' });
    run.child.send({ type: 'phone.verify' });
    await flush();
    expect(phoneCodeStep(run.snapshot())).toBe(2);
    expect(run.snapshot().context.code).toBe('');
    expect(run.toasts.at(-1)).toEqual({ kind: 'error', message: 'Kod hatalı. 4 deneme hakkınız kaldı.' });
    expect(run.session).toEqual([]);
  });

  it('does not verify an incomplete code', async () => {
    const run = await toCode();
    run.child.send({ type: 'phone.codeChanged', code: '1234' });
    run.child.send({ type: 'phone.verify' });
    expect(run.sent).toHaveLength(1);
  });

  it('a refused code request keeps the phone page with the server message', async () => {
    const run = await toCode(undefined, () => Promise.reject(new Error('Yeni kod için 42 saniye bekleyin.')));
    expect(phoneCodeStep(run.snapshot())).toBe(1);
    expect(run.toasts).toEqual([{ kind: 'error', message: 'Yeni kod için 42 saniye bekleyin.' }]);
  });

  it('Change Phone Number returns to the phone page, unlocked', async () => {
    const run = await toCode({ phone: '905551112233', locked: true } as { phone: string });
    run.child.send({ type: 'phone.updateNumber' });
    expect(phoneCodeStep(run.snapshot())).toBe(1);
    expect(run.snapshot().context.locked).toBe(false);
  });
});
