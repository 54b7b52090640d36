import { fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { AdminApp } from '../../src/admin/app';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { providedSession, storedSession } from '../../src/admin/provide';
import { fakeNetwork, ok, type Routes } from './fake-network';

/**
 * What the back office's component tests share: jsdom has no <dialog> modality, so showModal/close and Escape's
 * cancel are given to it as the browser does them (the autofocused field, or the first control, gets the focus).
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __adminPolyfill?: boolean };
  if (proto.__adminPolyfill) return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>('button, input, textarea'))?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.addEventListener('keydown', (event) => {
    const top = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (event.key === 'Escape' && top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) (top as HTMLDialogElement).close();
  });
  proto.__adminPolyfill = true;
}

/** The back office started at `path` as the page starts it, over a fake network whose sign-in answers operator ayse in `role`. */
export function renderAdminAt(path: string, role: string, routes: Routes) {
  window.history.replaceState(null, '', path);
  const network = fakeNetwork({
    'POST admin/login': () => ok({ step: 'code', challengeToken: 'e'.repeat(43) }),
    'POST admin/login/code': () => ok({ token: 't0k3n', operator: { id: 7, username: 'ayse', role } }),
    ...routes,
  });
  const session = createActor(providedSession, { input: { stored: storedSession() } }).start();
  render(
    <AdminI18nProvider initial="tr">
      <AdminApp session={session} />
    </AdminI18nProvider>,
  );
  return { network };
}

/** Signs ayse in: password, then the one-time code. */
export async function signInAyse() {
  fireEvent.change(await screen.findByLabelText('Kullanıcı adı'), { target: { value: 'ayse' } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
  fireEvent.change(await screen.findByLabelText('6 haneli kod'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
  await screen.findByText('ayse');
}
