import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { settle } from '../tests/components/render-app';
import { openSignUp, renderSignUp, type, typeMasked, type RenderSignUpOptions } from '../tests/components/signup-harness';

type Call = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * The rendered sign-up modal driven like a player, with a server whose answers the replay gives:
 * every call waits until the path's done/error step for it.
 */
export function startDriver(options: RenderSignUpOptions = {}) {
  const waiting = new Map<string, Call[]>();
  const call = (name: string) => () => new Promise<never>((resolve, reject) => {
    waiting.set(name, [...(waiting.get(name) ?? []), { resolve: resolve as Call['resolve'], reject }]);
  });
  const app = renderSignUp({
    readAttribution: call('readAttribution'),
    loadForm: call('loadForm'),
    register: call('register'),
    updatePhone: call('updatePhone'),
    claim: call('claim'),
    ...options,
  });

  async function answer(name: string, outcome: 'done' | 'error', value: unknown) {
    const queue = waiting.get(name) ?? [];
    expect(queue.length, `a pending ${name} call`).toBeGreaterThan(0);
    const next = queue.shift()!;
    await act(async () => (outcome === 'done' ? next.resolve(value) : next.reject(value)));
    await settle();
  }

  return { ...app, answer };
}

export type Panel = Awaited<ReturnType<typeof openSignUp>>['panel'];

/** Types the values into the tab panel of their variant, the way a player would. */
export async function fill(kind: 'full' | 'fast', values: Record<string, unknown>): Promise<Panel> {
  const dialog = screen.getByRole('dialog', { name: 'Kayıt Ol' });
  fireEvent.click(within(dialog).getByRole('tab', { name: kind === 'full' ? 'Standart Kayıt' : 'Hızlı Kayıt' }));
  const panel = within(within(dialog).getByRole('tabpanel'));
  type(panel.getByLabelText('Ad'), String(values.name));
  type(panel.getByLabelText('Soyad'), String(values.surname));
  type(panel.getByLabelText('Kullanıcı Adı'), String(values.username));
  type(panel.getByLabelText('E-posta'), String(values.email));
  type(panel.getByLabelText('Şifre'), String(values.password));
  type(panel.getByLabelText('Şifre Tekrar'), String(values.password2));
  typeMasked(panel.getByLabelText('Telefon'), String(values.phone).replace(/^90/, ''));
  if (kind === 'full') {
    type(panel.getByLabelText('TC Kimlik No'), String(values.PersonalNo));
    type(panel.getByRole('textbox', { name: 'Gün' }), String(values.birthDay));
    type(panel.getByRole('textbox', { name: 'Ay' }), String(values.birthMonth));
    type(panel.getByRole('textbox', { name: 'Yıl' }), String(values.birthYear));
  }
  const bonus = panel.queryByRole('checkbox');
  if (bonus && (bonus as HTMLInputElement).checked !== values.trialBonus) fireEvent.click(bonus);
  await settle();
  return panel;
}

/** Register, clicked only when the view enables it (a disabled button is what keeps an invalid form from submitting). */
export async function clickRegister(panel: Panel) {
  fireEvent.click(panel.getByRole('button', { name: 'Kayıt Ol' }));
  await settle();
}
