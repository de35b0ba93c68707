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
}

export interface RateLimits {
  login: string;
  loginFailed: string;
  signup: string;
  resetPassword: string;
  resetPasswordFromKey: string;
  confirmEmail: string;
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
  reportProblem: '10/h/ip',
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const port = positiveInt(env.PORT, 8000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    secretKey: env.SECRET_KEY || undefined,
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    maxConcurrentHashes: positiveInt(env.MAX_CONCURRENT_HASHES, 4, 'MAX_CONCURRENT_HASHES'),
    webDist: path.resolve(env.WEB_DIST ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    ...overrides,
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
