import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser, type TestApp } from './support.ts';

export const AUTH = '/api/_allauth/browser/v1';

/** A fresh DATA_DIR per test file, so the mail outbox holds only this file's mails. */
export function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lingvo-auth-'));
}

/** Mails written to the outbox for one address, oldest first, as `{subject, text, link}`. */
export function mailsTo(dataDir: string, to: string) {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`))
    .map((text) => ({
      subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '',
      text,
      link: /(http\S+)/.exec(text)?.[1] ?? null,
    }));
}

/** The `key` query parameter of the last mailed link to `to` that goes to `route`. */
export function lastKey(dataDir: string, to: string, route: '/reset-password' | '/verify-email') {
  const mail = mailsTo(dataDir, to)
    .reverse()
    .find((m) => m.link?.includes(route));
  if (!mail?.link) throw new Error(`no ${route} mail to ${to}`);
  return new URL(mail.link).searchParams.get('key')!;
}

let seq = 0;
export function uniqueEmail(prefix = 'learner') {
  seq++;
  return `${prefix}${process.pid}x${seq}x${Date.now() % 100000}@example.org`;
}

export const GOOD_PASSWORD = 'violet-harbour-73';

/** Signs up through the API and returns the browser holding the new session. */
export async function signUp(t: TestApp, email = uniqueEmail(), password = GOOD_PASSWORD, username?: string) {
  const browser = new Browser(t.app);
  const res = await browser.post(`${AUTH}/auth/signup`, {
    email,
    password,
    ...(username ? { username } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { browser, email, password, user: res.json().data.user as { id: number; username: string } };
}

export function cookieOf(res: { cookies: unknown[] }, name: string) {
  return (
    res.cookies as { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string }[]
  ).find((c) => c.name === name);
}
