import { describe, expect, it } from 'vitest';
import { authBodies } from '../../src/api-contract/allauth.ts';
import { WORD_TYPE_VALUES } from '../../src/api-contract/language.ts';
import { GLOSSARY_POS } from '../../server/language/glossary.ts';
import { readField } from '../../server/auth/body.ts';
import type { AllauthError } from '../../server/auth/envelope.ts';
import { acceptedLanguage, visitorLanguage } from '../../server/http/language.ts';
import { pastTheEnd } from '../../server/http/paging.ts';

/** The shared helpers of the server layers (issue 14) and the contract's agreement with the server. */
describe('shared API contract and server helpers', () => {
  it('the contract lists the same word types as the glossary', () => {
    expect([...WORD_TYPE_VALUES]).toEqual([...GLOSSARY_POS]);
  });

  it('auth bodies fail with allauth errors: required, invalid, and the field’s own code', () => {
    const read = (schema: keyof typeof authBodies, field: string, input: Record<string, unknown>) => {
      const errors: AllauthError[] = [];
      const value = readField(authBodies[schema] as never, field as never, input, errors);
      return { value, errors };
    };
    expect(read('login', 'email', {})).toEqual({
      value: null,
      errors: [{ message: 'This field is required.', code: 'required', param: 'email' }],
    });
    expect(read('login', 'email', { email: '  ' }).errors[0]?.code).toBe('required');
    expect(read('login', 'email', { email: 'nope' }).errors).toEqual([
      { message: 'Enter a valid email address.', code: 'invalid', param: 'email' },
    ]);
    expect(read('login', 'email', { email: 42 }).errors[0]?.code).toBe('invalid');
    expect(read('login', 'email', { email: ' Ana@Example.COM ' })).toEqual({
      value: 'ana@example.com',
      errors: [],
    });
    // Passwords are never trimmed; blank is missing.
    expect(read('login', 'password', { password: ' secret ' }).value).toBe(' secret ');
    expect(read('login', 'password', { password: '' }).errors[0]?.code).toBe('required');
    expect(read('reset', 'key', { key: 7 }).errors[0]?.code).toBe('invalid_password_reset');
    expect(read('code', 'code', { code: 'x'.repeat(65) }).errors[0]?.code).toBe('incorrect_code');
    expect(read('signup', 'username', {}).value).toBeUndefined();
    expect(read('signup', 'username', { username: 'a b' }).errors[0]?.code).toBe('invalid');
    expect(read('sessions', 'sessions', { sessions: null }).errors[0]?.code).toBe('required');
    expect(read('sessions', 'sessions', { sessions: [] }).errors).toEqual([
      { message: 'Enter a list of values.', code: 'invalid_list', param: 'sessions' },
    ]);
    expect(read('sessions', 'sessions', { sessions: [1, 0] }).errors[0]?.code).toBe('invalid_list');
    expect(read('sessions', 'sessions', { sessions: [3, 2] }).value).toEqual([3, 2]);
    expect(read('primary', 'primary', { primary: 'yes' }).errors[0]?.code).toBe('required');
  });

  it('one Accept-Language parser: ranked by q, regions ignored, q=0 refused', () => {
    expect(acceptedLanguage('uk;q=0.5, pl')).toBe('pl');
    expect(acceptedLanguage('de-DE, uk-UA;q=0.9, en;q=0.8')).toBe('uk');
    expect(acceptedLanguage('pl;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('de, fr')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(visitorLanguage('pl', 'uk')).toBe('pl');
    expect(visitorLanguage('xx', 'uk')).toBe('uk');
    expect(visitorLanguage(undefined, undefined)).toBe('en');
  });

  it('one paging rule: page 1 is always valid, a page past the end is not', () => {
    expect(pastTheEnd(1, 20, 0)).toBe(false);
    expect(pastTheEnd(2, 20, 20)).toBe(true);
    expect(pastTheEnd(2, 20, 21)).toBe(false);
  });
});
