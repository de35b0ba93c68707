import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { csrfOf, signUp } from './support.ts';
import { E2E_STAFF } from './staff-account.ts';
import { fixtureDir, GOOD_VTT, makeVideo } from '../support/media-fixtures.ts';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe at 1280 px and at 390 px on the page as it is now. */
async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function signInStaff(page: Page) {
  await page.request.get('/api/_allauth/browser/v1/config');
  const res = await page.request.post('/api/_allauth/browser/v1/auth/login', {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
    headers: { 'X-CSRFToken': await csrfOf(page) },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).data.user.is_staff).toBe(true);
}

test('the staff pages are guarded: a visitor is asked to sign in, a learner is refused', async ({ page }) => {
  await page.goto('/staff/reports');
  await expect(page.getByTestId('staff-guard')).toContainText('Sign in with a staff account');
  expect((await page.request.get('/api/v1/staff/reports/')).status()).toBe(401);
  await signUp(page, 'not-staff');
  await page.goto('/staff');
  await expect(page.getByTestId('staff-guard')).toContainText('for staff only');
  expect((await page.request.get('/api/v1/staff/reports/')).status()).toBe(403);
  await axeAtBothWidths(page);
});

test('a learner reports a problem; staff find it, replay it and mark it resolved', async ({
  page,
  browser,
}) => {
  // Two browsers, a replay and axe at two widths on four pages: a long journey.
  test.slow();
  await signUp(page, 'reporter');
  await page.goto('/account');
  await expect(page.locator('#main')).toBeVisible();
  // Something for the log: a title search through the catalogue machine.
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('/account', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('report-log-summary')).toContainText(/\d+ records of \d+ state machines/);
  await axeAtBothWidths(page);
  const description = `The list did not load ${Date.now()}`;
  await dialog.getByLabel('What went wrong?').fill(description);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByTestId('report-sent')).toContainText(/report number \d+/);
  const id = /number (\d+)/.exec((await dialog.getByTestId('report-sent').innerText())!)![1]!;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  await staff.goto('/staff');
  await expect(staff.getByRole('heading', { name: 'Staff console' })).toBeVisible();
  await axeAtBothWidths(staff);
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Problem reports' })
    .click();
  await staff.getByLabel('Page contains').fill('/account');
  const table = staff.getByTestId('reports-table');
  await expect(table.getByText(description)).toBeVisible();
  await axeAtBothWidths(staff);
  await table.getByRole('link', { name: `Open report ${id}` }).click();
  await expect(staff.getByRole('heading', { name: `Report ${id}` })).toBeVisible();
  await expect(staff.getByTestId('report-description')).toHaveText(description);
  await staff.getByRole('button', { name: 'Replay in the browser' }).click();
  const replay = staff.getByTestId('replay');
  await expect(
    replay.getByText(/Every recorded state was reproduced|Diverged from the record/),
  ).toBeVisible();
  // The /flows chart of a machine in the log, with the states it visited counted.
  await expect(replay.getByText(/States visited: \d+/).first()).toBeVisible();
  await axeAtBothWidths(staff);
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download for npm run replay' }).click();
  expect((await download).suggestedFilename()).toBe(`lingvo-report-${id}.json`);
  await staff.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(staff.getByTestId('report-state')).toHaveText('Resolved');
  await staffContext.close();
});

test('staff import a video with WebVTT subtitles, edit a question and publish; a learner finds the lesson and looks a word up', async ({
  page,
  browser,
}) => {
  // Import, question and scene editing, publishing and a learner's look-up, with axe at two widths.
  test.slow();
  // A 6-second test pattern with a tone, and English subtitles, made here.
  const dir = fixtureDir();
  const video = makeVideo(dir, 'coffee.mp4', { seconds: 6 });
  const subtitles = path.join(dir, 'coffee.vtt');
  fs.writeFileSync(subtitles, GOOD_VTT);
  const title = `Coffee order ${Date.now()}`;

  await signInStaff(page);
  await page.goto('/staff/lessons');
  await expect(page.getByRole('heading', { name: 'Import a lesson' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').first().click();
  await page.locator('input[type=file]').nth(0).setInputFiles(video);
  await page.locator('input[type=file]').nth(1).setInputFiles(subtitles);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/lessons\/\d+$/, { timeout: 30_000 });
  const id = /\/staff\/lessons\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByTestId('lesson-state')).toHaveText('Draft');
  // A draft is nowhere for learners.
  expect((await page.request.get(`/api/v1/staff/lessons/${id}/`)).status()).toBe(200);
  const anonymous = await browser.newContext();
  expect(
    (await anonymous.request.get(`${test.info().project.use.baseURL}/api/v1/videoLesson/${id}/`)).status(),
  ).toBe(404);
  await axeAtBothWidths(page);

  // Staff check a translation of the draft in the preview: the learner's word popup.
  await page.getByTestId('study-transcript').locator('[data-word="coffee"]').first().click();
  await expect(page.getByTestId('word-popup').getByTestId('word-translation')).toHaveText(/\w{3,}/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('word-popup')).toBeHidden();

  // Staff edit the drafted dialogue scene: the roles the import left as TODO, the opening line.
  const scene = page.getByTestId('scene-editor');
  await expect(scene.getByText('Drafted by the import')).toBeVisible();
  await expect(scene.getByTestId('scene-todo')).toBeVisible();
  const opening = 'Good morning! What can I get you today?';
  await scene.getByLabel("Partner's opening lines").fill(opening);
  await scene.getByLabel("Partner's role (UK)").fill('Бариста');
  await scene.getByLabel("Partner's role (PL)").fill('Barista');
  await scene.getByLabel("Learner's role (UK)").fill('Клієнтка');
  await scene.getByLabel("Learner's role (PL)").fill('Klientka');
  // A bad value is refused on the field, with nothing sent.
  await scene.getByLabel('Target word 1').fill('two words');
  await scene.getByRole('button', { name: 'Save the scene' }).click();
  await expect(scene.getByText('One lower-case English word.')).toBeVisible();
  await expect(scene.getByTestId('scene-message')).toContainText('Some fields need fixing');
  const word = (
    (await (await page.request.get(`/api/v1/staff/lessons/${id}/scene/`)).json()) as {
      target_words: string[];
    }
  ).target_words[0]!;
  await scene.getByLabel('Target word 1').fill(word);
  await scene.getByRole('button', { name: 'Save the scene' }).click();
  await expect(scene.getByTestId('scene-message')).toHaveText(
    'Scene saved: the dialogue partner uses it from now on.',
  );
  await expect(scene.getByText('Drafted by the import')).toBeHidden();
  const savedScene = (await (await page.request.get(`/api/v1/staff/lessons/${id}/scene/`)).json()) as {
    drafted: boolean;
    scene: { opening: string[]; learner: { role: { uk: string } } };
  };
  expect(savedScene).toMatchObject({ drafted: false, scene: { opening: [opening] } });
  expect(savedScene.scene.learner.role.uk).toBe('Клієнтка');
  // The partner (staff preview of the draft) opens with the saved line.
  const script = (await (await page.request.get(`/api/v1/videoLesson/${id}/dialogue/`)).json()) as {
    script: { opening: string };
  };
  expect(script.script.opening).toBe(opening);
  await scene.scrollIntoViewIfNeeded();
  if (process.env.SCREENSHOTS)
    await scene.screenshot({ path: path.join(process.env.SCREENSHOTS, 'scene-editor-1280.png') });
  await axeAtBothWidths(page);
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await scene.screenshot({ path: path.join(process.env.SCREENSHOTS, 'scene-editor-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  const first = page.getByTestId('question-0');
  await first.getByLabel('Question text').fill('Did Anna order a large coffee?');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('lesson-message')).toHaveText('Changes saved.');

  // An open question's key ideas, written by hand.
  const questions = page.locator('[data-testid^="question-"]');
  const open = questions.filter({ has: page.getByLabel('Key ideas') }).first();
  const openIndex = Number((await open.getAttribute('data-testid'))!.replace('question-', ''));
  await open.getByLabel('Key ideas').fill('size: large | big\ndrink: coffee');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('lesson-message')).toHaveText('Changes saved.');
  const saved = (await (await page.request.get(`/api/v1/staff/lessons/${id}/`)).json()) as {
    questions: { ideas?: { label: string; say: string[] }[] }[];
  };
  expect(saved.questions[openIndex]?.ideas).toEqual([
    { label: 'size', say: ['large', 'big'] },
    { label: 'drink', say: ['coffee'] },
  ]);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('lesson-state')).toHaveText('Published');
  await expect(first.getByLabel('Question text')).toHaveValue('Did Anna order a large coffee?');

  // A learner finds it by its title and clicks a word of it.
  const learner = await anonymous.newPage();
  await signUp(learner, 'finder');
  await learner.goto('/');
  await learner.getByRole('searchbox', { name: 'Search videos by title' }).first().fill(title);
  await learner.keyboard.press('Enter');
  await learner.getByRole('link', { name: title }).first().click();
  await expect(learner).toHaveURL(new RegExp(`/lesson/${id}`));
  await learner.getByTestId('mode-words').click();
  await learner.locator('[data-word="coffee"]').first().click();
  await expect(learner.getByTestId('word-popup').getByTestId('word-translation')).toHaveText(/\w{3,}/);
  await anonymous.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
