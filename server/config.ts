import path from 'node:path';

/** Server settings, read once from the environment (README "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir`. `memory://` in tests: in-memory PGlite. */
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  /** Secret for signed keys (email verification). Generated and stored in dataDir when unset. */
  secretKey?: string;
  /** Allauth-style rate limits; tests lower them. `false` turns them off. */
  rateLimits: RateLimits | false;
  /** Bounded number of concurrent password hashes. */
  maxConcurrentHashes: number;
  /** Serve the built web app from this folder when it exists. */
  webDist: string;
  logLevel: string;
  /** Seed demo content on start (idempotent). */
  seedDemo: boolean;
  /** Connection limits (README "Security and limits"): slow or silent clients cannot hold the server. */
  limits: ConnectionLimits;
  /** Link templates of the account mails (allauth's HEADLESS_FRONTEND_URLS), `{key}` filled in. */
  frontendUrls: FrontendUrls;
}

export interface ConnectionLimits {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body. */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (also mid-response). */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; more are refused at once. */
  maxConnections: number;
  /** How often the server looks for requests past their time (the bound is timeout + this). */
  checkIntervalMs: number;
}

export interface FrontendUrls {
  account_confirm_email: string;
  account_reset_password_from_key: string;
  account_signup: string;
}

export interface RateLimits {
  login: string;
  loginFailed: string;
  signup: string;
  resetPassword: string;
  resetPasswordFromKey: string;
  confirmEmail: string;
  changePassword: string;
  manageEmail: string;
  reauthenticate: string;
  /** "Report a problem" (server/staff/reports.ts). */
  reportProblem: string;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: '30/m/ip',
  loginFailed: '10/m/ip,5/300s/key',
  signup: '20/m/ip',
  resetPassword: '20/m/ip,5/m/key',
  resetPasswordFromKey: '20/m/ip',
  confirmEmail: '1/180s/key',
  changePassword: '5/m/user',
  manageEmail: '10/m/user',
  reauthenticate: '10/m/user',
  reportProblem: '10/h/ip',
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const port = positiveInt(env.PORT, 8000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    secretKey: env.SECRET_KEY || undefined,
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    maxConcurrentHashes: positiveInt(env.MAX_CONCURRENT_HASHES, 4, 'MAX_CONCURRENT_HASHES'),
    webDist: path.resolve(env.WEB_DIST ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    limits: connectionLimits(env),
    frontendUrls: parseFrontendUrls(env.FRONTEND_URLS, overrides.publicUrl ?? publicUrl),
    ...overrides,
  };
}

function connectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const requestTimeoutMs = 1000 * (positiveInt(env.REQUEST_TIMEOUT_S, 30, 'REQUEST_TIMEOUT_S') || 30);
  return {
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeoutMs: Math.min(
      requestTimeoutMs,
      1000 * (positiveInt(env.HEADERS_TIMEOUT_S, 10, 'HEADERS_TIMEOUT_S') || 10),
    ),
    requestTimeoutMs,
    idleTimeoutMs: 1000 * (positiveInt(env.IDLE_TIMEOUT_S, 60, 'IDLE_TIMEOUT_S') || 60),
    keepAliveTimeoutMs: 5000,
    maxConnections: positiveInt(env.MAX_CONNECTIONS, 2000, 'MAX_CONNECTIONS') || 2000,
    checkIntervalMs: 1000,
  };
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
}

/**
 * RATE_LIMITS: unset → allauth's defaults; `off` → no limits; else `action=rules;…` merged over the
 * defaults, e.g. `login=100/m/ip;signup=5/m/ip`.
 */
export function parseRateLimits(value: string | undefined): RateLimits | false {
  if (!value) return DEFAULT_RATE_LIMITS;
  if (value === 'off' || value === 'false') return false;
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const part of value.split(';')) {
    const [name, rules] = part.split('=').map((s) => s.trim());
    if (!name || rules === undefined || !(name in limits))
      throw new Error(`RATE_LIMITS: unknown entry "${part}"`);
    limits[name as keyof RateLimits] = rules;
  }
  return limits;
}

const FRONTEND_URL_NAMES = [
  'account_confirm_email',
  'account_reset_password_from_key',
  'account_signup',
] as const;

/**
 * FRONTEND_URLS (allauth's HEADLESS_FRONTEND_URLS): `name=url,name=url` with `{key}` where the
 * key goes, e.g. `account_confirm_email=https://x/verify?key={key}`. Names not given keep the
 * app's own pages.
 */
export function parseFrontendUrls(value: string | undefined, publicUrl: string): FrontendUrls {
  const urls: FrontendUrls = {
    account_confirm_email: `${publicUrl}/verify-email?key={key}`,
    account_reset_password_from_key: `${publicUrl}/reset-password?key={key}`,
    account_signup: `${publicUrl}/signup`,
  };
  if (!value?.trim()) return urls;
  // A comma only separates entries when a known name follows it (URLs may hold commas).
  const parts = value.split(new RegExp(`,(?=\\s*(?:${FRONTEND_URL_NAMES.join('|')})=)`));
  for (const part of parts) {
    const at = part.indexOf('=');
    const name = part.slice(0, at).trim();
    const url = part.slice(at + 1).trim();
    if (at < 0 || !(FRONTEND_URL_NAMES as readonly string[]).includes(name))
      throw new Error(`FRONTEND_URLS: unknown entry "${part}" (names: ${FRONTEND_URL_NAMES.join(', ')})`);
    if (!/^https?:\/\/\S+$/.test(url)) throw new Error(`FRONTEND_URLS: ${name} must be an http(s) URL`);
    if (name !== 'account_signup' && !url.includes('{key}'))
      throw new Error(`FRONTEND_URLS: ${name} must contain {key}`);
    urls[name as keyof FrontendUrls] = url;
  }
  return urls;
}

/** A link template with its `{key}` filled in (URL-encoded, as allauth does). */
export function frontendUrl(template: string, key = '') {
  return template.split('{key}').join(encodeURIComponent(key));
}
