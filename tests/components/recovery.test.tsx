// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { settle } from './app-harness';
import { fakeCall, findDialog, renderIdentity, typeInto, wait } from './identity-app-harness';

async function openRecovery() {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Giriş Yap' }));
  const login = await findDialog('Giriş Yap');
  fireEvent.click(await login.findByRole('button', { name: 'Şifremi Unuttum' }, wait));
  return findDialog('Şifremi Unuttum');
}

describe('account recovery dialog', () => {
  it('opens from the login dialog and walks the four steps, then shows the login form after 1 s', async () => {
    const { calls } = renderIdentity();
    const dialog = await openRecovery();
    expect(await dialog.findByText('Adım 1 / 4', {}, wait)).toBeTruthy();
    typeInto(await dialog.findByLabelText('Kullanıcı Adı', {}, wait), 'deniz01');
    fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
    expect(await dialog.findByText(/Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi/, {}, wait)).toBeTruthy();
    expect(calls.sendReset.calls).toEqual([{ username: 'deniz01' }]);

    typeInto(dialog.getByLabelText('Sıfırlama Kodu'), '123456');
    fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
    expect(await dialog.findByText('Lütfen yeni şifrenizi girin', {}, wait)).toBeTruthy();
    expect(calls.checkReset.calls).toEqual([{ username: 'deniz01', code: '123456' }]);

    typeInto(dialog.getByLabelText('Şifre'), 'newpass1');
    typeInto(dialog.getByLabelText('Şifre Tekrar'), 'newpass1');
    fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
    expect(await dialog.findByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.', {}, wait)).toBeTruthy();
    expect(calls.resetPassword.calls).toEqual([{ username: 'deniz01', code: '123456', password: 'newpass1', password2: 'newpass1' }]);
    expect(screen.queryByRole('dialog', { name: 'Giriş Yap' })).toBeNull();
    await settle(1050);
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
  });

  it('names the dialog once: the title says Şifremi Unuttum, the steps say what they ask', async () => {
    renderIdentity();
    const dialog = await openRecovery();
    expect(await dialog.findByText('Adım 1 / 4', {}, wait)).toBeTruthy();
    expect(dialog.getAllByText('Şifremi Unuttum')).toHaveLength(1);
  });

  it('an invalid form does nothing and shows the rule; a refused code keeps step 2 with the server message', async () => {
    const { calls } = renderIdentity({ checkReset: fakeCall(() => new Error('Kod hatalı ya da süresi dolmuş.')) });
    const dialog = await openRecovery();
    typeInto(await dialog.findByLabelText('Kullanıcı Adı', {}, wait), 'den');
    fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
    expect(await dialog.findByText('En az 5 karakter olmalı', {}, wait)).toBeTruthy();
    expect(calls.sendReset.calls).toEqual([]);
    typeInto(dialog.getByLabelText('Kullanıcı Adı'), 'deniz01');
    fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
    typeInto(await dialog.findByLabelText('Sıfırlama Kodu', {}, wait), '000000');
    fireEvent.click(dialog.getByRole('button', { name: 'Devam Et' }));
    expect(await screen.findByText('Kod hatalı ya da süresi dolmuş.', {}, wait)).toBeTruthy();
    expect(dialog.getByText('Adım 2 / 4')).toBeTruthy();
  });

  it('opens the sign-up form from Not a Member? Sign Up Now!', async () => {
    renderIdentity();
    const dialog = await openRecovery();
    fireEvent.click(await dialog.findByRole('button', { name: 'Hemen Kaydolun!' }, wait));
    expect(await screen.findByRole('dialog', { name: 'Kayıt Ol' }, wait)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Şifremi Unuttum' })).toBeNull();
  });
});
