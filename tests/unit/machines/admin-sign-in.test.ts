import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import type { OperatorLoginPayload, OperatorLoginStep, OperatorSignedIn } from '../../../contracts/admin';
import { adminSessionMachine } from '../../../machines/admin-session.machine';
import { adminSignInMachine, type CodeRequest } from '../../../machines/admin-sign-in.machine';
import { deferred, flush } from './shell-harness';

const TOKEN = 'a'.repeat(43);
const enroll: OperatorLoginStep = { step: 'enroll', enrollToken: TOKEN, otpauthUrl: 'otpauth://totp/Kasa:ayse?secret=JBSWY3DPEHPK3PXP', qrDataUrl: 'data:image/png;base64,AA' };
const signedIn: OperatorSignedIn = { token: 't0k3n', operator: { id: 1, username: 'ayse', role: 'finance' } };

function start(step: OperatorLoginStep = enroll) {
  const passwords: OperatorLoginPayload[] = [];
  const codes: CodeRequest[] = [];
  let password = deferred<OperatorLoginStep>();
  let code = deferred<OperatorSignedIn>();
  const machine = adminSignInMachine.provide({
    actors: {
      checkPassword: fromPromise(({ input }) => {
        passwords.push(input);
        return password.promise;
      }),
      checkCode: fromPromise(({ input }) => {
        codes.push(input);
        return code.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    passwords,
    codes,
    answerPassword: async (answer: OperatorLoginStep | Error = step) => {
      if (answer instanceof Error) password.reject(answer);
      else password.resolve(answer);
      password = deferred();
      await flush();
    },
    answerCode: async (answer: OperatorSignedIn | Error = signedIn) => {
      if (answer instanceof Error) code.reject(answer);
      else code.resolve(answer);
      code = deferred();
      await flush();
    },
  };
}

describe('back-office sign-in', () => {
  it('does not check an empty username or password', () => {
    const { actor, passwords } = start();
    actor.send({ type: 'signIn.submit', values: { username: '', password: 'x' } });
    actor.send({ type: 'signIn.submit', values: { username: 'ayse', password: '' } });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(passwords).toEqual([]);
  });

  it('shows the server\'s refusal of a wrong password and lets the operator try again', async () => {
    const { actor, passwords, answerPassword } = start();
    actor.send({ type: 'signIn.submit', values: { username: 'ayse', password: 'wrong' } });
    expect(actor.getSnapshot().value).toBe('checkingPassword');
    await answerPassword(new Error('Kullanıcı adı veya şifre hatalı.'));
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.error).toBe('Kullanıcı adı veya şifre hatalı.');
    actor.send({ type: 'signIn.submit', values: { username: 'ayse', password: 'right-one' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(passwords).toHaveLength(2);
  });

  it('enrolls a first-time operator: the enroll step, then the code goes with the enroll token and the one-time enrollment code, and the flow ends signed in', async () => {
    const { actor, codes, answerPassword, answerCode } = start();
    actor.send({ type: 'signIn.submit', values: { username: 'ayse', password: 'secret-password' } });
    await answerPassword();
    expect(actor.getSnapshot().value).toBe('enroll');
    expect(actor.getSnapshot().context.step).toEqual(enroll);
    actor.send({ type: 'signIn.code', code: '12345', enrollCode: 'ABCD-EFGH-JKMN' });
    expect(actor.getSnapshot().value).toBe('enroll');
    // Without the one-time enrollment code nothing is sent.
    actor.send({ type: 'signIn.code', code: '123456' });
    expect(actor.getSnapshot().value).toBe('enroll');
    actor.send({ type: 'signIn.code', code: '123456', enrollCode: 'ABCD-EFGH-JKMN' });
    expect(codes).toEqual([{ code: '123456', enrollToken: TOKEN, enrollCode: 'ABCD-EFGH-JKMN' }]);
    await answerCode();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(signedIn);
  });

  it('asks an enrolled operator for the code with the challenge token; a wrong code stays on the code step with the message', async () => {
    const { actor, codes, answerPassword, answerCode } = start({ step: 'code', challengeToken: TOKEN });
    actor.send({ type: 'signIn.submit', values: { username: 'ayse', password: 'secret-password' } });
    await answerPassword();
    expect(actor.getSnapshot().value).toBe('code');
    actor.send({ type: 'signIn.code', code: '000000' });
    await answerCode(new Error('Kod hatalı.'));
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().context.error).toBe('Kod hatalı.');
    actor.send({ type: 'signIn.code', code: '654321' });
    expect(codes).toEqual([
      { code: '000000', challengeToken: TOKEN },
      { code: '654321', challengeToken: TOKEN },
    ]);
  });

  it('starts over from username and password', async () => {
    const { actor, answerPassword } = start();
    actor.send({ type: 'signIn.submit', values: { username: 'ayse', password: 'secret-password' } });
    await answerPassword();
    actor.send({ type: 'signIn.restart' });
    expect(actor.getSnapshot().value).toBe('credentials');
    expect(actor.getSnapshot().context.step).toBeNull();
  });
});

describe('back-office session', () => {
  function session(stored: OperatorSignedIn | null, me: () => Promise<OperatorSignedIn['operator']>) {
    const log: string[] = [];
    let expire: (() => void) | null = null;
    const machine = adminSessionMachine.provide({
      actors: {
        signIn: adminSignInMachine.provide({
          actors: {
            checkPassword: fromPromise<OperatorLoginStep, OperatorLoginPayload>(async () => ({ step: 'code', challengeToken: TOKEN })),
            checkCode: fromPromise(async () => signedIn),
          },
        }),
        loadMe: fromPromise(me),
        signOut: fromPromise(async () => ({ message: 'Çıkış yapıldı.' })),
        watchUnauthorized: fromCallback(({ sendBack }) => {
          expire = () => sendBack({ type: 'session.expired' });
        }),
      },
      actions: {
        applyToken: (_, { token }) => void log.push(`token:${token}`),
        storeSession: (_, { session: kept }) => void log.push(`store:${kept.operator.username}`),
        clearSession: () => void log.push('clear'),
        expiredToast: () => void log.push('expired'),
        toast: (_, { message }) => void log.push(`toast:${message}`),
      },
    });
    const actor = createActor(machine, { input: { stored } }).start();
    return { actor, log, expire: () => expire?.() };
  }

  it('signs in through its sign-in child, keeps the session, and a 401 returns to sign-in', async () => {
    const { actor, log, expire } = session(null, () => Promise.reject(new Error('no')));
    expect(actor.getSnapshot().value).toBe('signedOut');
    const child = actor.getSnapshot().children.signIn as AnyActorRef;
    child.send({ type: 'signIn.submit', values: { username: 'ayse', password: 'secret-password' } });
    await flush();
    child.send({ type: 'signIn.code', code: '123456' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.operator).toEqual(signedIn.operator);
    expect(log).toContain('store:ayse');
    expect(log.at(-1)).toBe('token:t0k3n');
    expire();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(log.slice(-3)).toEqual(['expired', 'clear', 'token:null']);
  });

  it('restores a kept session only when the server still knows it', async () => {
    const kept = session(signedIn, async () => signedIn.operator);
    await flush();
    expect(kept.actor.getSnapshot().value).toBe('signedIn');
    const gone = session(signedIn, () => Promise.reject(new Error('401')));
    await flush();
    expect(gone.actor.getSnapshot().value).toBe('signedOut');
    expect(gone.log).toContain('clear');
  });

  it('signs out through the server and forgets the session', async () => {
    const { actor, log } = session(signedIn, async () => signedIn.operator);
    await flush();
    actor.send({ type: 'session.signOut' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(log).toContain('toast:Çıkış yapıldı.');
    expect(log).toContain('clear');
  });
});
