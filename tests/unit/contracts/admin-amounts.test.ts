import { describe, expect, it } from 'vitest';
import { liraTextToMinor } from '../../../contracts/admin-content';
import { bpToPercentText, paymentMethodForm, percentTextToBp } from '../../../contracts/admin-payment-methods';
import { isSitePath, menuTarget } from '../../../contracts/admin-menu';

describe('amounts as operators type them', () => {
  it('reads lira in Turkish or plain form into kuruş; a dot before three digits groups thousands', () => {
    expect(liraTextToMinor('30.000')).toBe(3_000_000);
    expect(liraTextToMinor('1.250.000')).toBe(125_000_000);
    expect(liraTextToMinor('1.250,5')).toBe(125_050);
    expect(liraTextToMinor('50.50')).toBe(5_050);
    expect(liraTextToMinor('50,5')).toBe(5_050);
    expect(liraTextToMinor('1284567,45')).toBe(128_456_745);
    expect(liraTextToMinor('-5')).toBeNull();
    expect(liraTextToMinor('1,234')).toBeNull();
  });

  it('reads a fee percentage into basis points and back', () => {
    expect(percentTextToBp('2,5')).toBe(250);
    expect(percentTextToBp('%1.25')).toBe(125);
    expect(percentTextToBp('-1')).toBeNull();
    expect(bpToPercentText(250)).toBe('2,5');
    expect(bpToPercentText(300)).toBe('3');
  });

  it('tells every problem of the payment-method form at once', () => {
    const result = paymentMethodForm.safeParse({ titleTr: 'Papara', titleEn: 'Papara', min: '30.000', max: '20.000', feePercent: '-1', feeFixed: '0', active: true });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ min: 'validation.minAboveMax', feePercent: 'validation.notNegative' });
  });
});

describe('menu targets', () => {
  it('accepts the site’s own pages and https addresses only', () => {
    for (const path of ['/', '/promotions', '/casino/slot', '/pages/3', '/spor/fcg']) expect(isSitePath(path)).toBe(true);
    for (const path of ['/nope', '/casino/', '/pages/0', '//evil.example', '/casino/slot/x']) expect(isSitePath(path)).toBe(false);
    expect(menuTarget.safeParse({ kind: 'external', url: 'https://blog.example.com/a' }).success).toBe(true);
    expect(menuTarget.safeParse({ kind: 'external', url: 'http://blog.example.com' }).success).toBe(false);
    expect(menuTarget.safeParse({ kind: 'external', url: 'https:///x' }).success).toBe(false);
  });
});
