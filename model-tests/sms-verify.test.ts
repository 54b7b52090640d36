// @vitest-environment jsdom
import { describe, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { providedPhoneCodeMachine, providedSmsVerifyMachine } from '../src/features/auth/phone-flows';
import { renderIdentity, wait } from '../tests/components/identity-harness';
import { authData } from '../tests/unit/machines/shell-harness';
import { laterServer, playOnScreen } from './phone-code-screen';
import { changingPaths, transitionPaths } from './phone-code-paths';
import { coveringPaths } from './register-model';
import { describePath } from './shell-replay';

const input = { phone: '905551112233' };
// The SMS dialog offers no resend link and shows no countdown (product §2): paths using them are not playable here.
const paths = coveringPaths(changingPaths(transitionPaths(input)).filter((p) => !p.steps.some((s) => /^(phone\.resend|xstate\.after\.)/.test(s.event.type))));

describe('phone-code paths on the rendered SMS dialog, against the hand-written model', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const server = laterServer();
    const flow = providedSmsVerifyMachine.provide({
      actors: { phoneCode: providedPhoneCodeMachine.provide({ actors: { updatePhone: server.updatePhone } }) },
    });
    const { actor } = renderIdentity({}, { path: '/dashboard', authData: authData({ phone: input.phone }), flows: { smsVerify: flow } });
    fireEvent.click(await screen.findByRole('button', { name: 'Telefonu Doğrula' }, wait));
    const dialog = within(await screen.findByRole('dialog', { name: 'SMS Doğrulama' }, wait));
    await dialog.findByLabelText('Telefon', {}, wait);
    const flowActor = () => actor.system.get('dialogs')!.getSnapshot().context.flow as AnyActorRef;
    await playOnScreen(dialog, {
      labels: { send: 'Kod Gönder', verify: 'Doğrula', busy: 'Lütfen bekleyin...', updateNumber: 'Telefon Numarasını Değiştir', resend: null },
      typedPhone: (phone) => phone,
      verified: (view) => view.queryByText('Tebrikler!') !== null,
      phoneOnCodePage: false,
      codeActor: () => flowActor().getSnapshot().children.phoneCode,
      session: () => actor.system.get('session')!.getSnapshot().context.authData,
    }, server, path, input);
  });
});
