/**
 * Errors that mean the database connection was lost or could not be had, not that the statement
 * was wrong: the statement may be tried again on another connection (issue 13, finding 6).
 */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** SQLSTATE: 57P01 admin_shutdown (pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now. */
const SQLSTATE_CODES = new Set(['57P01', '57P02', '57P03']);
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
  /terminating connection due to administrator command/i,
];

/** True when `error` (or an error it wraps, e.g. drizzle's DrizzleQueryError) is connection-class. */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || SQLSTATE_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A statement that only reads, so running it twice is harmless: a SELECT (or a WITH … SELECT)
 * that neither writes nor locks rows nor takes sequence values.
 */
export function isIdempotentRead(text: string): boolean {
  const sql = text.trim().toLowerCase();
  if (!/^(select|with)\b/.test(sql)) return false;
  return !/\b(insert|update|delete|merge|nextval|setval|pg_advisory_lock|pg_notify|for\s+(no\s+key\s+)?update|for\s+share)\b/.test(
    sql,
  );
}
