// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { authData } from '../unit/machines/shell-harness';
import { fakeCall, findDialog, renderIdentity, typeMasked, wait } from './identity-app-harness';

afterEach(() => {
  vi.useRealTimers();
});

const openFromAccount = async (button: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: button }, wait));
};

describe('phone verification dialog', () => {
  it('starts at Verified for an SMS-verified player', async () => {
    renderIdentity({}, { path: '/dashboard/account', authData: authData({ smsVerified: true }) });
    await openFromAccount(/Numarayı Güncelle/);
    const dialog = await findDialog('Telefon Doğrulama');
    expect(await dialog.findByText('Telefon numaranız doğrulandı.', {}, wait)).toBeTruthy();
    expect(dialog.getByText('Doğrulandı')).toBeTruthy();
    expect((dialog.getByLabelText('Telefon') as HTMLInputElement).disabled).toBe(true);
  });

  it('sends a code, counts 60 s down, then offers Click to resend; a valid code verifies the player', async () => {
    const { calls, actor } = renderIdentity({}, { path: '/dashboard/account', authData: authData() });
    await openFromAccount(/Telefonu Doğrula/);
    const dialog = await findDialog('Telefon Doğrulama');
    expect(await dialog.findByText('Doğrulanmadı', {}, wait)).toBeTruthy();
    expect((dialog.getByLabelText('Telefon') as HTMLInputElement).value).toBe('+90 555 111 22 33');
    vi.useFakeTimers();
    fireEvent.click(dialog.getByRole('button', { name: 'Kod Gönder' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.sendCode.calls).toEqual([{ phone: '905551112233' }]);
    expect(dialog.getByText('60 saniye sonra yeniden kod isteyebilirsiniz')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dialog.getByText('59 saniye sonra yeniden kod isteyebilirsiniz')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    fireEvent.click(dialog.getByRole('button', { name: 'Yeniden göndermek için tıklayın' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.sendCode.calls).toHaveLength(2);
    expect(dialog.getByText('60 saniye sonra yeniden kod isteyebilirsiniz')).toBeTruthy();

    typeMasked(dialog.getByLabelText('SMS Kodu'), '123456');
    expect((dialog.getByLabelText('SMS Kodu') as HTMLInputElement).value).toBe('12-34-56');
    fireEvent.click(dialog.getByRole('button', { name: 'Doğrula' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.verifyCode.calls).toEqual([{ phone: '905551112233', code: '123456' }]);
    expect(dialog.getByText('Telefon numaranız doğrulandı.')).toBeTruthy();
    expect(actor.system.get('session')!.getSnapshot().context.authData.smsVerified).toBe(true);
  });

  it('Update Number enables the phone field and sends the code to the new number', async () => {
    const { calls } = renderIdentity({}, { path: '/dashboard/account', authData: authData() });
    await openFromAccount(/Telefonu Doğrula/);
    const dialog = await findDialog('Telefon Doğrulama');
    fireEvent.click(await dialog.findByRole('button', { name: 'Numarayı Güncelle' }, wait));
    const phone = dialog.getByLabelText('Telefon') as HTMLInputElement;
    expect(phone.disabled).toBe(false);
    typeMasked(phone, '905320001122');
    fireEvent.click(dialog.getByRole('button', { name: 'Kod Gönder' }));
    expect(await dialog.findByLabelText('SMS Kodu', {}, wait)).toBeTruthy();
    expect(calls.sendCode.calls).toEqual([{ phone: '905320001122' }]);
  });
});

describe('SMS verification dialog', () => {
  /** Step 2 with a code the server refuses: its message shows. */
  async function refusedCode() {
    renderIdentity(
      { verifyCode: fakeCall(() => new Error('Kod hatalı. 4 deneme hakkınız kaldı.')) },
      { path: '/dashboard', authData: authData() },
    );
    await openFromAccount(/Telefonu Doğrula/);
    const dialog = await findDialog('SMS Doğrulama');
    fireEvent.click(await dialog.findByRole('button', { name: 'Kod Gönder' }, wait));
    typeMasked(await dialog.findByLabelText('SMS Kodu', {}, wait), '111111');
    fireEvent.click(dialog.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Kod hatalı. 4 deneme hakkınız kaldı.', {}, wait)).toBeTruthy();
    return dialog;
  }

  it('a wrong code clears the field and shows the message; Change Phone Number returns to step 1', async () => {
    const dialog = await refusedCode();
    expect((dialog.getByLabelText('SMS Kodu') as HTMLInputElement).value).toBe('');
    fireEvent.click(dialog.getByRole('button', { name: 'Telefon Numarasını Değiştir' }));
    expect((dialog.getByLabelText('Telefon') as HTMLInputElement).disabled).toBe(false);
  });

  it('after a refused code only the server message shows: no "required" on the cleared field until the player submits it empty', async () => {
    const dialog = await refusedCode();
    const code = dialog.getByLabelText('SMS Kodu') as HTMLInputElement;
    fireEvent.blur(code);
    expect(dialog.queryByText('Bu alan zorunludur')).toBeNull();
    expect(code.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Doğrula' }));
    expect(dialog.getByText('Bu alan zorunludur')).toBeTruthy();
    typeMasked(code, '12');
    expect(dialog.queryByText('Bu alan zorunludur')).toBeNull();
    expect(dialog.getByText('Tam olarak 6 karakter olmalı')).toBeTruthy();
  });

  it('congratulates after a valid code; Close closes the dialog and the page shows Verified', async () => {
    renderIdentity({}, { path: '/dashboard', authData: authData() });
    await openFromAccount(/Telefonu Doğrula/);
    const dialog = await findDialog('SMS Doğrulama');
    fireEvent.click(await dialog.findByRole('button', { name: 'Kod Gönder' }, wait));
    typeMasked(await dialog.findByLabelText('SMS Kodu', {}, wait), '654321');
    fireEvent.click(dialog.getByRole('button', { name: 'Doğrula' }));
    expect(await dialog.findByText('Tebrikler!', {}, wait)).toBeTruthy();
    // The panel's own Close (the dialog's corner button has the same name, as an icon).
    fireEvent.click(dialog.getAllByRole('button', { name: 'Kapat' }).find((button) => button.textContent === 'Kapat')!);
    await screen.findByText('Doğrulandı', {}, wait);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Telefonu Doğrula' })).toBeNull();
  });
});
