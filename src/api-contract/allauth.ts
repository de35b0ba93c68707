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

/** allauth's User object; keys whose value is empty are left out (`is_staff`: Lingvo's, only for staff). */
export type AllauthUser = z.infer<typeof allauthUserSchema>;

/** A flow of a 401 answer (contract §1.5). */
export type Flow = z.infer<typeof flowSchema>;

/** Every allauth answer: `status` repeated in the body, with `data`, `meta` or `errors`. */
export interface AllauthEnvelope<D = unknown> {
  status: number;
  data?: D;
  meta?: { is_authenticated?: boolean; is_authenticating?: boolean };
  errors?: AllauthError[];
}

// ---------------------------------------------------------------- response schemas

const allauthErrorSchema = z.object({ message: z.string(), code: z.string(), param: z.string().optional() });
export const allauthUserSchema = z.object({
  id: z.number(),
  display: z.string(),
  email: z.string(),
  has_usable_password: z.boolean(),
  username: z.string(),
  is_staff: z.literal(true).optional(),
});
export const flowSchema = z.object({
  id: z.string(),
  is_pending: z.literal(true).optional(),
  types: z.array(z.string()).optional(),
});
/** One authentication step recorded in the session (allauth's authentication records). */
export const authMethodSchema = z.object({
  method: z.enum(['password', 'mfa']),
  at: z.number(),
  email: z.string().optional(),
  id: z.number().optional(),
  type: z.enum(['totp', 'recovery_codes']).optional(),
  reauthenticated: z.literal(true).optional(),
});
const metaSchema = z.object({
  is_authenticated: z.boolean().optional(),
  is_authenticating: z.boolean().optional(),
});

/** `data` of a 200 session answer (login, signup, GET session, reauthenticate). */
export const sessionDataSchema = z.object({ user: allauthUserSchema, methods: z.array(authMethodSchema) });
/** allauth's email address object. */
export const emailAddressSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  primary: z.boolean(),
});
/** allauth's authenticator object (recovery codes with their counts; the codes only when asked). */
export const authenticatorSchema = z.object({
  type: z.enum(['totp', 'recovery_codes']),
  created_at: z.number(),
  last_used_at: z.number().nullable(),
  total_code_count: z.number().optional(),
  unused_code_count: z.number().optional(),
  unused_codes: z.array(z.string()).optional(),
});
/** allauth.usersessions' session object. */
export const userSessionSchema = z.object({
  user_agent: z.string(),
  ip: z.string(),
  created_at: z.number(),
  is_current: z.boolean(),
  id: z.number(),
  last_seen_at: z.number(),
});
export const configDataSchema = z.object({
  account: z.object({
    login_methods: z.array(z.string()),
    is_open_for_signup: z.boolean(),
    email_verification_by_code_enabled: z.boolean(),
    login_by_code_enabled: z.boolean(),
    password_reset_by_code_enabled: z.boolean(),
    authentication_method: z.string(),
  }),
  mfa: z.object({ supported_types: z.array(z.string()), passkey_login_enabled: z.boolean() }),
  usersessions: z.object({ track_activity: z.boolean() }),
});
/**
 * `data` of a 401: (signed in) the session with the reauthentication flows, or the flows an anonymous
 * browser can start. The longer shape comes first: a union keeps the first shape that fits.
 */
const unauthenticatedDataSchema = z.union([
  z.object({ user: allauthUserSchema, methods: z.array(authMethodSchema), flows: z.array(flowSchema) }),
  z.object({ flows: z.array(flowSchema) }),
]);

/** An answer with no `data`: `{status}`, with allauth's `errors` when there are any. */
const bareEnvelope = <S extends number>(status: S) =>
  z.object({
    status: z.literal(status),
    errors: z.array(allauthErrorSchema).optional(),
    meta: metaSchema.optional(),
  });
/**
 * A refusal before the handler (CSRF, a body too large) answers DRF's `{detail}` instead of the
 * envelope.
 */
const refusal = z.object({ detail: z.string() });

/**
 * The response schemas of one allauth route, checked on the way out. `data` is the schema of a 200's
 * `data` (none: a 200 carries no data); `meta` of a 200 when it has one; `notFound` a 404's `meta`
 * (TOTP set-up).
 */
export function allauthResponses(data?: z.ZodType, options: { meta?: z.ZodType; notFound?: z.ZodType } = {}) {
  return {
    200: data
      ? z.object({ status: z.literal(200), data, meta: (options.meta ?? metaSchema).optional() })
      : bareEnvelope(200),
    400: z.union([z.object({ status: z.literal(400), errors: z.array(allauthErrorSchema) }), refusal]),
    401: z.object({
      status: z.literal(401),
      data: unauthenticatedDataSchema,
      meta: metaSchema,
    }),
    403: z.union([bareEnvelope(403), refusal]),
    404: options.notFound
      ? z.union([z.object({ status: z.literal(404), meta: options.notFound }), bareEnvelope(404)])
      : bareEnvelope(404),
    409: bareEnvelope(409),
    413: z.union([bareEnvelope(413), refusal]),
    429: bareEnvelope(429),
  };
}
export type AllauthSession = z.infer<typeof sessionDataSchema>;
export type EmailAddress = z.infer<typeof emailAddressSchema>;
export type AllauthAuthenticator = z.infer<typeof authenticatorSchema>;
export type UserSession = z.infer<typeof userSessionSchema>;
