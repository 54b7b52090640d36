// @vitest-environment jsdom
import { afterEach, describe, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { providedPhoneCodeMachine, providedPhoneVerificationMachine } from '../src/features/auth/phone-flows';
import { renderIdentity, wait } from '../tests/components/identity-harness';
import { authData } from '../tests/unit/machines/shell-harness';
import { laterServer, playOnScreen } from './phone-code-screen';
import { changingPaths, transitionPaths } from './phone-code-paths';
import { coveringPaths } from './register-model';
import { describePath } from './shell-replay';

const input = { phone: '905551112233', locked: true };
// A few paths that together take every transition of the phone-code machine, from the not-verified page.
const paths = coveringPaths(changingPaths(transitionPaths(input)));

afterEach(() => {
  vi.useRealTimers();
});

describe('phone-code paths on the rendered Phone Verification dialog, against the hand-written model', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const server = laterServer();
    const flow = providedPhoneVerificationMachine.provide({
      actors: { phoneCode: providedPhoneCodeMachine.provide({ actors: { updatePhone: server.updatePhone } }) },
    });
    const { actor } = renderIdentity({}, { path: '/dashboard/account', authData: authData({ phone: input.phone }), flows: { phoneVerification: flow } });
    fireEvent.click(await screen.findByRole('button', { name: 'Telefonu Doğrula' }, wait));
    const dialog = within(await screen.findByRole('dialog', { name: 'Telefon Doğrulama' }, wait));
    await dialog.findByLabelText('Telefon', {}, wait);
    vi.useFakeTimers();
    const flowActor = () => actor.system.get('dialogs')!.getSnapshot().context.flow as AnyActorRef;
    await playOnScreen(dialog, {
      labels: { send: 'Kod Gönder', verify: 'Doğrula', busy: 'Lütfen bekleyin...', updateNumber: 'Numarayı Güncelle', resend: 'Yeniden göndermek için tıklayın' },
      typedPhone: (phone) => phone,
      // The page text and the badge (from the session) both say verified.
      verified: (view) => view.queryByText('Telefon numaranız doğrulandı.') !== null && view.queryByText('Doğrulandı') !== null,
      phoneOnCodePage: false,
      codeActor: () => flowActor().getSnapshot().children.phoneCode,
      session: () => actor.system.get('session')!.getSnapshot().context.authData,
    }, server, path, input);
  });
});
