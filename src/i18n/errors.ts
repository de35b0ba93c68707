import type { TFunction } from 'i18next';

/**
 * Account errors in the learner's language. The account API (django-allauth headless) answers
 * `{message, code, param}` with an English `message`; the interface shows the text of the `code`
 * instead, from auth.json `errors.*` (one table in en, uk and pl). To add a code: add its text
 * under `errors` in the three auth.json files and its name here;
 * tests/unit/auth-errors.test.ts checks that every code the server sends is listed and that
 * every listed code has a text in every language.
 *
 * A code that means different things per field (`required`, `invalid`) has per-field texts
 * under `errors.field.<code>.<param>`, and the code's own text for any other field. A code
 * whose text has a number (a minimum length) has plural forms (`_one`, `_few`, `_many`, `_other`).
 */

/** One entry of an allauth `errors` list. */
export interface ApiError {
  code?: string;
  param?: string;
  message?: string;
}

/** Every allauth code (account, email management, reauthentication, two-factor) with a text. */
export const AUTH_ERROR_CODES = [
  // any form
  'required',
  'invalid',
  'rate_limited',
  // login
  'email_password_mismatch',
  'username_password_mismatch',
  'phone_password_mismatch',
  'invalid_login',
  'too_many_login_attempts',
  'account_inactive',
  // signup
  'email_taken',
  'username_taken',
  'phone_taken',
  'username_blacklisted',
  // password rules (Django's validators and the byte limit)
  'password_too_short',
  'password_too_long',
  'password_too_similar',
  'password_too_common',
  'password_entirely_numeric',
  // reset and verification links, codes
  'unknown_email',
  'unknown_phone',
  'invalid_password_reset',
  'invalid_or_expired_key',
  'incorrect_code',
  // password change, reauthentication
  'incorrect_password',
  'enter_current_password',
  'same_as_current',
  'select_only_one',
  'reauthentication_required',
  // email addresses
  'duplicate_email',
  'cannot_remove_primary_email',
  'unverified_primary_email',
  'email_not_verified',
  'max_email_addresses',
  'already_verified',
  // sessions (allauth.usersessions)
  'invalid_list',
  'invalid_choice',
  // two-factor authentication (allauth.mfa)
  'unverified_email',
  'add_email_blocked',
  'cannot_delete_authenticator_minimum',
  'cannot_generate_recovery_codes',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Codes whose text names a number, with the number allauth's server uses when its message has none. */
export const COUNTED_ERROR_CODES: Partial<Record<AuthErrorCode, number>> = {
  password_too_short: 8,
  password_too_long: 1024,
  max_email_addresses: 2,
};

/** Fields with a text of their own for `required` / `invalid` (auth.json `errors.field`). */
export const FIELD_ERROR_TEXTS = {
  required: ['email', 'password', 'key'],
  invalid: ['email', 'username'],
} as const;

const known = new Set<string>(AUTH_ERROR_CODES);

/** The auth.json key and options for one error; an unknown code gets the generic text. */
export function authErrorKey(error: ApiError): { key: string; options: Record<string, unknown> } {
  const code = error.code ?? '';
  const fields = (FIELD_ERROR_TEXTS as Record<string, readonly string[]>)[code];
  if (fields && error.param && fields.includes(error.param))
    return { key: `errors.field.${code}.${error.param}`, options: {} };
  if (!known.has(code)) return { key: 'errors.unknown', options: {} };
  const counted = COUNTED_ERROR_CODES[code as AuthErrorCode];
  if (counted !== undefined) {
    // The server's message carries the number ("at least 8 characters"): keep it, else allauth's default.
    const inMessage = /\d+/.exec(error.message ?? '')?.[0];
    return { key: `errors.${code}`, options: { count: inMessage ? Number(inMessage) : counted } };
  }
  return { key: `errors.${code}`, options: {} };
}

/** The text of one error in the interface language (`t` of the auth namespace). */
export function authErrorText(t: TFunction, error: ApiError): string {
  const { key, options } = authErrorKey(error);
  return t(key, { ns: 'auth', ...options });
}
