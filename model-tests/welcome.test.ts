// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { settle } from '../tests/components/render-app';
import { openSignUp } from '../tests/components/signup-harness';
import { fastValues, registered } from '../tests/unit/machines/register-harness';
import { laterServer, playOnScreen } from './phone-code-screen';
import { changingPaths, transitionPaths } from './phone-code-paths';
import { coveringPaths } from './register-model';
import { describePath } from './shell-replay';
import { clickRegister, fill, startDriver } from './signup-driver';

const input = { phone: fastValues.phone, sendAtOnce: true };
// The registration phone step offers no resend link and shows no countdown (product §2): paths using them are not playable here.
const paths = coveringPaths(changingPaths(transitionPaths(input)).filter((p) => !p.steps.some((s) => /^(phone\.resend|xstate\.after\.)/.test(s.event.type))));

describe('phone-code paths on the rendered registration phone step, against the hand-written model', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const server = laterServer();
    const driver = startDriver({ trialBonusAmount: 50, readAttribution: undefined, loadForm: undefined, register: async () => registered, updatePhone: server.call });
    const { dialog } = await openSignUp();
    await settle(320);
    await clickRegister(await fill('fast', { ...fastValues, trialBonus: true }));
    const view = within(dialog);
    await view.findByRole('heading', { name: 'Telefon Doğrulama' }, { timeout: 3000 });
    const welcome = () => (driver.actor.system.get('dialogs')!.getSnapshot().context.flow as AnyActorRef).getSnapshot().children.welcome as AnyActorRef;
    await playOnScreen(view, {
      labels: { send: 'Doğrula', verify: 'Onayla', busy: 'Gönderiliyor...', updateNumber: 'Telefon Numarasını Değiştir', resend: null },
      typedPhone: (phone) => phone.replace(/^90/, ''),
      verified: (v) => v.queryByRole('heading', { name: 'Telefon Doğrulama' }) === null,
      phoneOnCodePage: true,
      // Change Phone Number and Skip Verification wait while a request is under way.
      withheld: (type, { busy }) => type === 'phone.updateNumber' && busy,
      codeActor: () => welcome().getSnapshot().children.phoneCode,
      session: () => driver.actor.system.get('session')!.getSnapshot().context.authData,
    }, server, path, input);
    // product §4: an accepted code shows the celebration about 100 ms later, with Yes for the trial bonus.
    if (path.state.status === 'done') await waitFor(() => view.getByRole('button', { name: 'Evet' }), { timeout: 1000 });
  });
});
