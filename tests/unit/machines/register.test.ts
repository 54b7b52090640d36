import { describe, expect, it } from 'vitest';
import { attributionFor } from '../../../machines/register.machine';
import { countries, fastValues, fullValues, registered, startRegister } from './register-harness';
import { flush } from './shell-harness';

async function ready(harness: ReturnType<typeof startRegister>) {
  await flush();
  harness.loadForm.last().answer.resolve(countries);
  await flush();
  harness.clock.increment(300);
}

const submit = (kind: 'full' | 'short' | 'fast', values: object, trialBonusAmount = 50) =>
  ({ type: 'register.submit', kind, values, trialBonusAmount }) as const;

describe('register flow: the form', () => {
  it('loads the countries with the stored refId and shows them 300 ms later, Türkiye preselected', async () => {
    const harness = startRegister({ attribution: { stored: { refId: '42' }, cookies: {}, query: {} } });
    await flush();
    expect(harness.loadForm.list.map((c) => c.input)).toEqual([{ refId: '42' }]);
    harness.loadForm.last().answer.resolve(countries);
    await flush();
    harness.clock.increment(299);
    expect(harness.child.getSnapshot().matches('preparing')).toBe(true);
    harness.clock.increment(1);
    expect(harness.child.getSnapshot().value).toBe('form');
    expect(harness.child.getSnapshot().context.defaultCountry).toBe(235);
  });

  it('does not submit an invalid form, nor before the form is ready', async () => {
    const harness = startRegister();
    harness.child.send(submit('full', fullValues));
    expect(harness.register.list).toHaveLength(0);
    await ready(harness);
    harness.child.send(submit('full', { ...fullValues, PersonalNo: '123' }));
    harness.child.send(submit('full', { ...fullValues, password2: 'other12' }));
    harness.child.send(submit('fast', { ...fastValues, phone: '5321234' }));
    harness.child.send(submit('full', { ...fullValues, birthDay: '31', birthMonth: '02' }));
    expect(harness.child.getSnapshot().value).toBe('form');
    expect(harness.register.list).toHaveLength(0);
  });

  it('sends the full payload: birthDate as year-month-day, currencyId 1, attribution from cookies', async () => {
    const harness = startRegister({ attribution: { stored: {}, cookies: { partner: 'p1', subid: 's1' }, query: { refId: '9' } } });
    await ready(harness);
    harness.child.send(submit('full', fullValues));
    expect(harness.child.getSnapshot().value).toBe('submitting');
    const { birthDay, birthMonth, birthYear, ...rest } = fullValues;
    expect(harness.register.last().input).toEqual({
      ...rest,
      birthDate: `${birthYear}-${birthMonth}-${birthDay}`,
      currencyId: 1,
      partner: 'p1',
      subid: 's1',
      source: '',
    });
  });

  it('sends the fast payload with isFast and the attribution of the page query', async () => {
    const harness = startRegister({ attribution: { stored: {}, cookies: { refId: '5' }, query: { refId: '9' } } });
    await ready(harness);
    harness.child.send(submit('fast', fastValues));
    expect(harness.register.last().input).toEqual({ ...fastValues, isFast: true, refId: 9 });
  });

  it('sends the short payload with country and currencyId but no TC No or birth date', async () => {
    const harness = startRegister();
    await ready(harness);
    harness.child.send(submit('short', fullValues));
    const body = harness.register.last().input;
    expect(body).toMatchObject({ country: 235, currencyId: 1, username: 'deniz01' });
    expect(body).not.toHaveProperty('PersonalNo');
    expect(body).not.toHaveProperty('birthDate');
  });

  it('stored attribution wins, refId alone', () => {
    const sources = { stored: { refId: '7', partner: 'x' }, cookies: { partner: 'c' }, query: { partner: 'q' } };
    expect(attributionFor('full', sources)).toEqual({ refId: 7 });
    expect(attributionFor('fast', { ...sources, stored: {} })).toEqual({ partner: 'q', subid: '', source: '' });
  });

  it('on failure shows the server message, keeps the form and the field errors, and submits again', async () => {
    const harness = startRegister();
    await ready(harness);
    harness.child.send(submit('full', fullValues));
    harness.register.last().answer.reject(Object.assign(new Error('Bu kullanıcı adı alınmış.'), { errors: { username: 'Bu kullanıcı adı alınmış.' } }));
    await flush();
    expect(harness.child.getSnapshot().value).toBe('form');
    expect(harness.child.getSnapshot().context.serverErrors).toEqual({ username: 'Bu kullanıcı adı alınmış.' });
    expect(harness.effects.toasts).toEqual([{ kind: 'error', message: 'Bu kullanıcı adı alınmış.' }]);
    expect(harness.types()).toEqual([]);
    harness.child.send(submit('full', { ...fullValues, username: 'deniz02' }));
    expect(harness.register.list).toHaveLength(2);
    expect(harness.child.getSnapshot().context.serverErrors).toEqual({});
  });
});

describe('register flow: after the account is created', () => {
  it('signs in, shows the message, and without a trial bonus celebrates after 100 ms with confetti', async () => {
    const harness = startRegister();
    await ready(harness);
    harness.child.send(submit('full', fullValues));
    harness.register.last().answer.resolve(registered);
    await flush();
    expect(harness.received[0]).toEqual({ type: 'session.login', authData: registered.authData });
    expect(harness.effects.toasts).toEqual([{ kind: 'success', message: 'Kaydınız tamamlandı.' }]);
    expect(harness.updatePhone.list).toHaveLength(0);
    const welcome = harness.welcome()!;
    expect(welcome.getSnapshot().context).toMatchObject({ phone: '905321234567', trialBonusAmount: 0 });
    harness.clock.increment(99);
    expect(harness.effects.confetti).toEqual([]);
    harness.clock.increment(1);
    expect(welcome.getSnapshot().value).toBe('celebrating');
    expect(harness.effects.confetti).toEqual([{ particleCount: 150, spread: 180, originY: 0.6 }]);
    welcome.send({ type: 'celebration.claim' });
    expect(harness.claim.list).toHaveLength(0);
    welcome.send({ type: 'celebration.deposit' });
    expect(harness.effects.deposit).toBe(1);
    expect(harness.types()).toEqual(['session.login', 'dialog.close', 'xstate.done.actor.subject']);
  });

  it('treats the trial bonus as 0 when the site offers none', async () => {
    const harness = startRegister();
    await ready(harness);
    harness.child.send(submit('fast', fastValues, 0));
    harness.register.last().answer.resolve(registered);
    await flush();
    expect(harness.updatePhone.list).toHaveLength(0);
    harness.clock.increment(100);
    expect(harness.welcome()!.getSnapshot().value).toBe('celebrating');
    harness.welcome()!.send({ type: 'celebration.liveChat' });
    expect(harness.effects.liveChat).toBe(1);
    expect(harness.types()).toContain('dialog.close');
  });

  it('with a trial bonus: asks for the phone code at once, then the code, then celebrates and claims', async () => {
    const harness = startRegister();
    await ready(harness);
    harness.child.send(submit('fast', fastValues, 50));
    harness.register.last().answer.resolve(registered);
    await flush();
    expect(harness.updatePhone.list.map((c) => c.input)).toEqual([{ step: 1, phone: '905321234567' }]);
    harness.updatePhone.last().answer.resolve({ message: 'Kod gönderildi.' });
    await flush();
    const welcome = harness.welcome()!;
    expect(harness.phoneCode()!.getSnapshot().matches('enterCode')).toBe(true);
    harness.phoneCode()!.send({ type: 'phone.codeChanged', code: '123456' });
    harness.phoneCode()!.send({ type: 'phone.verify' });
    expect(harness.updatePhone.last().input).toEqual({ step: 2, phone: '905321234567', code: '123456' });
    harness.updatePhone.last().answer.resolve({ message: 'Telefon doğrulandı.' });
    await flush();
    expect(harness.session).toEqual([{ type: 'session.phoneVerified', phone: '905321234567' }]);
    harness.clock.increment(100);
    expect(welcome.getSnapshot().value).toBe('celebrating');
    expect(welcome.getSnapshot().context.trialBonusAmount).toBe(50);
    welcome.send({ type: 'celebration.deposit' });
    expect(welcome.getSnapshot().value).toBe('celebrating');
    welcome.send({ type: 'celebration.claim' });
    harness.claim.last().answer.resolve({ message: '50 TL' });
    await flush();
    expect(harness.effects.confetti).toHaveLength(2);
    harness.clock.increment(999);
    expect(harness.types()).not.toContain('dialog.close');
    harness.clock.increment(1);
    expect(harness.types()).toContain('dialog.close');
    expect(harness.child.getSnapshot().status).toBe('done');
  });
});
