import { expect, test } from '@playwright/test';
import { lessonIdByName, signUp } from './support.ts';

/**
 * Meaning in context (issue 15) in Chromium, the other half of lesson.spec.ts's check: a phrasal
 * verb with the Polish interface and a homograph with the Ukrainian one; the saved word's dictionary
 * row shows the form clicked and the sentence it came from.
 */
test('a phrasal verb (pl) and a homograph (uk) read in their sentences; the dictionary keeps form and sentence', async ({
  page,
}) => {
  await signUp(page, 'context');
  const space = await lessonIdByName(page, 'Science News: A Mission to the Moon');
  await page.goto(`/lesson/${space}?mode=words`);
  await page.getByRole('button', { name: 'PL', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.locator('[data-word="took"]').first().click();
  const popup = page.getByTestId('word-popup');
  await expect(popup.getByTestId('word-expression')).toContainText('took off → wystartować');
  await expect(popup.getByTestId('word-form')).toHaveText('took → take');
  await expect(page.getByTestId('dictionary-count')).toHaveText('1');
  await page.keyboard.press('Escape');

  // The dictionary row: the lemma, the form clicked and the sentence, the form in bold.
  await page.getByTestId('tab-dictionary').click();
  const row = page.getByTestId('dictionary-row').first();
  await expect(row).toContainText('take');
  await expect(row.getByTestId('dictionary-form')).toContainText('took');
  await expect(row.getByTestId('dictionary-sentence')).toContainText('took off');
  await expect(row.getByTestId('dictionary-sentence').locator('b')).toHaveText('took');

  const directions = await lessonIdByName(page, 'Asking for Directions');
  await page.goto(`/lesson/${directions}?mode=words`);
  await page.getByRole('button', { name: 'UA', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  // "left" in "…then left at the bank" is a direction, not the past of "leave".
  await page.locator('[data-phrase="5"][data-word="left"]').click();
  await expect(popup.getByTestId('word-translation')).toHaveText(/ліворуч/);
  await expect(popup.getByTestId('word-phonetic')).toContainText('прислівник');
  await page.keyboard.press('Escape');
  await page.locator('[data-phrase="9"][data-word="right"]').click();
  await expect(popup.getByTestId('word-translation')).toHaveText(/праворуч/);
});
