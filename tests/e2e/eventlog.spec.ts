import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isEventLog, type EventLog } from '../../src/eventlog/types.ts';
import enQa from '../../src/i18n/en/qa.json' with { type: 'json' };
import ukQa from '../../src/i18n/uk/qa.json' with { type: 'json' };

/**
 * The event log end to end, against the real server: a newcomer signs up and goes through
 * onboarding with the QA panel open; the panel's export replays without divergence (in the panel
 * and with `npm run replay`), and /flows highlights what the log visited.
 * RECORD_FIXTURE=1 also saves the export as tests/replay/fixtures/signup-onboarding.json.
 */

const FIXTURE = 'tests/replay/fixtures/signup-onboarding.json';
const PASSWORD = 'Lantern-Harbour-42';

const panel = (page: Page, title = enQa.panel.title) => page.getByRole('complementary', { name: title });
const snapshotMachines = (log: EventLog) => new Set(log.actors.map((a) => a.machine).filter(Boolean));

async function exportLog(page: Page, label: string): Promise<{ file: string; log: EventLog }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const file = await (await download).path();
  const log: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(isEventLog(log)).toBe(true);
  return { file, log: log as EventLog };
}

test('a sign-up and onboarding run exports a log whose replay passes', async ({ page }) => {
  const email = `qa.${Date.now()}@example.com`;
  await page.goto('/signup?qa=1');
  await expect(panel(page)).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(`qa${Date.now()}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/language$/);

  await page.getByTestId('language-uk').click();
  await expect(page).toHaveURL(/\/select-level$/);
  // The interface is Ukrainian now, the QA panel included.
  await expect(panel(page, ukQa.panel.title)).toBeVisible();
  await page.getByRole('button', { name: /— рівень 1 з/ }).click();
  await expect(page).toHaveURL(/\/select-purpose$/);
  await page.getByRole('button', { name: 'Подорожі' }).click();
  await expect(page).toHaveURL(/\/$/);

  const { file, log } = await exportLog(page, ukQa.panel.export);
  expect(JSON.stringify(log)).not.toContain(PASSWORD);
  expect([...snapshotMachines(log)]).toEqual(expect.arrayContaining(['authSession', 'onboarding']));
  const types = log.records.flatMap((r) => (r.kind === 'event' ? [r.event.type] : []));
  expect(types).toContain('signup.submit');
  expect(types).toContain('language.choose');
  expect(types.some((t) => t.startsWith('xstate.done.actor.'))).toBe(true);

  // Replayed headlessly by the command line tool QA uses (`npm run replay -- FILE`). It runs in
  // its own process: the machines import what the browser bundle does, not what this runner loads.
  const replay = spawnSync('npx', ['tsx', 'tools/replay.ts', file], { encoding: 'utf8' });
  const out = replay.stdout;
  expect(replay.status, `replay diverged:\n${out}${replay.stderr}`).toBe(0);
  expect(out).toMatch(
    /authSession \(x:\d+\): reproduced\n {2}path: .*session\.anonymous → session\.signedIn/,
  );
  // The sign-up request itself ran in the auth session's credentials child.
  expect(out).toMatch(/credentials \([^)]+\): reproduced\n {2}path: .*signingUp/);
  expect(out.match(/onboarding \(x:\d+\): reproduced/g)).toHaveLength(3);
  expect(out).toMatch(/all \d+ actor\(s\) replayed without divergence/);

  // And in the panel itself.
  await page.getByRole('button', { name: ukQa.panel.replay, exact: true }).click();
  await expect(panel(page, ukQa.panel.title).getByText(/Усі записані стани відтворено/)).toBeVisible();

  if (process.env.RECORD_FIXTURE) {
    fs.mkdirSync(path.dirname(FIXTURE), { recursive: true });
    fs.writeFileSync(FIXTURE, JSON.stringify(log));
    execFileSync('npx', ['prettier', '--write', FIXTURE], { stdio: 'pipe' });
  }
});

test('QA panel: Ctrl+Shift+Q toggles it, it refuses a non-log file, replays the live and imported logs, clears', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panel(page)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+Q');
  await expect(panel(page)).toBeVisible();
  await panel(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
  await expect(panel(page).getByRole('alert')).toHaveText(enQa.panel.invalidFile);
  await page.getByRole('button', { name: enQa.panel.replay, exact: true }).click();
  // The refused file changed nothing: replay runs on this session's own log, and it reproduces.
  await expect(panel(page).getByText(/Every recorded state was reproduced/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // An imported log replays in the panel; a log edited to diverge is reported there.
  const fixture = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as EventLog;
  const importLog = async (name: string, log: EventLog) => {
    await panel(page)
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(log)) });
    await expect(panel(page).getByText(`Imported log: ${name}`)).toBeVisible();
    await page.getByRole('button', { name: enQa.panel.replay, exact: true }).click();
  };
  await importLog('signup-onboarding.json', fixture);
  await expect(panel(page).getByText('Every recorded state was reproduced (actors: 10).')).toBeVisible();
  const choose = fixture.records.find((r) => r.kind === 'event' && r.event.type === 'level.choose');
  if (choose?.kind === 'event') choose.event.optionId = 999;
  await importLog('edited.json', fixture);
  await expect(panel(page).getByText('Diverged from the record: 1 of 10 actors.')).toBeVisible();
  await expect(panel(page).getByText('purpose.loading after level.choose')).toBeVisible();

  await page.getByRole('button', { name: enQa.panel.clear }).click();
  await expect(panel(page).getByText(/Records in the log: 0\./)).toBeVisible();
  await page.keyboard.press('Control+Shift+Q');
  await expect(panel(page)).toHaveCount(0);
});

test('/flows draws every machine, and highlights the states an imported log visited', async ({ page }) => {
  // One Mermaid chart per machine of the registry (26 now): on a busy machine that takes a while.
  test.slow();
  const mermaidRequests: string[] = [];
  page.on('request', (r) => {
    if (/mermaid/i.test(r.url())) mermaidRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(mermaidRequests, 'Mermaid must not load with the home page').toEqual([]);

  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: enQa.flows.title })).toBeVisible();
  const listed = await page
    .getByRole('navigation', { name: enQa.flows.machines })
    .getByRole('link')
    .allTextContents();
  expect(listed).toEqual(expect.arrayContaining(['authSession', 'onboarding']));
  for (const id of listed) {
    // Mermaid is a few hundred kB fetched on demand; on a busy CI machine the first chart takes a while.
    await expect(page.locator(`#machine-${id} svg`).first()).toBeVisible({ timeout: 45_000 });
  }
  expect(mermaidRequests.length).toBeGreaterThan(0);
  await expect(page.locator('svg .visited')).toHaveCount(0);

  const fixture = fs.existsSync(FIXTURE) ? fs.readFileSync(FIXTURE) : null;
  test.skip(!fixture, 'no recorded fixture yet');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'signup-onboarding.json', mimeType: 'application/json', buffer: fixture! });
  await expect(page.getByRole('status')).toContainText('signup-onboarding.json');
  await expect(page.locator('#machine-authSession svg .visited').first()).toBeVisible();
  await expect(page.locator('#machine-onboarding svg .visited').first()).toBeVisible();

  await expectNoSeriousAxeViolations(page);
});

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('; ')})`,
    ),
  ).toEqual([]);
}
