import fs from 'node:fs';
import path from 'node:path';
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

/** A question as authored in content/questions (read on the test side only; no client API gives answers away). */
export interface AuthoredQuestion {
  type: 'yes_no' | 'open_ended' | 'word_order';
  text: string;
  sentence?: string;
  answer?: 'yes' | 'no';
  answers?: string[];
  gaps?: string[];
}

/** The café lesson's question bank, the one the quiz and journey specs answer. */
export const cafeBank = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../content/questions/ordering-at-a-cafe.json'),
    'utf8',
  ),
) as { questions: AuthoredQuestion[] };

/** The authored question with this text on screen (word-order texts repeat: told apart by the words on offer). */
export async function authoredOnScreen(page: Page, text: string): Promise<AuthoredQuestion> {
  const same = cafeBank.questions.filter((x) => x.text === text);
  let q = same[0];
  if (same.length > 1) {
    const chips = (await page.getByRole('group', { name: 'Words' }).getByRole('button').allInnerTexts()).map(
      (w) => w.trim(),
    );
    q = same.find((x) => x.gaps!.every((g) => chips.includes(g)));
  }
  expect(q, text).toBeTruthy();
  return q!;
}

/** All five words used: Finish Lesson, and the summary ('Brilliant Session!') shows. */
export async function finishDialogue(page: Page) {
  await page
    .getByRole('dialog', { name: 'All five words used!' })
    .getByRole('button', { name: 'Finish Lesson' })
    .click();
  const summary = page.getByRole('dialog', { name: 'Brilliant Session!' });
  await expect(summary).toBeVisible();
  return summary;
}
