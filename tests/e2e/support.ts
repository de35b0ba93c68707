import { expect, type Page } from '@playwright/test';

/** Shared steps of the e2e specs, all through the real API as the web app calls it. */

export const E2E_PASSWORD = 'Lingvo-e2e-pass-2026';

export const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';

/** Signs a new learner up through the allauth API in the page's browser context; returns the CSRF token. */
export async function signUp(page: Page, tag = 'e2e'): Promise<string> {
  await page.request.get('/api/_allauth/browser/v1/config');
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const res = await page.request.post('/api/_allauth/browser/v1/auth/signup', {
    data: { email, password: E2E_PASSWORD },
    headers: { 'X-CSRFToken': await csrfOf(page) },
  });
  expect(res.status()).toBe(200);
  return csrfOf(page);
}

/** The id of the demo lesson with this name. */
export async function lessonIdByName(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/v1/videoLesson/?page_size=100');
  const lesson = ((await res.json()) as { results: { id: number; video: { name: string } }[] }).results.find(
    (l) => l.video.name === name,
  );
  expect(lesson, name).toBeTruthy();
  return lesson!.id;
}
