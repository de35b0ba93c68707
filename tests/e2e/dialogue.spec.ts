import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { finishDialogue, signUp, lessonIdByName } from './support.ts';

/**
 * Dialogue Studio against the real server: welcome, target words typed (one inflected), a reload
 * mid-dialogue shows 'Welcome Back!', completion after the last word, the summary, and the
 * completion counted in the learner's stats; issue 17: the partner (on the server) answers
 * questions from the scene and recasts mistakes, with the note in the Ukrainian interface; axe.
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
  // Every reply came from the scene: the sandwiches it has, a size question, no reply twice.
  const replies = await page.getByTestId('dialogue-messages').locator('[data-sender="ai"]').allInnerTexts();
  expect(replies).toHaveLength(10);
  expect(replies.join('\n')).toMatch(/cheese, chicken and egg/);
  expect(new Set(replies).size).toBe(replies.length);

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

test('in the Ukrainian interface the partner answers from the scene and recasts a mistake, with the note in Ukrainian; axe clean', async ({
  page,
}) => {
  await signUp(page, 'dialogue-uk');
  const id = await lessonIdByName(page, 'Ordering at a Café');
  await page.goto(`/lesson/${id}?mode=dialogue`);
  await page.getByRole('button', { name: 'UA', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.getByText('Том (Офіціант)')).toBeVisible();
  await page.getByRole('button', { name: 'Так, почнімо!' }).click();
  const messages = page.getByTestId('dialogue-messages');
  // The coaching line is in Ukrainian; what the learner could say stays English.
  await expect(messages.getByTestId('coach-steer').first()).toContainText('Можна сказати');

  await page.getByRole('textbox', { name: 'Напишіть повідомлення' }).fill('How much it costs?');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  const reply = messages.locator('[data-sender="ai"]').nth(1);
  await expect(reply).toContainText('How much does it cost?');
  await expect(reply).toContainText('£9.50');
  const note = reply.getByTestId('recast-note');
  await expect(note).toContainText('Виправлення');
  await expect(note).toContainText('«How much it costs?» → «How much does it cost?»');
  await expect(note).toContainText('допоміжне дієслово do / does / did');

  // A question about the scene is answered with its fact.
  await page.getByRole('textbox', { name: 'Напишіть повідомлення' }).fill('Where I can sit?');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  const second = messages.locator('[data-sender="ai"]').nth(2);
  await expect(second).toContainText('Where can you sit?');
  await expect(second).toContainText('window');

  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);

  // The summary lists the corrections.
  await page
    .getByRole('textbox', { name: 'Напишіть повідомлення' })
    .fill('A coffee, a sandwich and water, please. I pay at the table.');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /Завершити/ }) });
  await modal.getByRole('button', { name: /Завершити/ }).click();
  const corrections = page.getByTestId('dialogue-corrections');
  await expect(corrections).toContainText('Виправлення у ваших репліках');
  await expect(corrections.getByTestId('recast-note')).toHaveCount(2);
});
