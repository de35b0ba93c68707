import { expect, test, type Page } from '@playwright/test';
import { finishDialogue, signUp, lessonIdByName } from './support.ts';

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

test('the completion modal waits 1.5 s after the last word; the mute switch; Continue Chat keeps chatting', async ({
  page,
}) => {
  await signUp(page, 'dialogue-long');
  const id = await lessonIdByName(page, 'Ordering at a Café');
  await page.goto(`/lesson/${id}?mode=dialogue`);
  await page.getByRole('button', { name: "Yes, I'm Ready!" }).click();
  const treasury = page.getByTestId('word-treasury');

  // The mute switch: replies are read aloud until it is switched off.
  const readAloud = page.getByRole('switch', { name: 'Read replies aloud' });
  await expect(readAloud).toBeChecked();
  await readAloud.click();
  await expect(readAloud).not.toBeChecked();

  // Nine turns with at most four of the words (a question, a short turn, lines of the scene).
  for (const text of [
    'Good morning. Can I have a coffee, please?',
    'A large coffee, please. With milk, but no sugar.',
    'ok',
    'Do you have sandwiches?',
    'I would like a cheese sandwich, please. Is it fresh?',
    'Great. And a small bottle of water, please.',
    'Cold, please. It is hot today.',
    'For here, please.',
    'Can I pay by card?',
  ])
    await say(page, text);
  await expect(treasury).toContainText('4 of 5 words used');
  // Every reply came from the scene's script: in role, coaching in brackets, nothing empty.
  const replies = await page.getByTestId('dialogue-messages').locator('[data-sender="ai"]').allInnerTexts();
  expect(replies).toHaveLength(10);
  expect(replies.join('\n')).toContain('We have a cheese sandwich, a chicken sandwich and an egg sandwich.');
  expect(replies.join('\n')).not.toContain('You mentioned');

  // The tenth exchange uses the last word: the completion modal follows 1.5 s later, not at once.
  await page.getByRole('textbox', { name: 'Type your message' }).fill('Is there a free table by the window?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(treasury).toContainText('5 of 5 words used');
  const modal = page.getByRole('dialog', { name: 'All five words used!' });
  await expect(modal).toBeHidden();
  await page.waitForTimeout(800);
  await expect(modal).toBeHidden();
  await expect(modal).toBeVisible({ timeout: 3000 });

  // Continue Chat: the chat goes on (still replying), the session stays finished.
  await modal.getByRole('button', { name: 'Continue Chat' }).click();
  await expect(modal).toBeHidden();
  await say(page, 'Thank you, have a nice day.');

  // After a reload the finished session is not offered back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Dialogue Studio!' })).toBeVisible();
});

test('the summary: minutes:seconds, words, praise from ten exchanges, and New Adventure goes home', async ({
  page,
}) => {
  await signUp(page, 'dialogue-summary');
  const id = await lessonIdByName(page, 'Ordering at a Café');
  await page.goto(`/lesson/${id}?mode=dialogue`);
  await page.getByRole('button', { name: "Yes, I'm Ready!" }).click();
  for (let i = 0; i < 9; i++) await say(page, `Sorry, could you repeat that, number ${i + 1}?`);
  await say(page, 'A coffee, a sandwich and water, and I pay at the table.');
  const summary = await finishDialogue(page);
  await expect(summary).toContainText('Your achievements');
  await expect(summary.getByText(/^\d+:\d\d$/)).toBeVisible();
  await expect(summary.getByText('10', { exact: true })).toBeVisible();
  await expect(summary.getByText('5/5', { exact: true })).toBeVisible();
  await expect(summary.getByTestId('dialogue-praise')).toHaveText(
    'Ten or more exchanges: that was a real conversation!',
  );
  await summary.getByRole('button', { name: 'New Adventure' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/lesson/${id}?mode=dialogue`);
  await expect(page.getByRole('heading', { name: 'Welcome to Dialogue Studio!' })).toBeVisible();
});
