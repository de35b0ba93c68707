import { expect, test, type Page } from '@playwright/test';
import { lessonIdByName, signUp } from './support.ts';

/**
 * Issue 13, finding 7: the pages run under a CSP whose style-src has no 'unsafe-inline' (the
 * page's and Mantine's <style> elements carry the response's nonce), and nothing is refused.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Permissions policy|Permissions-Policy/i.test(m.text()))
      violations.push(m.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  return violations;
}

test('every screen renders under the strict CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  const csp = home!.headers()['content-security-policy']!;
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(home!.headers()['permissions-policy']).toContain('microphone=(self)');
  await page.goto('/signin');
  await expect(page.getByRole('button').first()).toBeVisible();
  await signUp(page, 'csp');
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const id = await lessonIdByName(page, 'Airport Check-in');
  for (const mode of ['video', 'words', 'test', 'dialogue']) {
    await page.goto(`/lesson/${id}?mode=${mode}`);
    await expect(page.getByTestId(`mode-${mode}`)).toHaveAttribute('aria-current', 'page');
  }
  await page.goto('/account?account=true');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Mantine's own <style> elements are there, and carry the nonce.
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((s) => ({
      mantine: s.hasAttribute('data-mantine-styles'),
      nonce: s.nonce,
    })),
  );
  expect(styles.some((s) => s.mantine)).toBe(true);
  for (const s of styles) expect(s.nonce).not.toBe('');
  // The API browser (Swagger UI) runs under the same policy.
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(violations).toEqual([]);
});
