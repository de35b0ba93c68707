import { sessionsSettled } from './support.ts';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { sessions } from '../../server/db/schema/index.ts';
import { hashKey } from '../../server/auth/session.ts';
import type { Browser, TestApp } from './support.ts';
import { AUTH, mailsTo } from './auth-support.ts';

/** Moves every authentication record of the browser's session `seconds` into the past. */
export async function ageSession(t: TestApp, browser: Browser, seconds = 600) {
  const key = browser.cookies.get('sessionid');
  if (!key) throw new Error('no session');
  await t.database.db
    .update(sessions)
    .set({
      data: sql`jsonb_set(${sessions.data}, '{methods}', coalesce((
        select jsonb_agg(jsonb_set(m, '{at}', to_jsonb((m->>'at')::float8 - ${seconds})))
        from jsonb_array_elements(${sessions.data}->'methods') m), '[]'::jsonb))`,
    })
    .where(eq(sessions.keyHash, hashKey(key)));
  // A direct write to the row: the server's session cache hears of it by NOTIFY (PostgreSQL).
  await sessionsSettled(t);
}

/** Reauthenticates by password (opens the 300 s window). */
export async function reauthenticate(browser: Browser, password: string) {
  const res = await browser.post(`${AUTH}/auth/reauthenticate`, { password });
  if (res.statusCode !== 200) throw new Error(`reauthenticate: ${res.statusCode} ${res.body}`);
}

/** The key of the last verification link mailed to an address. */
export function lastVerifyKey(dataDir: string, to: string) {
  const mail = mailsTo(dataDir, to)
    .reverse()
    .find((m) => m.link?.includes('/verify-email'));
  if (!mail?.link) throw new Error(`no verification mail to ${to}`);
  return new URL(mail.link).searchParams.get('key')!;
}

/** Verifies an address of the browser's learner by the key mailed to it. */
export async function verifyByMail(browser: Browser, dataDir: string, email: string) {
  const res = await browser.post(`${AUTH}/auth/email/verify`, { key: lastVerifyKey(dataDir, email) });
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
}

/** The TOTP code of a secret at a moment (what an authenticator app shows then). */
export function totpCode(secret: string, at = Date.now()) {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

export const body = (payload: unknown) => payload as string;
