import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe-core on every page of the shell, light and dark, desktop and phone: no serious or critical violations. */

const PAGES = [
  '/signin',
  '/signup',
  '/language',
  '/select-level',
  '/select-purpose',
  '/reset-password',
  '/reset-password?key=1-abc-def',
  '/verify-email?key=invalid',
  '/no/such/page',
];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((s) => localStorage.setItem('mantine-color-scheme-value', s), scheme);
        await page.goto(path);
        await expect(page.locator('#main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('signed-in header and an open mobile menu have no serious or critical violations', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(`a11y-${Date.now()}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('Lingvo-a11y-pass-2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/language$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
