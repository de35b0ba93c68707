// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localizeHead } from '../../server/web.ts';
import { pageKey } from '../../src/i18n/pages.ts';

/** The HTML the server sends names the page and reads to a screen reader in the learner's language. */
const html = fs.readFileSync('index.html', 'utf8');
const head = (language: 'en' | 'uk' | 'pl', path: string) => localizeHead(html, language, pageKey(path));
const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
const description = (page: string) => /name="description"\s+content="([^"]*)"/.exec(page)?.[1];
const splash = (page: string) => /class="boot-splash"[^>]*aria-label="([^"]*)"/.exec(page)?.[1];

describe('the page head per route and language', () => {
  it('maps paths to pages', () => {
    expect(pageKey('/')).toBe('home');
    expect(pageKey('/signin?next=%2F')).toBe('signin');
    expect(pageKey('/reset-password')).toBe('resetPassword');
    expect(pageKey('/lesson/7')).toBe('lesson');
    expect(pageKey('/constructor')).toBe('notFound');
    expect(pageKey('/no-such-page')).toBe('notFound');
  });

  it('English keeps index.html’s own texts', () => {
    const page = head('en', '/');
    expect(page).toContain('<html lang="en"');
    expect(title(page)).toBe('Lingvo — English through video lessons');
    expect(description(page)).toBe(description(html));
    expect(splash(page)).toBe('Loading');
  });

  it('Ukrainian and Polish pages are named, described and announced in their language', () => {
    const uk = head('uk', '/signin');
    expect(uk).toContain('<html lang="uk"');
    expect(title(uk)).toBe('Вхід — Lingvo');
    expect(description(uk)).toMatch(/^Вивчайте англійську/);
    expect(splash(uk)).toBe('Завантаження');
    const pl = head('pl', '/reset-password');
    expect(pl).toContain('<html lang="pl"');
    expect(title(pl)).toBe('Resetowanie hasła — Lingvo');
    expect(description(pl)).toMatch(/^Ucz się angielskiego/);
    expect(splash(pl)).toBe('Ładowanie');
    expect(title(head('pl', '/no-such-page'))).toBe('Nie znaleziono strony — Lingvo');
    expect(title(head('uk', '/'))).toBe('Lingvo — англійська за відеоуроками');
    // Nothing else of the page changes.
    expect(uk.replace(/<title>[^<]*<\/title>/, '').length).toBeGreaterThan(html.length - 400);
  });
});
