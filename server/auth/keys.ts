import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSettings } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';

/** Django's PASSWORD_RESET_TIMEOUT and ACCOUNT_EMAIL_CONFIRMATION_EXPIRE_DAYS: three days. */
export const RESET_KEY_MAX_AGE_S = 3 * 86400;
export const VERIFY_KEY_MAX_AGE_S = 3 * 86400;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The secret that signs reset and verification keys: SECRET_KEY when set, else one generated on
 * first start and kept in `server_settings`, so every instance on the database shares it.
 */
export async function loadSecretKey(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSettings)
    .values({ key: 'secret_key', value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'secret_key'));
  return row!.value;
}

function hmac(secret: string, purpose: string, value: string): Buffer {
  return crypto.createHmac('sha256', `${purpose}:${secret}`).update(value).digest();
}

function safeEqual(a: string, b: string) {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface ResetKeyUser {
  id: number;
  email: string;
  passwordHash: string;
  lastLogin: Date | null;
}

function resetState(user: ResetKeyUser) {
  const lastLogin = user.lastLogin ? Math.floor(user.lastLogin.getTime() / 1000) : '';
  return `${user.id}|${user.passwordHash}|${lastLogin}|${user.email}`;
}

/**
 * A password-reset key `<pk base36>-<timestamp base36>-<signature>` as Django makes them: the
 * signature covers the password hash, last login and email, so the key dies as soon as the
 * password changes or the learner logs in, and after three days.
 */
export function makeResetKey(secret: string, user: ResetKeyUser, at = nowSeconds()): string {
  const ts = at.toString(36);
  const signature = hmac(secret, 'password-reset', `${resetState(user)}|${ts}`)
    .toString('hex')
    .slice(0, 32);
  return `${user.id.toString(36)}-${ts}-${signature}`;
}

/** The user id a reset key claims, or null when it is malformed. */
export function resetKeyUserId(key: string): number | null {
  const match = /^([0-9a-z]{1,10})-[0-9a-z]{1,10}-[0-9a-f]{32}$/.exec(key);
  if (!match) return null;
  const id = parseInt(match[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null;
}

export function checkResetKey(secret: string, key: string, user: ResetKeyUser, now = nowSeconds()): boolean {
  const [, tsPart] = key.split('-');
  const ts = parseInt(tsPart ?? '', 36);
  if (!Number.isFinite(ts) || ts > now + 60 || now - ts > RESET_KEY_MAX_AGE_S) return false;
  return safeEqual(makeResetKey(secret, user, ts), key);
}

/**
 * An email-verification key `<pk base64>:<timestamp base36>:<signature>` in the spirit of Django's
 * signing.dumps: the signature covers the address, so a key only ever verifies that address.
 */
export function makeVerifyKey(
  secret: string,
  user: { id: number; email: string },
  at = nowSeconds(),
): string {
  const pk = Buffer.from(String(user.id)).toString('base64url');
  const ts = at.toString(36);
  const signature = hmac(secret, 'email-verification', `${pk}:${ts}:${user.email}`).toString('base64url');
  return `${pk}:${ts}:${signature}`;
}

export function verifyKeyUserId(key: string): number | null {
  const match = /^([A-Za-z0-9_-]{1,16}):[0-9a-z]{1,10}:[A-Za-z0-9_-]{43}$/.exec(key);
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64url').toString();
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}

export function checkVerifyKey(
  secret: string,
  key: string,
  user: { id: number; email: string },
  now = nowSeconds(),
): boolean {
  const ts = parseInt(key.split(':')[1] ?? '', 36);
  if (!Number.isFinite(ts) || ts > now + 60 || now - ts > VERIFY_KEY_MAX_AGE_S) return false;
  return safeEqual(makeVerifyKey(secret, user, ts), key);
}
