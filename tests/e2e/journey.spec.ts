import { authoredOnScreen, finishDialogue, signUp } from './support.ts';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 8, one learner end to end in the browser against the real server: watch a lesson to the
 * end, save a word, pass a test through the quiz screens (Check Understanding → Start Testing →
 * five questions), finish the dialogue with the five words (typed, one inflected) with a reload
 * mid-dialogue, then the lesson is under Completed and every stat card moved. After each step the
 * lesson's progress in the page header and the app's stats are fresh without a reload.
 *
 * The right answers come from the lesson's question bank file on the test side only (as in the
 * quiz e2e); no client API gives them away.
 */

const LESSON = 'Ordering at a Café';
/** Answers the question on screen right (word order by keyboard); returns its text. */
async function answerRight(page: Page) {
  const text = (await page.getByTestId('question-text').innerText()).trim();
  const q = await authoredOnScreen(page, text);
  if (q.type === 'yes_no') {
    await page.getByRole('button', { name: q.answer === 'yes' ? 'Yes' : 'No', exact: true }).click();
  } else if (q.type === 'open_ended') {
    await page.getByLabel('Your answer').fill(q.answers![0]!);
    await page.getByRole('button', { name: 'Check Answer' }).click();
  } else {
    for (const [i, word] of q.gaps!.entries()) {
      await page
        .getByRole('group', { name: 'Words' })
        .getByRole('button', { name: word, exact: true })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `Gap ${i + 1}, empty` }).focus();
      await page.keyboard.press('Enter');
    }
  }
  return text;
}

async function say(page: Page, text: string) {
  const replies = page.getByTestId('dialogue-messages').locator('[data-sender="ai"]');
  const before = await replies.count();
  await page.getByRole('textbox', { name: 'Type your message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(replies).toHaveCount(before + 1);
}

test('one learner: video, word, test, dialogue, then Completed and every stat card', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, 'journey');
  const list = await (await page.request.get('/api/v1/videoLesson/?page_size=100')).json();
  const id = (list.results as { id: number; video: { name: string } }[]).find(
    (l) => l.video.name === LESSON,
  )!.id;
  const stats = async () => (await page.request.get('/api/v1/student/stats/')).json();

  // 1. Watch the lesson to the end (2× speed; only time actually played counts).
  await page.goto(`/lesson/${id}`);
  await expect(page.getByRole('heading', { name: LESSON })).toBeVisible();
  // The lesson's progress in the header: each recorded step shows without a reload.
  const progress = page.getByTestId('lesson-progress');
  await expect(progress).toHaveText('Progress: 0%');
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.playbackRate = 2;
    void v.play();
  });
  await expect.poll(async () => (await stats()).videos_started, { timeout: 90_000 }).toBe(1);
  await expect(progress).toHaveText('Progress: 25%');

  // 2. Save a word from Study Words.
  await page.getByTestId('mode-words').click();
  await page.locator('[data-word="coffee"]').first().click();
  await expect(page.getByTestId('dictionary-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await stats()).vocabulary_count).toBe(1);
  await expect(progress).toHaveText('Progress: 50%');

  // 3. Pass a test through the quiz screens: every answer right (2 yes/no, 2 text, 1 word order).
  await page.getByTestId('mode-test').click();
  await expect(page.getByRole('heading', { name: 'Master Your English!' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Testing' }).click();
  for (let n = 0; n < 5; n++) {
    await expect(page.getByTestId('question-text')).toBeVisible();
    const text = await answerRight(page);
    await expect(page.getByTestId('answer-status')).toContainText('Correct');
    if (n < 4) await expect(page.getByTestId('question-text')).not.toHaveText(text, { timeout: 5000 });
  }
  const results = page.getByTestId('quiz-results');
  await expect(results.getByRole('heading', { name: 'Outstanding!' })).toBeVisible({ timeout: 5000 });
  await expect(results).toContainText('You answered 5 of 5 correctly (100%).');
  await expect(progress).toHaveText('Progress: 75%');
  expect((await stats()).correct_answers).toBe(5);

  // 4. The dialogue: two words, a reload (Welcome Back!), then the other three, one inflected.
  await page.getByTestId('mode-dialogue').click();
  await page.getByRole('button', { name: "Yes, I'm Ready!" }).click();
  await say(page, 'Good morning! I would like a large coffee and some water, please.');
  await expect(page.getByTestId('word-treasury')).toContainText('2 of 5 words used');
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Session' }).click();
  await say(page, 'And two cheese sandwiches for my table.');
  // The last word completes the dialogue: once the server has it, the page reads the stats again
  // (the header's PRO badge) and the lesson shows Completed, still without a reload.
  const statsReread = page.waitForRequest(
    (r) => r.method() === 'GET' && r.url().endsWith('/api/v1/student/stats/'),
  );
  await page.getByRole('textbox', { name: 'Type your message' }).fill('Here you are, I paid by card.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('word-treasury')).toContainText('5 of 5 words used');
  await statsReread;
  await expect(progress).toHaveText('Completed');
  const summary = await finishDialogue(page);
  await expect.poll(async () => (await stats()).dialogues_role_played_correctly).toBe(1);

  // 5. The account: the lesson is under Completed and every stat card shows the journey.
  await summary.getByRole('button', { name: 'Exit' }).click();
  await page.goto('/account?account=true');
  await expect(page.getByTestId('stat-wordsLearned')).toContainText('1');
  await expect(page.getByTestId('stat-videosCompleted')).toContainText('1');
  await expect(page.getByTestId('stat-correctAnswers')).toContainText('5');
  await expect(page.getByTestId('stat-dialogues')).toContainText('1');
  await expect(page.getByTestId('stat-wordsInDictionary')).toContainText('1');
  await expect(page.getByTestId('stat-daysRemaining')).toContainText('0');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByTestId('account-results').getByTestId('lesson-card');
  await expect(completed).toHaveCount(1);
  await expect(completed.locator('a[href^="/lesson/"]')).toHaveText(LESSON);
});
