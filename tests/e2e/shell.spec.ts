import { expect, test, type Page } from '@playwright/test';

/**
 * The web shell against the real server (no mocked API): onboarding, sign-up, logout, sign-in
 * errors and success, the 404 page, reload keeping the session, header search and the mobile menu.
 */

const password = 'Lingvo-e2e-pass-2026';
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

async function notice(page: Page) {
  return page.getByTestId('notice');
}

test('a newcomer chooses Ukrainian, a level and a purpose, and lands home', async ({ page }) => {
  await page.goto('/');
  const start = page.getByRole('link', { name: 'Start Learning Free' });
  if (await start.count()) await start.first().click();
  else await page.getByRole('link', { name: 'Interface language' }).click();
  await expect(page).toHaveURL(/\/language$/);
  await expect(page.getByRole('heading', { name: 'Choose your interface language' })).toBeVisible();

  await page.getByTestId('language-uk').click();
  await expect(page).toHaveURL(/\/select-level$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByRole('heading', { name: 'Який у вас рівень англійської?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Увійти' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('uk');
  expect(await page.evaluate(() => document.cookie)).toContain('django_language=uk');

  // Five bars per option, filled up to its position.
  const bars = page.getByTestId('level-bars');
  await expect(bars.first()).toBeVisible();
  await expect(bars.nth(1)).toHaveAttribute('data-filled-count', '2');
  await page.getByRole('main').getByRole('button', { name: /2 з 5/ }).click();
  await expect(page).toHaveURL(/\/select-purpose$/);
  // The option's levels are [1, 2]: the last id is stored.
  expect(await page.evaluate(() => localStorage.getItem('selectedLevel'))).toBe('2');
  await expect(page.getByRole('heading', { name: 'Навіщо ви вивчаєте англійську?' })).toBeVisible();

  const purposes = page.getByRole('main').getByRole('button');
  await expect(purposes.first()).toBeVisible();
  // Home consumes the fromOnboarding flag at once (it scrolls to the catalogue), so record writes.
  await page.evaluate(() => {
    const writes: [string, string][] = [];
    (window as unknown as { sessionWrites: typeof writes }).sessionWrites = writes;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === sessionStorage) writes.push([key, value]);
      setItem.call(this, key, value);
    };
  });
  await purposes.first().click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    purpose: JSON.parse(localStorage.getItem('selectedPurpose') ?? 'null') as Record<string, unknown> | null,
    fromOnboarding: (window as unknown as { sessionWrites: [string, string][] }).sessionWrites.find(
      ([key]) => key === 'fromOnboarding',
    )?.[1],
  }));
  expect(stored.purpose).toMatchObject({ id: expect.any(Number), purpose: expect.any(String) });
  expect(Array.isArray(stored.purpose?.categories)).toBe(true);
  expect(stored.fromOnboarding).toBe('true');
  // The choice is remembered: a reload keeps the interface in Ukrainian.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

test('sign up, reload, log out, wrong password, sign in', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(
    email
      .split('@')[0]!
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 20),
  );
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(await notice(page)).toHaveText('Registration successful! Please check your email.');
  await expect(page).toHaveURL(/\/language$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(await notice(page)).toHaveText('You have successfully logged out.');
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();

  // Empty fields never reach the server.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(await notice(page)).toHaveText('Please fill in all the fields!');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(await notice(page)).toHaveText(
    'The email address and/or password you specified are not correct.',
  );
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await notice(page)).toHaveText('Login successful! Welcome back.');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My learning' })).toBeVisible();
});

test('a signed-in learner choosing a language saves it to the profile', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/language$/);
  await page.getByTestId('language-pl').click();
  await expect(page).toHaveURL(/\/select-level$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect
    .poll(() => page.evaluate(() => fetch('/api/v1/user-profile/current').then((r) => r.json())))
    .toMatchObject({ language: 'pl' });
  // A fresh browser of the same learner gets the profile language at sign-in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
});

test('/reset-password without a key asks the server for a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to reset the password is on its way');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, but this page does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('header: language buttons switch the interface; title search opens the catalogue', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'PL', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { name: 'Witamy ponownie' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search videos by title' }).fill('hotel');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\?search=hotel$/);
});

test('at 390 px the header actions live in a burger menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signin');
  await expect(page.getByRole('link', { name: 'Register' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Register' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const hasHorizontalScroll = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(hasHorizontalScroll).toBe(false);
});
