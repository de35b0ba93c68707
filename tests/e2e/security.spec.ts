import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { csrfOf, E2E_PASSWORD } from './support.ts';

/**
 * The account's Security tab against the real server and database: an address added (after the
 * reauthentication prompt), verified by the link in the mail outbox and made primary; the password
 * changed; two-factor turned on with a code computed here from the shown secret; sign-in with an
 * authenticator code and then with a recovery code; another session ended; axe at 1280 and 390 px.
 */

const AUTH = '/api/_allauth/browser/v1';
const NEW_PASSWORD = 'Lingvo-e2e-changed-2026';

/** The last link mailed to `to`: the server writes the outbox under its DATA_DIR (.tmp/e2e-*). */
function lastLinkTo(to: string): string {
  const roots = fs
    .readdirSync('.tmp')
    .filter((d) => d.startsWith('e2e-'))
    .map((d) => path.join('.tmp', d, 'outbox'))
    .filter((d) => fs.existsSync(d));
  const mails = roots
    .flatMap((dir) => fs.readdirSync(dir).map((f) => path.join(dir, f)))
    .filter((f) => f.endsWith('.txt'))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`));
  const link = /(http\S+)/.exec(mails.at(-1) ?? '')?.[1];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return link;
}

const totp = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

async function axeClean(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations, `${width}px: ${result.violations.map((v) => v.id).join(', ')}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('Security tab: addresses, password, two-factor sign-in, sessions', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `sec-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const second = `sec2-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  await page.request.get(`${AUTH}/config`);
  const signup = await page.request.post(`${AUTH}/auth/signup`, {
    data: { email, password: E2E_PASSWORD },
    headers: { 'X-CSRFToken': await csrfOf(page) },
  });
  expect(signup.status()).toBe(200);

  await page.goto('/account?account=true&tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  const emails = page.getByRole('region', { name: 'Email addresses' });
  await expect(emails.getByTestId('email-row')).toHaveCount(1);

  // Add an address: signup recorded no authentication, so the server asks for the password first.
  await emails.getByLabel('Add an email address').fill(second);
  await emails.getByRole('button', { name: 'Add', exact: true }).click();
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth).toBeVisible();
  await reauth.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await expect(reauth).toBeHidden();
  await expect(emails.getByText('Address added. We sent a confirmation link to it.')).toBeVisible();
  await expect(emails.getByTestId('email-row')).toHaveCount(2);

  // Verify it by the mailed link, then make it primary and remove the old one.
  const link = new URL(lastLinkTo(second));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await page.goto('/account?account=true&tab=security');
  await emails.getByRole('button', { name: `Make ${second} the primary address` }).click();
  await expect(emails.getByText('This is now your primary address.')).toBeVisible();
  await expect(emails.getByTestId('email-row').first()).toContainText(second);
  await expect(emails.getByTestId('email-row').first()).toContainText('Primary');
  await emails.getByRole('button', { name: `Remove ${email}` }).click();
  await expect(emails.getByText('The address was removed.')).toBeVisible();
  await expect(emails.getByTestId('email-row')).toHaveCount(1);

  // Change the password.
  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill(E2E_PASSWORD);
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  // Two-factor: the secret shown, a first code computed from it, the recovery codes shown once.
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(
    twoFactor.getByRole('img', { name: 'QR code to add Lingvo to your authenticator app' }),
  ).toBeVisible();
  const secret = (await twoFactor.getByTestId('totp-secret').innerText()).trim();
  await twoFactor.getByLabel('Code from the app').fill(totp(secret));
  await twoFactor.getByRole('button', { name: 'Turn on' }).click();
  await expect(twoFactor.getByTestId('recovery-code')).toHaveCount(10);
  const codes = await twoFactor.getByTestId('recovery-code').allInnerTexts();
  await expect(twoFactor.getByTestId('2fa-status')).toContainText('10 of 10');
  await axeClean(page);

  // Sign out; sign in with the new password and an authenticator code (the next time step: the
  // activation's step is used up).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, second, NEW_PASSWORD);
  const code = page.getByLabel('Authenticator code or recovery code');
  await expect(code).toBeVisible();
  await axeClean(page);
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Again with a recovery code.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, second, NEW_PASSWORD);
  await page.getByLabel('Authenticator code or recovery code').fill(codes[0]!.trim());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A second browser signs in (password + recovery code); this one ends it.
  const other = await browser.newContext({
    baseURL: page.url().replace(/\/$/, ''),
    userAgent: 'Other Browser/1.0',
  });
  const otherPage = await other.newPage();
  await otherPage.request.get(`${AUTH}/config`);
  const login = await otherPage.request.post(`${AUTH}/auth/login`, {
    data: { email: second, password: NEW_PASSWORD },
    headers: { 'X-CSRFToken': await csrfOf(otherPage) },
  });
  expect(login.status()).toBe(401);
  const mfa = await otherPage.request.post(`${AUTH}/auth/2fa/authenticate`, {
    data: { code: codes[1]!.trim() },
    headers: { 'X-CSRFToken': await csrfOf(otherPage) },
  });
  expect(mfa.status()).toBe(200);
  expect((await otherPage.request.get(`${AUTH}/auth/session`)).status()).toBe(200);

  await page.goto('/account?account=true&tab=security');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByText('Other Browser/1.0')).toBeVisible();
  await expect(twoFactor.getByTestId('2fa-status')).toContainText('8 of 10');
  await axeClean(page);
  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(sessions.getByText('The session was ended.')).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  expect((await otherPage.request.get(`${AUTH}/auth/session`)).status()).toBe(401);
  await other.close();
});
