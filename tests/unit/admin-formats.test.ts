import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../src/admin/i18n';

describe('the back office\'s numbers in the operator\'s language', () => {
  it('writes a fee as a percentage the Turkish or the English way', () => {
    expect(adminI18n('tr').percent(250)).toBe('%2,5');
    expect(adminI18n('en').percent(250)).toBe('2.5%');
    expect(adminI18n('en').percent(200)).toBe('2%');
  });
});
