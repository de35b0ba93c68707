import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../src/i18n/index.ts';
import {
  chooseInterfaceLanguage,
  detectLanguage,
  languageFromTag,
  startInterfaceLanguage,
} from '../../src/services/language.ts';
import { LANGUAGE_COOKIE, readLanguageCookie, storage } from '../../src/services/storage.ts';

describe('interface language detection (stored choice → browser language → en)', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('pl', ['uk-UA'])).toBe('pl');
  });
  it('then the first browser language that is en, uk or pl', () => {
    expect(detectLanguage(null, ['de-DE', 'uk-UA', 'pl'])).toBe('uk');
    expect(detectLanguage('xx', ['pl-PL'])).toBe('pl');
  });
  it('then English', () => {
    expect(detectLanguage(null, ['de', 'fr-FR'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
  it('maps browser tags', () => {
    expect(languageFromTag('UK-ua')).toBe('uk');
    expect(languageFromTag('ru')).toBeNull();
    expect(languageFromTag(undefined)).toBeNull();
  });
});

describe('choosing a language', () => {
  afterEach(() => localStorage.clear());

  it('stores it, sets the cookie, switches i18next and <html lang>', async () => {
    localStorage.setItem('selectedLanguage', 'en');
    await startInterfaceLanguage();
    expect(document.documentElement.lang).toBe('en');
    chooseInterfaceLanguage('uk');
    // The uk texts are their own chunk: i18next switches once it has loaded them.
    await vi.waitFor(() => expect(i18n.language).toBe('uk'));
    expect(storage.selectedLanguage()).toBe('uk');
    expect(readLanguageCookie()).toBe('uk');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=uk`);
    expect(i18n.language).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
    expect(i18n.t('notFound.text')).toBe('Вибачте, але такої сторінки не існує.');
  });
});

describe('storage helpers', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  it('keeps SPEC §3 keys and ignores corrupt values', () => {
    storage.setSelectedPurpose({ id: 2, purpose: 'Travel', categories: [1, 4] });
    expect(JSON.parse(localStorage.getItem('selectedPurpose')!)).toEqual({
      id: 2,
      purpose: 'Travel',
      categories: [1, 4],
    });
    localStorage.setItem('selectedPurpose', '{not json');
    expect(storage.selectedPurpose()).toBeNull();
    storage.setSelectedLevel('5');
    expect(localStorage.getItem('selectedLevel')).toBe('5');
    storage.setFromOnboarding(true);
    expect(sessionStorage.getItem('fromOnboarding')).toBe('true');
    expect(storage.videoSpeed()).toBe(1);
    localStorage.setItem('videoSpeed', 'fast');
    expect(storage.videoSpeed()).toBe(1);
  });
});
