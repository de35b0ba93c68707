import fs from 'node:fs';
import { signUp, csrfOf } from './support.ts';
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 8, one learner end to end against the real server: watch a lesson to the end, save a
 * word, pass a test, finish the dialogue with the five words (typed, one inflected) with a reload
 * mid-dialogue, then the lesson is under Completed and every stat card moved.
 *
 * The test step goes through the quiz API (the answers come from the lesson's question bank, so
 * every answer is right) and then records the step as the test screen does when a run ends; the
 * quiz screen itself is covered by the quiz feature's own e2e.
 */

const LESSON = 'Ordering at a Café';
const BANK = JSON.parse(fs.readFileSync('content/questions/ordering-at-a-cafe.json', 'utf8')) as {
  questions: { type: string; text: string; answer?: string }[];
};

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
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.playbackRate = 2;
    void v.play();
  });
  await expect.poll(async () => (await stats()).videos_started, { timeout: 90_000 }).toBe(1);

  // 2. Save a word from Study Words.
  await page.getByTestId('mode-words').click();
  await page.locator('[data-word="coffee"]').first().click();
  await expect(page.getByTestId('dictionary-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await stats()).vocabulary_count).toBe(1);

  // 3. Pass a test: the yes/no questions answered right through the quiz API.
  const csrf = await csrfOf(page);
  const questions = await (
    await page.request.get(`/api/v1/videoLesson/${id}/questions/?question_type=yes_no`)
  ).json();
  let right = 0;
  for (const q of questions.results as { id: number; text: string }[]) {
    const answer = BANK.questions.find((b) => b.text === q.text)?.answer;
    if (!answer) continue;
    const res = await page.request.post(`/api/v1/questions/${q.id}/answers/`, {
      data: { text_answer: answer },
      headers: { 'X-CSRFToken': csrf },
    });
    if ((await res.json()).answer_status === 'RIGHT') right++;
  }
  expect(right).toBeGreaterThan(0);
  const step = await page.request.post(`/api/v1/videoLesson/${id}/progress/`, {
    data: { step: 'test' },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(step.status()).toBe(200);

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
  await page.getByRole('textbox', { name: 'Type your message' }).fill('Here you are, I paid by card.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('word-treasury')).toContainText('5 of 5 words used');
  await page
    .getByRole('dialog', { name: 'All five words used!' })
    .getByRole('button', { name: 'Finish Lesson' })
    .click();
  const summary = page.getByRole('dialog', { name: 'Brilliant Session!' });
  await expect(summary).toBeVisible();
  await expect.poll(async () => (await stats()).dialogues_role_played_correctly).toBe(1);

  // 5. The account: the lesson is under Completed and every stat card shows the journey.
  await summary.getByRole('button', { name: 'Exit' }).click();
  await page.goto('/account?account=true');
  await expect(page.getByTestId('stat-wordsLearned')).toContainText('1');
  await expect(page.getByTestId('stat-videosCompleted')).toContainText('1');
  await expect(page.getByTestId('stat-correctAnswers')).toContainText(String(right));
  await expect(page.getByTestId('stat-dialogues')).toContainText('1');
  await expect(page.getByTestId('stat-wordsInDictionary')).toContainText('1');
  await expect(page.getByTestId('stat-daysRemaining')).toContainText('0');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const completed = page.getByTestId('account-results').getByTestId('lesson-card');
  await expect(completed).toHaveCount(1);
  await expect(completed.locator('a[href^="/lesson/"]')).toHaveText(LESSON);
});
