/**
 * Turns whatever an actor received (events, inputs, effect results, errors) into plain JSON and
 * removes secrets before anything is stored: passwords, tokens, keys and secrets never reach the
 * log, not even in IndexedDB.
 */

export const REDACTED = '[redacted]';

const MAX_DEPTH = 8;
const MAX_STRING = 4000;

/**
 * A key is secret when one of its words is a password, token, key or secret, or names a
 * second-factor code: `password`, `password2`, `newPassword`, `csrftoken`, `X-CSRFToken`, `apiKey`,
 * `client_secret`, `otp`, `totpUrl`, `qrCode` (the QR code holds the TOTP secret), `recoveryCodes`.
 * Words, not substrings, so `passed`, `passage` and `keyboard` stay readable (a quiz machine's
 * `passed` flag must replay).
 */
const SECRET_WORD =
  /^(pass|passwd|password|passphrase|pwd|otp|totp|qr|recovery)$|(password|token|secret|key)$/;

function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase().replace(/\d+$/, ''))
    .filter(Boolean);
}

// Events reuse a handful of keys; remember the verdicts instead of splitting words every time.
const verdicts = new Map<string, boolean>();

export function isSecretKey(key: string): boolean {
  let secret = verdicts.get(key);
  if (secret === undefined) {
    secret = words(key).some((w) => SECRET_WORD.test(w));
    if (verdicts.size < 10_000) verdicts.set(key, secret);
  }
  return secret;
}

/** Secrets inside URLs: `/verify-email?key=…`, `?token=…`. */
const SECRET_PARAM = /([?&#](?:[\w-]*(?:key|token|secret|password))=)[^&#\s"']+/gi;

function cleanString(value: string): string {
  const cleaned = value.includes('=') ? value.replace(SECRET_PARAM, `$1${REDACTED}`) : value;
  return cleaned.length > MAX_STRING ? `${cleaned.slice(0, MAX_STRING)}…` : cleaned;
}

/** An empty secret stays empty, so "Please fill in all the fields!" still replays. */
function redact(value: unknown): unknown {
  return value === '' || value === null || value === undefined ? value : REDACTED;
}

function isActorRef(value: object): value is { id: string; sessionId: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}

export function sanitize(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'string') return cleanString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return undefined; // functions, symbols, undefined
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(value);
  try {
    if (isActorRef(value)) return { $actor: value.id };
    if ('root' in value && 'implementations' in value)
      return { $machine: (value as unknown as { id: string }).id };
    if ('_nodes' in value && 'machine' in value) {
      // A machine snapshot (e.g. `xstate.snapshot.*` events): its state, not the machine behind it.
      const { status, value: state, context, output, error } = value as Record<string, unknown>;
      return sanitize({ status, value: state, context, output, error }, depth, seen);
    }
    if (value instanceof Date) return value.toISOString();
    if (value instanceof Error) {
      const out: Record<string, unknown> = { name: value.name, message: cleanString(value.message) };
      for (const [k, v] of Object.entries(value))
        out[k] = isSecretKey(k) ? redact(v) : sanitize(v, depth + 1, seen);
      return out;
    }
    if (Array.isArray(value)) return value.map((v) => sanitize(v, depth + 1, seen) ?? null);
    if (value instanceof Map) return sanitize(Object.fromEntries(value), depth, seen);
    if (value instanceof Set) return sanitize([...value], depth, seen);
    if (typeof Blob !== 'undefined' && value instanceof Blob) return { $blob: value.type, size: value.size };
    if (typeof AbortSignal !== 'undefined' && value instanceof AbortSignal) return { $signal: value.aborted };
    const record = value as Record<string, unknown>;
    // { name: 'password', value: '…' }: a form field event names its secret instead of keying it.
    const namesSecret = ['name', 'field'].some(
      (k) => typeof record[k] === 'string' && isSecretKey(record[k]),
    );
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) {
      const clean =
        isSecretKey(k) || (namesSecret && k === 'value') ? redact(v) : sanitize(v, depth + 1, seen);
      if (clean !== undefined) out[k] = clean;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
