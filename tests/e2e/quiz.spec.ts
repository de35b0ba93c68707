import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { authoredOnScreen, lessonIdByName, signUp } from './support.ts';

/**
 * Check Understanding against the real server and the seeded question banks (no mocked API): the
 * landing checks, a mixed test with every question type (word order by keyboard, then by mouse
 * drag on the second attempt), jumping with the progress circles, results with the tier, the
 * answer to revisit and review mode, Try Again, and the third attempt refused; axe-core on the
 * landing, a question, the results and review (no serious or critical violations), and every
 * screen on a 390 px phone.
 */

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
}

/** The page's own measure from the click on 'Start Testing' to the first question painted. */
async function firstQuestionMs(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('quiz:first-question-painted').length > 0);
  return page.evaluate(
    () => performance.getEntriesByName('quiz:first-question-painted', 'measure').at(-1)!.duration,
  );
}

/** No sideways scrolling on a phone. */
async function fitsWidth(page: Page, width = 390) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const authored = authoredOnScreen;
const lessonId = (page: Page) => lessonIdByName(page, 'Ordering at a Café');

const questionText = (page: Page) => page.getByTestId('question-text');

/** Answers the question on screen; `wrong` gives the opposite yes/no. Returns its type. */
async function answer(
  page: Page,
  how: { wrong?: boolean; drag?: 'keyboard' | 'mouse'; ukrainianFirst?: boolean } = {},
) {
  const q = await authored(page, (await questionText(page).innerText()).trim());
  if (q.type === 'yes_no') {
    const said = how.wrong ? (q.answer === 'yes' ? 'No' : 'Yes') : q.answer === 'yes' ? 'Yes' : 'No';
    await page.getByRole('button', { name: said, exact: true }).click();
  } else if (q.type === 'open_ended') {
    await page.getByRole('button', { name: 'Check Answer' }).click();
    await expect(page.getByText('Please provide an answer!')).toBeVisible();
    if (how.ukrainianFirst) {
      // Not English: the server asks for English and the question stays open (not used up).
      await page.getByLabel('Your answer').fill('Я не знаю, що відповісти');
      await page.getByRole('button', { name: 'Check Answer' }).click();
      await expect(page.getByText('Please answer in English.')).toBeVisible();
      await expect(page.getByTestId('answer-status')).toHaveCount(0);
    }
    await page.getByLabel('Your answer').fill(q.answers![0]!);
    await page.getByRole('button', { name: 'Check Answer' }).click();
  } else {
    const words = page.getByRole('group', { name: 'Words' });
    for (const [i, word] of q.gaps!.entries()) {
      const chip = words.getByRole('button', { name: word, exact: true }).first();
      const gap = page.getByRole('button', { name: `Gap ${i + 1}, empty` });
      if (how.drag === 'mouse') {
        await chip.dragTo(gap);
      } else {
        await chip.focus();
        await page.keyboard.press('Enter');
        await gap.focus();
        await page.keyboard.press('Enter');
      }
    }
  }
  return q.type;
}

test('a learner takes two tests with every question type, reviews, and a third attempt is refused', async ({
  page,
}) => {
  // Two whole attempts, a reload, the refusals and the account page: more than the default minute.
  test.setTimeout(150_000);
  const csrf = await signUp(page, 'quiz');
  const id = await lessonId(page);
  await page.goto(`/lesson/${id}?mode=test`);

  // Landing: SPEC texts, the attempt counter, at least one type.
  await expect(page.getByRole('heading', { name: 'Master Your English!' })).toBeVisible();
  await expect(page.getByTestId('attempts')).toHaveText('Attempts: 0/2');
  expect(await seriousViolations(page)).toEqual([]);
  for (const name of ['Yes/No', 'Text/Voice Response', 'Drag & Drop']) await page.getByLabel(name).uncheck();
  await page.getByRole('button', { name: 'Start Testing' }).click();
  await expect(page.getByText('Please select at least one test type!')).toBeVisible();
  for (const name of ['Yes/No', 'Text/Voice Response', 'Drag & Drop']) await page.getByLabel(name).check();

  await page.getByRole('button', { name: 'Start Testing' }).click();
  await expect(questionText(page)).toBeVisible();
  // Budget ≤ 300 ms, measured by tools/bench/quiz-web.bench.ts; printed here for the record.
  console.log(`first question painted ${(await firstQuestionMs(page)).toFixed(0)} ms after Start Testing`);
  await expect(page.getByRole('button', { name: /^Go to question/ })).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);

  // The circles jump: to question 2 and back to 1.
  const first = await questionText(page).innerText();
  await page.getByRole('button', { name: 'Go to question 2' }).click();
  await expect(questionText(page)).not.toHaveText(first);
  await page.getByRole('button', { name: 'Go to question 1' }).click();
  await expect(questionText(page)).toHaveText(first);

  // Attempt 1: one yes/no answered wrong (Next button, locked), everything else right; the first
  // open question is tried in Ukrainian first.
  let wrongGiven = false;
  let ukrainianTried = false;
  const seen = new Set<string>();
  /** Questions answered right in either attempt: what correct_answers must count. */
  const rightQuestions = new Set<string>();
  for (let n = 0; n < 5; n++) {
    const text = await questionText(page).innerText();
    expect(seen.has(text)).toBe(false);
    seen.add(text);
    const q = await authored(page, text);
    const wrong = !wrongGiven && q.type === 'yes_no';
    const ukrainianFirst: boolean = !ukrainianTried && q.type === 'open_ended';
    ukrainianTried ||= ukrainianFirst;
    await answer(page, { wrong, drag: 'keyboard', ukrainianFirst });
    if (!wrong) rightQuestions.add(text);
    if (wrong) {
      wrongGiven = true;
      await expect(page.getByTestId('answer-status')).toContainText('Incorrect');
      // Locked: the answer buttons are disabled.
      await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: n === 4 ? 'Finish' : 'Next' }).click();
    } else {
      await expect(page.getByTestId('answer-status')).toContainText('Correct');
      if (n < 4) await expect(questionText(page)).not.toHaveText(text, { timeout: 5000 });
    }
  }
  expect(wrongGiven).toBe(true);

  const results = page.getByTestId('quiz-results');
  await expect(results).toBeVisible({ timeout: 5000 });
  await expect(results.getByRole('heading', { name: 'Outstanding!' })).toBeVisible();
  await expect(results).toContainText('You answered 4 of 5 correctly (80%).');
  await expect(results.getByTestId('revisit-item')).toHaveCount(1);
  await expect(results.getByTestId('revisit-item')).toContainText('Correct answer:');
  await expect(results.getByRole('button', { name: 'Play the moment in the video' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Review mode: Previous / Next / Back to Results.
  await page.getByRole('button', { name: 'Review Answers' }).click();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect(page.getByTestId('answer-status')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back to Results' }).click();

  // Attempt 2 through Try Again: word order dragged with the mouse; all right.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(questionText(page)).toBeVisible();
  for (let n = 0; n < 5; n++) {
    const text = await questionText(page).innerText();
    await answer(page, { drag: 'mouse' });
    rightQuestions.add(text);
    await expect(page.getByTestId('answer-status')).toContainText('Correct');
    if (n < 4) await expect(questionText(page)).not.toHaveText(text, { timeout: 5000 });
  }
  await expect(results.getByRole('heading', { name: 'Outstanding!' })).toBeVisible({ timeout: 5000 });
  await expect(results).toContainText('(100%)');
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);

  // A third attempt is refused, in the page and by the server.
  await page.reload();
  await expect(page.getByTestId('attempts')).toHaveText('Attempts: 2/2');
  await expect(page.getByRole('button', { name: 'Start Testing' })).toBeDisabled();
  // The session rotates the CSRF token at sign-in: read the current one.
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? csrf;
  const third = await page.request.post(`/api/v1/videoLesson/${id}/attempts/`, {
    headers: { 'X-CSRFToken': token },
  });
  expect(third.status()).toBe(409);
  // No answer is taken outside an open attempt.
  const questions = await page.request.get(`/api/v1/videoLesson/${id}/questions/?question_type=yes_no`);
  const late = await page.request.post(
    `/api/v1/questions/${(await questions.json()).results[0].id}/answers/`,
    { headers: { 'X-CSRFToken': token }, data: { text_answer: 'yes' } },
  );
  expect(late.status()).toBe(409);
  expect((await late.json()).code).toBe('no_open_attempt');

  // The account statistics count each question answered right once, across both attempts.
  await page.goto('/account?account=true');
  await expect(page.getByTestId('stat-correctAnswers')).toContainText(
    new RegExp(`^${rightQuestions.size}\\D`),
  );
  expect(rightQuestions.size).toBeGreaterThanOrEqual(5);
  expect(rightQuestions.size).toBeLessThanOrEqual(9);
});

test('on a 390 px phone every screen fits and is axe clean; word order works by touch-size taps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, 'quiz-phone');
  const id = await lessonId(page);
  await page.goto(`/lesson/${id}?mode=test`);
  await expect(page.getByRole('heading', { name: 'Master Your English!' })).toBeVisible();
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);

  // Word order only: the widest question (template, gaps and the words on offer).
  for (const name of ['Yes/No', 'Text/Voice Response']) await page.getByLabel(name).uncheck();
  await page.getByRole('button', { name: 'Start Testing' }).click();
  await expect(questionText(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Words' })).toBeVisible();
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (let n = 0; n < 5; n++) {
    const text = await questionText(page).innerText();
    const q = await authored(page, text);
    // Pick a word, pick a gap: taps (click) only.
    for (const [i, word] of q.gaps!.entries()) {
      await page
        .getByRole('group', { name: 'Words' })
        .getByRole('button', { name: word, exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: `Gap ${i + 1}, empty` }).click();
    }
    await expect(page.getByTestId('answer-status')).toContainText('Correct');
    if (n < 4) await expect(questionText(page)).not.toHaveText(text, { timeout: 5000 });
  }
  const results = page.getByTestId('quiz-results');
  await expect(results).toBeVisible({ timeout: 5000 });
  await expect(results).toContainText('(100%)');
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an anonymous visitor is asked to sign in before testing', async ({ page }) => {
  const id = await lessonId(page);
  await page.goto(`/lesson/${id}?mode=test`);
  await expect(page.getByText('Sign in to check your understanding.')).toBeVisible();
});
