// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fail, ok } from './fake-network';
import { authData } from '../unit/machines/shell-harness';
import { renderApp, settle } from './app-harness';

async function openLogin() {
  const opener = within(screen.getByRole('banner')).getByRole('button', { name: 'Giriş Yap' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Giriş Yap' }, { timeout: 10_000 });
  const form = within(dialog);
  await form.findByLabelText('Kullanıcı Adı', {}, { timeout: 10_000 });
  return { dialog, form, opener };
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('login dialog', () => {
  it('shows localized errors for an empty form and keeps the Login button usable', async () => {
    const { network } = renderApp();
    const { form } = await openLogin();
    const submit = form.getByRole('button', { name: 'Giriş Yap' });
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(form.queryByText('Bu alan zorunludur')).toBeNull();
    fireEvent.click(submit);
    await settle();
    expect(form.getAllByText('Bu alan zorunludur')).toHaveLength(2);
    expect(form.getByLabelText('Kullanıcı Adı').getAttribute('aria-invalid')).toBe('true');
    expect(network.calls('POST auth/login')).toEqual([]);
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('checks the lengths of product §5 as the player types', async () => {
    renderApp();
    const { form } = await openLogin();
    type(form.getByLabelText('Kullanıcı Adı'), 'de');
    fireEvent.blur(form.getByLabelText('Kullanıcı Adı'));
    type(form.getByLabelText('Şifre'), '1234');
    fireEvent.blur(form.getByLabelText('Şifre'));
    await settle();
    expect(form.getByText('En az 3 karakter olmalı')).toBeTruthy();
    expect(form.getByText('En az 5 karakter olmalı')).toBeTruthy();
    type(form.getByLabelText('Kullanıcı Adı'), 'deniz01');
    await settle();
    expect(form.queryByText('En az 3 karakter olmalı')).toBeNull();
  });

  it('shows the errors in English when English is chosen', async () => {
    renderApp({ locale: 'en' });
    const opener = within(screen.getByRole('banner')).getByRole('button', { name: 'Login' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Login' }));
    await settle();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
  });

  it('shows the server message as an error toast and keeps the dialog open', async () => {
    const { network } = renderApp({ server: { 'POST auth/login': () => fail(401, 'Kullanıcı adı veya şifre hatalı.') } });
    const { form } = await openLogin();
    type(form.getByLabelText('Kullanıcı Adı'), 'deniz01');
    type(form.getByLabelText('Şifre'), 'wrong1');
    fireEvent.click(form.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(network.calls('POST auth/login').map((r) => r.body)).toEqual([{ username: 'deniz01', password: 'wrong1' }]);
    expect(screen.getByRole('dialog', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('a wrong password’s message goes with the login form: recovery opens without it', async () => {
    renderApp({ server: { 'POST auth/login': () => fail(401, 'Kullanıcı adı veya şifre hatalı.') } });
    const { form } = await openLogin();
    type(form.getByLabelText('Kullanıcı Adı'), 'deniz01');
    type(form.getByLabelText('Şifre'), 'wrong1');
    fireEvent.click(form.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Şifremi Unuttum' }));
    await screen.findByRole('dialog', { name: 'Şifremi Unuttum' }, { timeout: 10_000 });
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Kullanıcı adı veya şifre hatalı.')).toBeNull();
  });

  it('signs in: success toast, every dialog closed, the header shows the player', async () => {
    const player = authData({ username: 'deniz01' });
    renderApp({ server: { 'POST auth/login': () => ok(player, 'Giriş başarılı.') } });
    const { form } = await openLogin();
    type(form.getByLabelText('Kullanıcı Adı'), 'deniz01');
    type(form.getByLabelText('Şifre'), 'secret1');
    fireEvent.click(form.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Giriş başarılı.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('deniz01')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('authData') ?? 'null')).toEqual(player);
  });

  it('a player under a time-out is told until when and offered only withdrawal and history', async () => {
    const player = authData({ username: 'deniz01', exclusion: { kind: 'timeout', until: '2026-12-04T09:30:00.000Z' } });
    renderApp({ server: { 'POST auth/login': () => ok(player, 'Giriş başarılı.') } });
    const { form } = await openLogin();
    type(form.getByLabelText('Kullanıcı Adı'), 'deniz01');
    type(form.getByLabelText('Şifre'), 'secret1');
    fireEvent.click(form.getByRole('button', { name: 'Giriş Yap' }));
    const notice = await screen.findByRole('dialog', { name: 'Hesabınız oyuna kapalı' }, { timeout: 10_000 });
    expect((await within(notice).findByRole('alert', {}, { timeout: 10_000 })).textContent).toMatch(/^4 Ara 2026 \d\d:30 tarihine kadar mola veriyorsunuz/);
    expect(within(notice).getByRole('link', { name: 'Para Çek' }).getAttribute('href')).toBe('/dashboard/withdraw');
    expect(within(notice).getByRole('link', { name: 'İşlem geçmişi' }).getAttribute('href')).toBe('/dashboard/financial-activities');
    expect(screen.queryByRole('dialog', { name: 'Giriş Yap' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('deniz01')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('link', { name: 'Para Çek' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/dashboard/withdraw');
  });

  it('closes on Escape and on its close button, giving the focus back', async () => {
    renderApp();
    const first = await openLogin();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first.opener);
    const second = await openLogin();
    fireEvent.click(within(second.dialog).getByRole('button', { name: 'Kapat' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves the focus into the dialog', async () => {
    renderApp();
    const { dialog } = await openLogin();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Not a Member? Sign Up Now! replaces the login form with the sign-up modal', async () => {
    renderApp();
    const { form } = await openLogin();
    expect(form.getByText(/Üye değil misiniz\?/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Hemen Kaydolun!' }));
    expect(await screen.findByRole('tab', { name: 'Hızlı Kayıt', selected: true }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Kayıt Ol']);
  });
});

describe('dialog manager view', () => {
  it('shows one dialog at a time', async () => {
    const { actor } = renderApp();
    await openLogin();
    actor.system.get('dialogs').send({
      type: 'dialog.open',
      name: 'promotion',
      props: { promotion: { id: 1, title: 'Hoş Geldin Bonusu', image: '/media/promotions/1.svg', description: '<p>Yüzde yüz</p>' } },
    });
    const promotion = await screen.findByRole('dialog', { name: 'Hoş Geldin Bonusu' }, { timeout: 10_000 });
    expect(screen.getAllByRole('dialog')).toEqual([promotion]);
  });
});
