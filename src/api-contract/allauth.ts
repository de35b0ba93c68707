/**
 * allauth's headless API as the web app and the server both see it (contract:
 * shared/contracts/allauth-headless.md): request bodies as zod schemas whose failures read as
 * allauth's errors (`{message, code, param}`), and the response envelope.
 */
import { z } from 'zod';

export const REQUIRED_MESSAGE = 'This field is required.';
export const WRONG_TYPE = 'Enter a valid value.';
export const INVALID_EMAIL = 'Enter a valid email address.';

/** allauth's error code of each message a field schema can give (any other message: `invalid`). */
const CODES = new Map<string, string>([[REQUIRED_MESSAGE, 'required']]);

/** The allauth code of a message a field schema gave. */
export const errorCode = (message: string) => CODES.get(message) ?? 'invalid';

/** One entry of allauth's `errors` list; `param` is left out for errors of no field. */
export interface AllauthError {
  message: string;
  code: string;
  param?: string;
}

/** An error a field schema gives: its message, remembered with allauth's code. */
function allauthMessage(error: Omit<AllauthError, 'param'>): string {
  CODES.set(error.message, error.code);
  return error.message;
}

/** Absent, null and blank read as absent (allauth's forms); strings are trimmed unless `trim: false`. */
const blankToAbsent = (trim: boolean) => (value: unknown) => {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = trim ? value.trim() : value;
  return text === '' ? undefined : text;
};

/**
 * A required string field as allauth's forms read it: absent, null or blank → "This field is
 * required."; not a string → `invalid` (or the error given, e.g. an invalid key).
 */
export function textField(opts: { trim?: boolean; invalid?: Omit<AllauthError, 'param'> } = {}) {
  const invalid = opts.invalid ? allauthMessage(opts.invalid) : WRONG_TYPE;
  return z.preprocess(
    blankToAbsent(opts.trim !== false),
    z.string({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : invalid) }),
  );
}

/** An optional string field: absent, null or blank → undefined; not a string → `invalid`. */
export function optionalTextField(opts: { trim?: boolean } = {}) {
  return z.preprocess(blankToAbsent(opts.trim !== false), z.string({ error: () => WRONG_TYPE }).optional());
}

/** A required email address, lower-cased (allauth's email field). */
export const emailField = () =>
  textField({ invalid: { message: INVALID_EMAIL, code: 'invalid' } })
    .refine(isEmail, INVALID_EMAIL)
    .transform((email) => email.toLowerCase());

/** A password: never trimmed. */
export const passwordField = () => textField({ trim: false });

/** Django's EmailValidator in spirit: one @, a dotted domain, no spaces or control characters. */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\x00-\x1f\x7f]/.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || /^\.|\.$|\.\./.test(local) || /["(),:;<>[\\\]]/.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return (
    labels.every((l) => /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u.test(l)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}

// ---------------------------------------------------------------- request bodies

const USERNAME_RE = /^[\w.@+-]{1,150}$/u;
const INVALID_USERNAME =
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters (at most 150).';
export const INVALID_RESET_KEY = {
  message: 'The password reset token was invalid.',
  code: 'invalid_password_reset',
};
export const INVALID_VERIFY_KEY = { message: 'Invalid or expired key.', code: 'invalid_or_expired_key' };
export const INCORRECT_CODE = { message: 'Incorrect code.', code: 'incorrect_code' };
export const UNKNOWN_EMAIL = {
  message: 'The email address is not assigned to any user account.',
  code: 'unknown_email',
};
export const ENTER_CURRENT_PASSWORD = {
  message: 'Please type your current password.',
  code: 'enter_current_password',
};
export const INCORRECT_PASSWORD = { message: 'Incorrect password.', code: 'incorrect_password' };
const INVALID_LIST = allauthMessage({ message: 'Enter a list of values.', code: 'invalid_list' });

/**
 * The bodies of allauth's browser endpoints. The server validates with them (checks that need the
 * database — a taken address, a wrong password — follow in the handler) and documents them in
 * /api/schema/; the web app types what it sends with them.
 */
export const authBodies = {
  login: z.object({ email: emailField(), password: passwordField() }),
  signup: z.object({
    email: emailField(),
    username: optionalTextField().refine((u) => u === undefined || USERNAME_RE.test(u), INVALID_USERNAME),
    password: passwordField(),
  }),
  email: z.object({ email: emailField() }),
  reset: z.object({ key: textField({ invalid: INVALID_RESET_KEY }), password: passwordField() }),
  verify: z.object({ key: textField({ invalid: INVALID_VERIFY_KEY }) }),
  /** One of the learner's own addresses (not lower-cased: as stored). */
  address: z.object({ email: textField({ invalid: UNKNOWN_EMAIL }) }),
  primary: z.object({
    email: textField({ invalid: UNKNOWN_EMAIL }),
    primary: z.literal(true, { error: () => REQUIRED_MESSAGE }),
  }),
  changePassword: z.object({
    current_password: textField({ trim: false, invalid: ENTER_CURRENT_PASSWORD }),
    new_password: passwordField(),
  }),
  password: z.object({ password: textField({ trim: false, invalid: INCORRECT_PASSWORD }) }),
  code: z.object({
    code: textField({ invalid: INCORRECT_CODE }).refine((c) => c.length <= 64, INCORRECT_CODE.message),
  }),
  sessions: z.object({
    sessions: z.preprocess(
      (v) => (v === null ? undefined : v),
      z
        .array(
          z
            .number({ error: () => INVALID_LIST })
            .int(INVALID_LIST)
            .min(1, INVALID_LIST)
            .max(2147483647, INVALID_LIST),
          {
            error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : INVALID_LIST),
          },
        )
        .min(1, INVALID_LIST)
        .max(1000, INVALID_LIST),
    ),
  }),
};
export type LoginBody = z.input<typeof authBodies.login>;
export type SignupBody = z.input<typeof authBodies.signup>;

// ---------------------------------------------------------------- responses

/** allauth's User object; keys whose value is empty are left out. */
export interface AllauthUser {
  id: number;
  display: string;
  email: string;
  has_usable_password: boolean;
  username: string;
  /** Lingvo's addition: present (true) only for staff. */
  is_staff?: true;
}

/** A flow of a 401 answer (contract §1.5). */
export interface Flow {
  id: string;
  is_pending?: true;
  types?: string[];
}

/** Every allauth answer: `status` repeated in the body, with `data`, `meta` or `errors`. */
export interface AllauthEnvelope<D = unknown> {
  status: number;
  data?: D;
  meta?: { is_authenticated?: boolean; is_authenticating?: boolean };
  errors?: AllauthError[];
}

/**
 * The envelope for the OpenAPI document and for checking answers on the way out. Loose: `data`
 * differs per endpoint (contract §1), and a refusal before the handler (CSRF, a body too large)
 * answers DRF's `{detail}` instead.
 */
export const allauthEnvelope = z.looseObject({
  status: z.number().optional(),
  data: z.unknown().optional(),
  meta: z
    .looseObject({ is_authenticated: z.boolean().optional(), is_authenticating: z.boolean().optional() })
    .optional(),
  errors: z
    .array(z.object({ message: z.string(), code: z.string(), param: z.string().optional() }))
    .optional(),
  detail: z.string().optional(),
});
export const allauthResponses = {
  200: allauthEnvelope,
  400: allauthEnvelope,
  401: allauthEnvelope,
  403: allauthEnvelope,
  404: allauthEnvelope,
  409: allauthEnvelope,
  429: allauthEnvelope,
};
