import { describe, expect, it } from 'vitest';
import { registerPayload } from '../../../contracts/auth.js';
import { phone } from '../../../contracts/fields.js';
import { maskedPhone } from '../../../contracts/masks.js';
import { formatPhone, normalizePhone } from '../../../contracts/phone.js';
import { phoneValidationPayload } from '../../../contracts/session.js';

describe('one phone, one number', () => {
  it('turns every way of typing a Turkish mobile into 90 + 10 digits', () => {
    for (const typed of ['5369663238', '05369663238', '905369663238', '+90 536 966 32 38', '0090 (536) 966-32-38']) {
      expect(normalizePhone(typed), typed).toBe('905369663238');
    }
  });

  it('normalizes in the schemas the server and the form share', () => {
    expect(phone.parse('05369663238')).toBe('905369663238');
    expect(maskedPhone.parse('5369663238')).toBe('905369663238');
    expect(phoneValidationPayload.parse({ step: 1, phone: '5369663238' })).toEqual({ step: 1, phone: '905369663238' });
    expect(registerPayload.shape.phone.parse('+905369663238')).toBe('905369663238');
  });

  it('shows a number as +90 536 966 32 38', () => {
    expect(formatPhone('905369663238')).toBe('+90 536 966 32 38');
    expect(formatPhone('5369663238')).toBe('+90 536 966 32 38');
    expect(formatPhone('4915112345678')).toBe('+4915112345678');
  });
});
