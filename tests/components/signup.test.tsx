// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authData } from '../unit/machines/shell-harness';
import { fail, ok } from './fake-network';
import { currentPath, settle } from './app-harness';
import { openSignUp, renderSignUp, type, typeMasked } from './signup-app-harness';

const wait = { timeout: 10_000 };

// jsdom cannot draw: the confetti library is the one piece of the page replaced, to record its bursts.
const bursts = vi.hoisted(() => [] as unknown[]);
vi.mock('canvas-confetti', () => ({
  default: { create: () => async (options: unknown) => void bursts.push(options) },
}));

type Panel = Awaited<ReturnType<typeof openSignUp>>['panel'];

function fillAccount(panel: Panel) {
  type(panel.getByLabelText('Ad'), 'Deniz');
  type(panel.getByLabelText('Soyad'), 'Yılmaz');
  type(panel.getByLabelText('Kullanıcı Adı'), 'deniz01');
  type(panel.getByLabelText('E-posta'), 'deniz@example.com');
  type(panel.getByLabelText('Şifre'), 'secret1');
  type(panel.getByLabelText('Şifre Tekrar'), 'secret1');
  typeMasked(panel.getByLabelText('Telefon'), '5321234567');
}

describe('sign-up modal', () => {
  it('opens from the header on the Fast Register tab; arrow keys move between the tabs', async () => {
    renderSignUp();
    const { dialog } = await openSignUp();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Hızlı Kayıt', 'true'],
      ['Standart Kayıt', 'false'],
    ]);
    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(within(dialog).getByRole('tabpanel', { name: 'Standart Kayıt' })).toBeTruthy();
    expect(within(dialog).queryByRole('tabpanel', { name: 'Hızlı Kayıt' })).toBeNull();
    fireEvent.keyDown(tabs[1], { key: 'ArrowRight' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
  });

  it('shows localized errors once a field is left, in Turkish and in English', async () => {
    renderSignUp();
    const { panel } = await openSignUp();
    fireEvent.blur(panel.getByLabelText('Ad'));
    type(panel.getByLabelText('Soyad'), 'Yılmaz2');
    type(panel.getByLabelText('Şifre'), 'secret1');
    type(panel.getByLabelText('Şifre Tekrar'), 'secret2');
    await settle();
    expect(panel.getByText('Bu alan zorunludur')).toBeTruthy();
    expect(panel.getByText('Yalnızca harf kullanılabilir')).toBeTruthy();
    expect(panel.getByText('Girilen değerler eşleşmiyor')).toBeTruthy();
    expect(panel.getByLabelText('Ad').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the errors in English when English is chosen', async () => {
    renderSignUp({ locale: 'en' });
    const { panel } = await openSignUp('Fast Register');
    fireEvent.blur(panel.getByLabelText('Name'));
    typeMasked(panel.getByLabelText('Phone'), '53212');
    await settle();
    expect(panel.getByText('This field is required')).toBeTruthy();
    expect(panel.getByText('The phone number must be 90 followed by 10 digits')).toBeTruthy();
  });

  it('keeps Register disabled until the form is valid, then sends the fast payload', async () => {
    const { calls } = renderSignUp();
    const { panel } = await openSignUp();
    const submit = panel.getByRole('button', { name: 'Kayıt Ol' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fillAccount(panel);
    expect(panel.getByLabelText('Telefon')).toHaveProperty('value', '+90 532 123 45 67');
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false), wait);
    type(panel.getByLabelText('Şifre Tekrar'), 'secret9');
    await settle();
    expect(submit.hasAttribute('disabled')).toBe(true);
    type(panel.getByLabelText('Şifre Tekrar'), 'secret1');
    await settle();
    fireEvent.click(submit);
    await settle();
    expect(calls.register).toEqual([
      expect.objectContaining({ username: 'deniz01', phone: '905321234567', country: 235, isFast: true, trialBonus: false }),
    ]);
    expect(panel.getByRole('button', { name: 'Kaydediliyor...' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers the trial bonus checkbox only when the site has a trial bonus', async () => {
    renderSignUp({ trialBonusAmount: 50 });
    const { panel } = await openSignUp();
    expect(panel.getByRole('checkbox', { name: '₺50,00 deneme bonusunu almak istiyorum' })).toBeTruthy();
  });

  it('hides the trial bonus checkbox when the amount is 0', async () => {
    renderSignUp({ trialBonusAmount: 0 });
    const { panel } = await openSignUp('Standart Kayıt');
    expect(panel.queryByRole('checkbox')).toBeNull();
  });

  it('shows the country list 300 ms after it loads, with Türkiye preselected', async () => {
    renderSignUp();
    const { panel } = await openSignUp('Standart Kayıt');
    const select = panel.getByLabelText('Ülke') as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false), wait);
    expect([...select.options].map((o) => o.textContent)).toEqual(['Ülke Seçin', 'Türkiye', 'Almanya']);
    expect(select.value).toBe('235');
    expect(panel.getAllByRole('textbox', { name: /Gün|Ay|Yıl/ }).map((box) => box.getAttribute('placeholder'))).toEqual(['GG', 'AA', 'YYYY']);
  });

  it('shows a refusal as a toast and on its field, until the player changes the value', async () => {
    const refusal = fail(409, 'Bu kullanıcı adı zaten kullanılıyor.', { username: 'Bu kullanıcı adı zaten kullanılıyor.' });
    renderSignUp({ register: async () => refusal });
    const { panel, dialog } = await openSignUp();
    fillAccount(panel);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Kayıt Ol' }).hasAttribute('disabled')).toBe(false), wait);
    fireEvent.click(panel.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(within(dialog).getAllByText('Bu kullanıcı adı zaten kullanılıyor.')).toHaveLength(2), wait);
    expect(panel.getByLabelText('Kullanıcı Adı').getAttribute('aria-invalid')).toBe('true');
    type(panel.getByLabelText('Kullanıcı Adı'), 'deniz02');
    await settle();
    expect(panel.getByLabelText('Kullanıcı Adı').getAttribute('aria-invalid')).toBeNull();
  });

  it('with the trial bonus, the code is asked at once and Onayla waits for all six digits', async () => {
    const { calls } = renderSignUp({
      register: async () => ok(authData({ username: 'deniz01' }), 'Kaydınız tamamlandı.'),
      updatePhone: async () => ok(null, 'Kod gönderildi.'),
    });
    const { panel, dialog } = await openSignUp();
    fillAccount(panel);
    fireEvent.click(panel.getByRole('checkbox', { name: '₺50,00 deneme bonusunu almak istiyorum' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'Kayıt Ol' }).hasAttribute('disabled')).toBe(false), wait);
    fireEvent.click(panel.getByRole('button', { name: 'Kayıt Ol' }));
    const codeField = await within(dialog).findByLabelText('SMS Kodu', {}, wait);
    expect(calls.phone).toEqual([{ step: 1, phone: '905321234567' }]);
    const verify = within(dialog).getByRole('button', { name: 'Onayla' });
    typeMasked(codeField, '12345');
    await settle();
    expect(verify.hasAttribute('disabled')).toBe(true);
    typeMasked(codeField, '123456');
    await waitFor(() => expect(verify.hasAttribute('disabled')).toBe(false), wait);
  });

  it('after a fast sign-up without a bonus: signed in, celebration with Deposit and Live Chat', async () => {
    renderSignUp({ register: async () => ok(authData({ username: 'deniz01' }), 'Kaydınız tamamlandı.') });
    const { panel, dialog } = await openSignUp();
    fillAccount(panel);
    await waitFor(() => expect(panel.getByRole('button', { name: 'Kayıt Ol' }).hasAttribute('disabled')).toBe(false), wait);
    fireEvent.click(panel.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await within(dialog).findByRole('heading', { name: 'Tebrikler!' }, wait)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('deniz01')).toBeTruthy();
    await waitFor(() => expect(bursts).toEqual([{ particleCount: 150, spread: 180, origin: { y: 0.6 } }]), wait);
    expect(within(dialog).queryByRole('button', { name: 'Evet' })).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Canlı Destek' })));
    const chat = await screen.findByRole('dialog', { name: 'Canlı Destek' }, wait);
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toEqual([chat]), wait);
  });
});

describe('register dialog', () => {
  it('the short variant leaves out TC No, Birthdate and Country but still sends country 235 and currencyId 1', async () => {
    const { actor, calls } = renderSignUp();
    actor.system.get('dialogs').send({ type: 'dialog.open', name: 'register', props: { variant: 'short' } });
    const dialog = within(await screen.findByRole('dialog', { name: 'Kayıt Ol' }, wait));
    await dialog.findByLabelText('Ad', {}, wait);
    expect(dialog.queryByRole('tablist')).toBeNull();
    expect(dialog.queryByLabelText('TC Kimlik No')).toBeNull();
    expect(dialog.queryByLabelText('Ülke')).toBeNull();
    expect(dialog.queryByRole('group', { name: 'Doğum Tarihi' })).toBeNull();
    fillAccount(dialog as unknown as Panel);
    fireEvent.click(dialog.getByRole('checkbox'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Kayıt Ol' }).hasAttribute('disabled')).toBe(false), wait);
    fireEvent.click(dialog.getByRole('button', { name: 'Kayıt Ol' }));
    await settle();
    expect(calls.register).toHaveLength(1);
    expect(calls.register[0]).toMatchObject({ country: 235, currencyId: 1, trialBonus: true, phone: '905321234567' });
    expect(calls.register[0]).not.toHaveProperty('PersonalNo');
    expect(calls.register[0]).not.toHaveProperty('isFast');
  });

  it('the full variant has every field and links to the login form', async () => {
    const { actor } = renderSignUp();
    actor.system.get('dialogs').send({ type: 'dialog.open', name: 'register' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Kayıt Ol' }, wait));
    expect(await dialog.findByLabelText('TC Kimlik No', {}, wait)).toBeTruthy();
    expect(dialog.getByRole('group', { name: 'Doğum Tarihi' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Hemen Giriş Yapın!' }));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' }, wait)).toBeTruthy();
  });
});
