import { expect, test } from '@playwright/test';
import { signUp, lessonIdByName } from './support.ts';

/**
 * The lesson page against the real server: modes in the URL, speed kept after reload, a click on a
 * transcript phrase seeks the video, Study Words in Ukrainian with the popup, the learner's
 * dictionary (+1, delete), the hover tooltip, and closing the popup with Escape or a click outside.
 */

test('a learner watches, studies words in Ukrainian and manages the dictionary', async ({ page }) => {
  await signUp(page, 'lesson');
  const id = await lessonIdByName(page, 'Airport Check-in');
  await page.goto(`/lesson/${id}`);
  await expect(page.getByRole('heading', { name: 'Airport Check-in' })).toBeVisible();
  await expect(page.getByTestId('mode-video')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('lesson-level')).toContainText('A2');

  // Speed: chosen, saved as videoSpeed, kept after a reload.
  await page.getByTestId('speed-select').click();
  await page.getByRole('option', { name: '1.5×' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('videoSpeed'))).toBe('1.5');
  await page.reload();
  await expect(page.getByTestId('speed-select')).toHaveValue('1.5×');
  await expect
    .poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.playbackRate))
    .toBe(1.5);

  // A click on a transcript phrase seeks the video to it.
  const video = page.getByTestId('lesson-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  const phrase = page.getByTestId('transcript').locator('[data-cue="4"] button').first();
  await phrase.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(5);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // Ukrainian interface, Study Words (kept in the URL).
  await page.getByRole('button', { name: 'UA', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.getByTestId('mode-words').click();
  await expect(page).toHaveURL(/mode=words/);
  await expect(page.getByTestId('tab-total')).toContainText('Усі слова');

  const passport = page.locator('[data-word="passport"]').first();
  await passport.click();
  const popup = page.getByTestId('word-popup');
  await expect(popup.getByTestId('word-translation')).toHaveText(/паспорт/);
  await expect(popup.getByTestId('word-phonetic')).toContainText('іменник');
  // The word went into the dictionary with a +1.
  await expect(page.getByTestId('dictionary-count')).toHaveText('1');
  await expect(page.getByTestId('added-flash')).toBeVisible();
  await expect(passport).toHaveClass(/wordSaved/);

  // Escape closes the popup; so does a click outside it.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.locator('[data-word="suitcase"]').first().click();
  await expect(popup.getByTestId('word-translation')).toHaveText(/валіз/);
  await page.getByRole('heading', { name: 'Airport Check-in' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('dictionary-count')).toHaveText('2');

  // Hovering a word for 500 ms shows its translation in a tooltip.
  await page.locator('[data-word="gate"]').first().hover();
  await expect(page.getByRole('tooltip')).toContainText(/вихід|ворота|гейт/);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();

  // Reload keeps the mode; the dictionary lists the saved words; delete one.
  await page.reload();
  await expect(page).toHaveURL(/mode=words/);
  await page.getByTestId('tab-dictionary').click();
  const rows = page.getByTestId('dictionary-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('passport');
  await expect(rows.first()).toContainText('паспорт');
  await page.getByRole('button', { name: 'Видалити «passport»' }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await page.getByTestId('tab-dictionary').click();
  await expect(page.getByTestId('dictionary-row')).toHaveCount(1);

  // Back returns to the previous mode.
  await page.getByTestId('mode-test').click();
  await expect(page).toHaveURL(/mode=test/);
  await page.goBack();
  await expect(page).toHaveURL(/mode=words/);
});

test('an anonymous visitor can look words up and is asked to sign in to save them', async ({ page }) => {
  const id = await lessonIdByName(page, 'Airport Check-in');
  await page.goto(`/lesson/${id}?mode=words`);
  await page.locator('[data-word="passport"]').first().click();
  const popup = page.getByTestId('word-popup');
  await expect(popup.getByTestId('word-translation')).toHaveText(/\w{3,}/);
  await expect(popup).toContainText('Sign in to save');
  await expect(page.getByTestId('dictionary-count')).toHaveText('0');

  // A short window scrolled down: the popup stays inside the viewport and leaves the word visible.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.setViewportSize({ width: 1000, height: 500 });
  const low = page.locator('[data-word]').nth(120);
  await low.scrollIntoViewIfNeeded();
  await low.click();
  await expect(popup.getByTestId('word-translation')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const word = (await low.boundingBox())!;
  const box = (await popup.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(500);
  expect(box.x + box.width).toBeLessThanOrEqual(1000);
  expect(box.y >= word.y + word.height || box.y + box.height <= word.y).toBe(true);
});

test('a lesson that cannot be loaded says so and goes to the 404 page', async ({ page }) => {
  await page.goto('/lesson/987654');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Failed to fetch video lesson with id 987654.')).toBeVisible();
  await expect(page.getByText('Sorry, but this page does not exist.')).toBeVisible();
});

test('the popup gives the sense the sentence uses: a phrasal verb (uk) and a homograph (pl)', async ({
  page,
}) => {
  const space = await lessonIdByName(page, 'Science News: A Mission to the Moon');
  await page.goto(`/lesson/${space}?mode=words`);
  await page.getByRole('button', { name: 'UA', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.locator('[data-word="took"]').first().click();
  const popup = page.getByTestId('word-popup');
  // The expression first, then the clicked form with its lemma, then other meanings.
  await expect(popup.getByTestId('word-expression')).toContainText('took off → злетіти');
  await expect(popup.getByTestId('word-expression')).toContainText('фразове дієслово');
  await expect(popup.getByTestId('word-form')).toHaveText('took → take');
  await expect(popup.getByTestId('word-other-senses')).toContainText('Інші значення');
  await page.keyboard.press('Escape');

  const directions = await lessonIdByName(page, 'Asking for Directions');
  await page.goto(`/lesson/${directions}?mode=words`);
  await page.getByRole('button', { name: 'PL', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // "right" is a side in "The park is on your right." and a direction in "Turn right before it.":
  // each click is read (and cached) in its own sentence.
  await page.locator('[data-phrase="7"][data-word="right"]').click();
  await expect(popup.getByTestId('word-translation')).toHaveText(/po prawej/);
  await page.keyboard.press('Escape');
  await page.locator('[data-phrase="9"][data-word="right"]').click();
  await expect(popup.getByTestId('word-translation')).toHaveText(/w prawo/);
  await expect(popup.getByTestId('word-phonetic')).toContainText('przysłówek');
  await page.keyboard.press('Escape');
  await page.locator('[data-phrase="5"][data-word="left"]').click();
  await expect(popup.getByTestId('word-translation')).toHaveText(/w lewo/);
});
