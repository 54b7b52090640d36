import { describe, expect, it } from 'vitest';
import { uiCatalogues } from '../../../i18n/catalogues';
import { isLocaleLoaded, loadAllStrings, loadLocale, mergeServerTranslations, translatorFor } from '../../../src/i18n/runtime';

describe('i18n runtime', () => {
  it('has Turkish from the start and English only once loaded, with server strings kept over the built-in ones', async () => {
    expect(isLocaleLoaded('tr')).toBe(true);
    expect(translatorFor('tr')('header.login')).toBe('Giriş Yap');
    expect(isLocaleLoaded('en')).toBe(false);

    // The bootstrap in English may arrive before the English dictionary does.
    mergeServerTranslations('en', [{ key: 'menu.title', value: 'Main menu' }]);
    await Promise.all([loadLocale('en'), loadLocale('en')]);
    expect(isLocaleLoaded('en')).toBe(true);
    const t = translatorFor('en');
    expect(t('header.login')).toBe(uiCatalogues.en['header.login']);
    expect(t('menu.title')).toBe('Main menu');
    expect(t('validation.required')).toBe('This field is required');
    expect(t('phoneVerification.resendIn', { seconds: 1 })).toBe('Resend code in 1 second');
    expect(t('phoneVerification.resendIn', { seconds: 9 })).toBe('Resend code in 9 seconds');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('starts with the Turkish strings of the first page; the rest arrives once, under the server strings already there', async () => {
    const tr = translatorFor('tr');
    expect(tr('header.login')).toBe('Giriş Yap');
    // A string of a dialog loaded on use: its raw key until the rest of the catalogue is here.
    expect(tr('phoneVerification.resendIn', { seconds: 1 })).toBe('phoneVerification.resendIn');
    mergeServerTranslations('tr', [{ key: 'identity.continue', value: 'İlerle' }]);
    await Promise.all([loadAllStrings(), loadAllStrings()]);
    expect(tr('phoneVerification.resendIn', { seconds: 1 })).toBe('1 saniye sonra yeniden kod isteyebilirsiniz');
    expect(tr('validation.required')).toBe('Bu alan zorunludur');
    expect(tr('identity.continue')).toBe('İlerle');
    expect(tr('header.login')).toBe('Giriş Yap');
  });

  it('an override the operator removes goes back to the built-in text (the list is the whole set of overrides)', () => {
    const tr = translatorFor('tr');
    mergeServerTranslations('tr', [{ key: 'header.login', value: 'Oturum aç' }]);
    expect(tr('header.login')).toBe('Oturum aç');
    mergeServerTranslations('tr', []);
    expect(tr('header.login')).toBe('Giriş Yap');
  });
});
