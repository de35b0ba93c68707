// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, validatePassword } from '../../server/auth/passwords.ts';
import { serverT } from '../../server/i18n.ts';
import {
  AUTH_ERROR_CODES,
  authErrorKey,
  authErrorText,
  COUNTED_ERROR_CODES,
  FIELD_ERROR_TEXTS,
  type ApiError,
} from '../../src/i18n/errors.ts';

/**
 * Every error the account API can put on a screen has a text in en, uk and pl. The codes are
 * read from the server's source (server/auth/**, src/api-contract/allauth.ts), so a new code there without a text fails here.
 */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory()
        ? sourceFiles(path.join(dir, d.name))
        : d.name.endsWith('.ts')
          ? [path.join(dir, d.name)]
          : [],
    );
}

/** `{ message, code: 'x', param: 'y' }` objects in the auth server's source: code and param. */
function serverErrors(): { code: string; param?: string; file: string }[] {
  const found: { code: string; param?: string; file: string }[] = [];
  // The auth bodies' zod schemas (and their error codes) live in the shared contract.
  for (const file of [...sourceFiles('server/auth'), 'src/api-contract/allauth.ts']) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bcode:\s*'([a-z_]+)'(?:,\s*param(?::\s*'([a-z_]+)')?)?/g))
      found.push({ code: m[1]!, param: m[2], file });
    // required('email'): the helper that builds a `required` error for a field.
    for (const m of text.matchAll(/\brequired\('([a-z_]+)'\)/g))
      found.push({ code: 'required', param: m[1], file });
    // validation_error("code") / validationError('code'), as allauth names them.
    for (const m of text.matchAll(/validation_?[eE]rror\(\s*['"]([a-z_]+)['"]/g))
      found.push({ code: m[1]!, file });
  }
  return found;
}

const en = serverT('en');
const uk = serverT('uk');
const pl = serverT('pl');
const LATIN = /[A-Za-z]{3,}/;

/** The uk and pl texts of an error: present, not the key, not English, and not the generic fallback. */
function expectTranslated(error: ApiError, label: string) {
  const { key } = authErrorKey(error);
  expect(key, `${label}: has a text of its own`).not.toBe('errors.unknown');
  const english = authErrorText(en, error);
  for (const [lang, t] of [
    ['uk', uk],
    ['pl', pl],
  ] as const) {
    const text = authErrorText(t, error);
    expect(text, `${lang} ${label}`).not.toContain('errors.');
    expect(text, `${lang} ${label}`).not.toBe(english);
    expect(text.trim().length, `${lang} ${label}`).toBeGreaterThan(5);
    if (lang === 'uk') expect(LATIN.test(text), `uk ${label}: ${text}`).toBe(false);
    if (error.message) expect(text, `${lang} ${label}`).not.toContain(error.message);
  }
}

describe('account errors in the learner’s language', () => {
  const found = serverErrors();

  it('the server’s source names the errors it sends (the scan finds them)', () => {
    const codes = new Set(found.map((f) => f.code));
    for (const code of [
      'email_password_mismatch',
      'email_taken',
      'invalid_password_reset',
      'password_too_short',
    ])
      expect(codes.has(code), code).toBe(true);
  });

  it('every code the server sends is in the table', () => {
    const table = new Set<string>(AUTH_ERROR_CODES);
    const missing = found.filter((f) => !table.has(f.code)).map((f) => `${f.code} (${f.file})`);
    expect(missing).toEqual([]);
  });

  it.each(found.map((f) => [`${f.code}${f.param ? `:${f.param}` : ''}`, f] as const))(
    'the server’s %s reads in uk and pl',
    (label, f) => {
      expectTranslated({ code: f.code, param: f.param, message: 'English text from the server.' }, label);
    },
  );

  it.each(AUTH_ERROR_CODES.map((c) => [c]))('%s has a text in en, uk and pl', (code) => {
    expectTranslated({ code }, code);
  });

  it.each(
    Object.entries(FIELD_ERROR_TEXTS).flatMap(([code, params]) =>
      params.map((param) => [code, param] as const),
    ),
  )('%s for the field %s reads in uk and pl', (code, param) => {
    expectTranslated({ code, param }, `${code}:${param}`);
    expect(authErrorKey({ code, param }).key).toBe(`errors.field.${code}.${param}`);
  });

  it('every password rule the server checks reads in uk and pl, with its number', () => {
    const errors = [
      ...validatePassword('1234', { email: 'olena@example.com' }),
      ...validatePassword('password'),
      ...validatePassword('olena.koval', { username: 'olena.koval' }),
      ...validatePassword('x'.repeat(MAX_PASSWORD_BYTES + 1)),
    ];
    const codes = new Set(errors.map((e) => e.code));
    expect([...codes].sort()).toEqual(
      [
        'password_entirely_numeric',
        'password_too_common',
        'password_too_long',
        'password_too_short',
        'password_too_similar',
      ].sort(),
    );
    for (const error of errors) expectTranslated(error, error.code);
    const short = errors.find((e) => e.code === 'password_too_short')!;
    expect(authErrorText(uk, short)).toBe(
      `Пароль закороткий: потрібно щонайменше ${MIN_PASSWORD_LENGTH} символів.`,
    );
    expect(authErrorText(pl, short)).toBe(
      `Hasło jest za krótkie: musi mieć co najmniej ${MIN_PASSWORD_LENGTH} znaków.`,
    );
    expect(authErrorText(en, short)).toBe(short.message);
    const long = errors.find((e) => e.code === 'password_too_long')!;
    expect(authErrorText(uk, long)).toContain(`${MAX_PASSWORD_BYTES} байти`);
    expect(authErrorText(pl, long)).toContain(`${MAX_PASSWORD_BYTES} bajty`);
  });

  it('counted texts follow each language’s plural forms', () => {
    const text = (t: typeof en, count: number) =>
      authErrorText(t, { code: 'password_too_short', message: `at least ${count} characters` });
    expect([1, 2, 5, 21].map((n) => text(uk, n).split(' ').at(-1))).toEqual([
      'символ.',
      'символи.',
      'символів.',
      'символ.',
    ]);
    expect([1, 2, 5, 22].map((n) => text(pl, n).split(' ').at(-1))).toEqual([
      'znak.',
      'znaki.',
      'znaków.',
      'znaki.',
    ]);
    expect(Object.keys(COUNTED_ERROR_CODES).length).toBeGreaterThan(0);
  });

  it('the English texts are the server’s (SPEC’s) own where SPEC quotes them', () => {
    expect(authErrorText(en, { code: 'email_password_mismatch' })).toBe(
      'The email address and/or password you specified are not correct.',
    );
    expect(authErrorText(en, { code: 'email_taken' })).toBe(
      'A user is already registered with this email address.',
    );
    expect(authErrorText(en, { code: 'too_many_login_attempts' })).toBe(
      'Too many failed login attempts. Try again later.',
    );
  });

  it('an unknown code is a translated generic message, never the server’s English', () => {
    const error = { code: 'brand_new_code', message: 'Something the server says in English.' };
    expect(authErrorKey(error).key).toBe('errors.unknown');
    expect(authErrorText(uk, error)).toBe('Щось пішло не так. Спробуйте ще раз.');
    expect(authErrorText(pl, error)).toBe('Coś poszło nie tak. Spróbuj ponownie.');
    expect(authErrorText(pl, {})).toBe('Coś poszło nie tak. Spróbuj ponownie.');
  });
});
