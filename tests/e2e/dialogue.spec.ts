import { expect, test, type Page } from '@playwright/test';
import { signUp, lessonIdByName } from './support.ts';

/**
 * Dialogue Studio against the real server: welcome, target words typed (one inflected), a reload
 * mid-dialogue shows 'Welcome Back!', completion after the last word, the summary, and the
 * completion counted in the learner's stats.
 */

async function say(page: Page, text: string) {
  const before = await page.getByTestId('dialogue-messages').locator('[data-sender="ai"]').count();
  await page.getByRole('textbox', { name: 'Type your message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('dialogue-messages').locator('[data-sender="ai"]')).toHaveCount(before + 1);
}

test('a learner role-plays the café scene, resumes after a reload and finishes the dialogue', async ({
  page,
}) => {
  await signUp(page, 'dialogue');
  const id = await lessonIdByName(page, 'Ordering at a Café');
  await page.goto(`/lesson/${id}?mode=dialogue`);
  await expect(page.getByRole('heading', { name: 'Welcome to Dialogue Studio!' })).toBeVisible();
  await page.getByRole('button', { name: "Yes, I'm Ready!" }).click();
  const treasury = page.getByTestId('word-treasury');
  await expect(treasury.getByRole('heading', { name: 'Word Treasury' })).toBeVisible();
  await expect(page.getByTestId('dialogue-messages').locator('[data-sender="ai"]').first()).toContainText(
    'What would you like?',
  );

  await say(page, 'I would like two sandwiches and a large coffee, please.');
  await expect(treasury).toContainText('2 of 5 words used');
  await expect(treasury.locator('[data-used="true"]')).toHaveCount(2);

  // Saved 1 s after the change; a reload offers the session back.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await expect(page.getByText('2/5')).toBeVisible();
  await page.getByRole('button', { name: 'Continue Session' }).click();
  await expect(treasury).toContainText('2 of 5 words used');

  await page.getByRole('textbox', { name: 'Type your message' }).fill('Can I pay for the water at my table?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(treasury).toContainText('5 of 5 words used');
  const modal = page.getByRole('dialog', { name: 'All five words used!' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Finish Lesson' }).click();
  const summary = page.getByRole('dialog', { name: 'Brilliant Session!' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Exchanges');
  await expect(summary.getByTestId('dialogue-praise')).toHaveCount(0);
  await summary.getByRole('button', { name: 'Exit' }).click();
  await expect(summary).toBeHidden();

  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/v1/student/stats/')).json()).dialogues_role_played_correctly,
    )
    .toBe(1);
  // The finished session is no longer offered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Dialogue Studio!' })).toBeVisible();
});
