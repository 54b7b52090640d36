// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { startLocale } from '../../src/app/app-actor';

const setCookie = (value: string) => (document.cookie = value);

describe('the language a page starts in', () => {
  afterEach(() => {
    localStorage.clear();
    setCookie('lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  });

  it('is Turkish for a visitor who has not chosen, and the stored choice when there is one', () => {
    expect(startLocale()).toBe('tr');
    localStorage.setItem('lang', 'en');
    expect(startLocale()).toBe('en');
  });

  it('ignores a stored value that is not one of our languages, and asks the cookie next', () => {
    localStorage.setItem('lang', 'de');
    expect(startLocale()).toBe('tr');
    setCookie('lang=en; path=/');
    expect(startLocale()).toBe('en');
  });
});
