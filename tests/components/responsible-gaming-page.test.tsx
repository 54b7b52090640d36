// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LimitKind, LimitPeriod, PlayerLimit } from '../../contracts/limits';
import { authData } from '../unit/machines/shell-harness';
import { currentPath, renderApp } from './app-harness';
import { fail, ok, type FakeRequest } from './fake-network';
import '../../src/features/account/account-page';

const wait = { timeout: 10_000 };

const row = (kind: LimitKind, period: LimitPeriod, over: Partial<PlayerLimit> = {}): PlayerLimit => ({
  kind, period, amountMinor: null, pendingAmountMinor: null, pendingRemoval: false, pendingFrom: null, usedMinor: 0, remainingMinor: null, ...over,
});
const answer = (over: Record<string, Partial<PlayerLimit>> = {}, realityCheckMinutes = 60) => ({
  limits: (['deposit', 'loss', 'wager', 'session'] as const).flatMap((kind) => (['day', 'week', 'month'] as const).map((period) => row(kind, period, over[`${kind}.${period}`]))),
  exclusion: null,
  realityCheckMinutes,
});

describe('account area: Responsible Gaming', () => {
  it('shows a limit with its use and remaining lira, sets a new one in kuruş, and shows the server’s refusal', async () => {
    const asked: FakeRequest[] = [];
    let current = answer({
      'deposit.day': { amountMinor: 10_000, usedMinor: 2_500, remainingMinor: 7_500 },
      'loss.week': { amountMinor: 50_000, pendingAmountMinor: 80_000, pendingFrom: '2020-01-01T10:00:00.000Z' },
    });
    const server = {
      'GET rg/limits': () => ok(current),
      'POST rg/limits': (request: FakeRequest) => {
        asked.push(request);
        const body = request.body as { amountMinor: number };
        if (body.amountMinor > 1_000_000) return fail(400, 'Sunucu reddetti');
        current = answer({ 'deposit.day': { amountMinor: body.amountMinor, usedMinor: 2_500, remainingMinor: body.amountMinor - 2_500 } });
        return ok(current, 'Limitiniz kaydedildi ve hemen geçerli.');
      },
      'POST rg/limits/confirm': (request: FakeRequest) => {
        asked.push(request);
        return ok(answer(), 'Onaylandı.');
      },
    };
    renderApp({ path: '/dashboard/responsible-gaming', authData: authData(), server });
    expect(await screen.findByRole('heading', { name: 'Sorumlu Oyun', level: 1 }, wait)).toBeTruthy();
    const deposits = await screen.findByRole('region', { name: 'Yatırım limitleri' }, wait);
    const meter = within(deposits).getByRole('progressbar', { name: 'Yatırım limitleri · Günlük kullanımı' });
    expect(meter.getAttribute('value')).toBe('2500');
    expect(meter.getAttribute('max')).toBe('10000');
    expect(deposits.textContent).toMatch(/kalan ₺75,00/);
    expect(deposits.textContent).toContain('Daha düşük bir limit hemen geçerli olur');

    fireEvent.change(within(deposits).getByRole('textbox', { name: 'Yatırım limitleri · Günlük için lira tutarı' }), { target: { value: '50,5' } });
    fireEvent.submit(within(deposits).getByRole('form', { name: 'Yatırım limitleri · Günlük belirle' }));
    expect(await screen.findByText('Limitiniz kaydedildi ve hemen geçerli.', {}, wait)).toBeTruthy();
    expect(asked[0].body).toEqual({ kind: 'deposit', period: 'day', amountMinor: 5_050 });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Yatırım limitleri' }).textContent).toMatch(/kalan ₺25,50/), wait);

    fireEvent.change(screen.getByRole('textbox', { name: 'Yatırım limitleri · Haftalık için lira tutarı' }), { target: { value: '20000' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Yatırım limitleri · Haftalık belirle' }));
    expect((await screen.findByRole('alert', {}, wait)).textContent).toBe('Sunucu reddetti');
  });

  it('sets a daily session-time limit in whole minutes, shows its use in minutes, and chooses the reality check\'s interval', async () => {
    const asked: FakeRequest[] = [];
    let current = answer({ 'session.day': { amountMinor: 120, usedMinor: 45, remainingMinor: 75 } });
    const server = {
      'GET rg/limits': () => ok(current),
      'POST rg/limits': (request: FakeRequest) => {
        asked.push(request);
        current = answer({ 'session.day': { amountMinor: 90, usedMinor: 45, remainingMinor: 45 } });
        return ok(current, 'Limitiniz kaydedildi ve hemen geçerli.');
      },
      'POST rg/reality-check': (request: FakeRequest) => {
        asked.push(request);
        current = answer({ 'session.day': { amountMinor: 90, usedMinor: 45, remainingMinor: 45 } }, 30);
        return ok(current, 'Gerçeklik kontrolü size her 30 dakikada bir hatırlatacak.');
      },
    };
    renderApp({ path: '/dashboard/responsible-gaming', authData: authData(), server });
    const time = await screen.findByRole('region', { name: 'Oturum süresi limitleri' }, wait);
    expect(time.textContent).toMatch(/120 dk/);
    expect(time.textContent).toMatch(/kalan 75 dk/);
    expect(within(time).getByRole('progressbar', { name: 'Oturum süresi limitleri · Günlük kullanımı' }).getAttribute('value')).toBe('45');
    fireEvent.change(within(time).getByRole('textbox', { name: 'Oturum süresi limitleri · Günlük için dakika' }), { target: { value: '90' } });
    fireEvent.submit(within(time).getByRole('form', { name: 'Oturum süresi limitleri · Günlük belirle' }));
    expect(await screen.findByText('Limitiniz kaydedildi ve hemen geçerli.', {}, wait)).toBeTruthy();
    expect(asked[0].body).toEqual({ kind: 'session', period: 'day', amountMinor: 90 });

    const reality = screen.getByRole('region', { name: 'Gerçeklik kontrolü' });
    const every = within(reality).getByRole('combobox', { name: 'Bana şu sıklıkla hatırlat' }) as HTMLSelectElement;
    expect(every.value).toBe('60');
    fireEvent.change(every, { target: { value: '30' } });
    fireEvent.click(within(reality).getByRole('button', { name: 'Kaydet' }));
    // Said beside the choice the player just saved (at the page's top it was out of view), and the limit's word is gone.
    expect((await within(reality).findByRole('status', {}, wait)).textContent).toBe('Gerçeklik kontrolü size her 30 dakikada bir hatırlatacak.');
    expect(screen.queryByText('Limitiniz kaydedildi ve hemen geçerli.')).toBeNull();
    expect(asked[1].body).toEqual({ minutes: 30 });
    expect(screen.getByRole('link', { name: 'Yeşilay' }).getAttribute('href')).toBe('https://www.yesilay.org.tr/');
  });

  it('confirms a waiting change once its time has come', async () => {
    const asked: unknown[] = [];
    const server = {
      'GET rg/limits': () => ok(answer({ 'loss.week': { amountMinor: 50_000, pendingAmountMinor: 80_000, pendingFrom: '2020-01-01T10:00:00.000Z' } })),
      'POST rg/limits/confirm': (request: FakeRequest) => {
        asked.push(request.body);
        return ok(answer({ 'loss.week': { amountMinor: 80_000 } }), 'Onaylandı.');
      },
    };
    renderApp({ path: '/dashboard/responsible-gaming', authData: authData(), server });
    const losses = await screen.findByRole('region', { name: 'Kayıp limitleri' }, wait);
    expect(losses.textContent).toContain('Bekleyen: yeni limit ₺800,00.');
    fireEvent.click(within(losses).getByRole('button', { name: 'Kayıp limitleri · Haftalık değişikliğini onayla' }));
    expect(await screen.findByText('Onaylandı.', {}, wait)).toBeTruthy();
    expect(asked).toEqual([{ kind: 'loss', period: 'week' }]);
    expect(screen.queryByRole('button', { name: /değişikliğini onayla/ })).toBeNull();
  });

  it('self-excludes only after a confirmation screen, then says until when and logs the player out', async () => {
    const asked: unknown[] = [];
    const server = {
      'GET rg/limits': () => ok(answer()),
      'POST rg/exclusion': (request: FakeRequest) => {
        asked.push(request.body);
        return ok({ kind: 'self_exclusion', until: '2027-05-23T22:00:00.000Z' }, 'Kapatıldı');
      },
    };
    const app = renderApp({ path: '/dashboard/responsible-gaming', authData: authData(), server });
    const choices = await screen.findByRole('region', { name: 'Ara verin' }, wait);
    fireEvent.change(within(choices).getByRole('combobox', { name: 'Kendini hariç tutma' }), { target: { value: '1y' } });
    fireEvent.click(within(choices).getByRole('button', { name: 'Kendimi hariç tut' }));
    const heading = await screen.findByRole('heading', { name: 'Kendinizi hariç tutmayı onaylayın' }, wait);
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Bu işlem geri alınamaz ve kısaltılamaz.')).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Kendini hariç tutma' }, wait), { target: { value: '1y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kendimi hariç tut' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Evet, beni hariç tut' }, wait));
    const said = await screen.findByRole('alert', {}, wait);
    expect(said.textContent).toMatch(/23 May 2027/);
    expect(asked).toEqual([{ kind: 'self_exclusion', duration: '1y' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(app.actor.system.get('session').getSnapshot().context.authData).toBeNull(), wait);
    await waitFor(() => expect(currentPath()).toBe('/'), wait);
  });

  it('is listed in the account menu', async () => {
    renderApp({ path: '/dashboard', authData: authData() });
    const menu = await screen.findByRole('navigation', { name: 'Hesabım menüsü' }, wait);
    expect(within(menu).getByRole('link', { name: 'Sorumlu Oyun' }).getAttribute('href')).toBe('/dashboard/responsible-gaming');
  });
});
