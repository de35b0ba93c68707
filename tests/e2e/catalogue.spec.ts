import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The catalogue against the real server and the seeded demo lessons (no mocked API): anonymous
 * browsing and every filter with both empty states, the hero video, seeking a lesson video with
 * Range, favourites through the account page, filters kept across a reload, 390 px, axe.
 */

interface Lesson {
  id: number;
  video: { name: string; category: number; languageLevel: number; file: string };
}
interface Category {
  id: number;
  name: string;
  slug: string;
  parent: number | null;
}

async function catalogueData(page: Page) {
  const categories = (
    (await (await page.request.get('/api/v1/videoCategory/')).json()) as { results: Category[] }
  ).results;
  const lessons = (
    (await (await page.request.get('/api/v1/videoLesson/?page_size=100')).json()) as { results: Lesson[] }
  ).results;
  const topOf = (id: number): number => {
    const c = categories.find((x) => x.id === id)!;
    return c.parent === null ? c.id : topOf(c.parent);
  };
  return { categories, lessons, topOf };
}

/** Mantine chips hide their checkbox input: click the chip's label, read the input. */
const chip = (page: Page, name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
const chipInput = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

const cards = (page: Page) => page.getByTestId('lesson-card');
const cardNames = async (page: Page) =>
  (await cards(page).locator('a[href^="/lesson/"]').allInnerTexts()).map((s) => s.trim()).sort();

async function openCatalogue(page: Page, path = '/') {
  await page.goto(path);
  await expect(cards(page).first()).toBeVisible();
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  // Keep the 30 s auto-scroll and onboarding flags out of the way of the filters.
  await page.addInitScript(() => sessionStorage.setItem('userHasInteracted', 'true'));
});

test('anonymous visitors browse the catalogue and use every filter, with both empty states', async ({
  page,
}) => {
  const { categories, lessons, topOf } = await catalogueData(page);
  expect(lessons.length).toBeGreaterThanOrEqual(21);
  await openCatalogue(page);

  // Rows per topic, 5 cards until Show More.
  const rows = page.getByTestId('category-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(7);
  for (const row of await rows.all())
    expect(await row.getByTestId('lesson-card').count()).toBeLessThanOrEqual(5);
  await expect(page.getByRole('button', { name: /heart|favourite/i })).toHaveCount(0);

  // Level group chip: Beginner = A1 and A2.
  await chip(page, 'Beginner').click();
  const beginners = lessons
    .filter((l) => l.video.languageLevel <= 2)
    .map((l) => l.video.name)
    .sort();
  await expect.poll(() => cardNames(page)).toEqual(beginners);

  // Topic tile on top: Travel and its descendants, still Beginner.
  const travel = categories.find((c) => c.slug === 'travel')!;
  await page.getByRole('button', { name: 'Travel', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Travel', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const travelBeginners = lessons
    .filter((l) => l.video.languageLevel <= 2 && topOf(l.video.category) === travel.id)
    .map((l) => l.video.name)
    .sort();
  expect(travelBeginners.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(travelBeginners);

  // The category tree shows the selection with its descendants.
  await page.getByRole('button', { name: 'Categories' }).click();
  const child = categories.find((c) => c.parent === travel.id)!;
  await expect(page.getByRole('checkbox', { name: child.name })).toBeChecked();

  // Title search, case-insensitive, with a clear button; a miss names the text.
  const one = travelBeginners[0]!;
  await page.getByTestId('title-search').fill(one.slice(2, 9).toUpperCase());
  await expect.poll(() => cardNames(page)).toEqual([one]);
  await page.getByTestId('title-search').fill('zebra crossing');
  await expect(page.getByTestId('empty-state')).toHaveText('Video with the title "zebra crossing" not found');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => cardNames(page)).toEqual(travelBeginners);

  // A level with no Travel lessons: the filters empty state.
  const levels = [1, 2, 3, 4, 5, 6];
  const emptyLevel = levels.find(
    (n) => !lessons.some((l) => l.video.languageLevel === n && topOf(l.video.category) === travel.id),
  );
  await chip(page, 'Beginner').click();
  // Every Travel lesson again (as a learner would, the list is seen before the next filter).
  const travelAll = lessons
    .filter((l) => topOf(l.video.category) === travel.id)
    .map((l) => l.video.name)
    .sort();
  await expect.poll(() => cardNames(page)).toEqual(travelAll);
  if (emptyLevel) {
    await page.getByRole('button', { name: 'Levels' }).click();
    await expect(page.getByRole('region', { name: 'Levels' })).toBeVisible();
    const label = [
      'A1 Beginner',
      'A2 Elementary',
      'B1 Intermediate',
      'B2 Upper-Intermediate',
      'C1 Advanced',
      'C2 Proficiency',
    ][emptyLevel - 1]!;
    await page.getByRole('checkbox', { name: label }).check();
    await expect(page.getByTestId('empty-state')).toHaveText('No videos found for selected filters');
    await page.getByRole('checkbox', { name: 'All levels' }).check();
  }
  await expect
    .poll(() => cardNames(page))
    .toEqual(
      lessons
        .filter((l) => topOf(l.video.category) === travel.id)
        .map((l) => l.video.name)
        .sort(),
    );

  // Clear all brings every lesson back.
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect.poll(async () => cards(page).count()).toBeGreaterThanOrEqual(Math.min(lessons.length, 7 * 3));

  // The personal tab asks anonymous visitors to sign in.
  await page.getByRole('tab', { name: 'My learning' }).click();
  await expect(page.getByText('Please, Login To Access Personal Account')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('filters are remembered across a reload', async ({ page }) => {
  await openCatalogue(page);
  await chip(page, 'Advanced').click();
  await page.getByRole('button', { name: 'Work', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Work', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const before = await cardNames(page);
  await page.reload();
  await expect(chipInput(page, 'Advanced')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Work', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => cardNames(page)).toEqual(before);
  expect(await page.evaluate(() => localStorage.getItem('selectedLevel'))).toBe('5,6');
});

test('the hero video plays, muted and looping', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByTestId('hero-video');
  await expect(hero).toHaveJSProperty('muted', true);
  await expect(hero).toHaveJSProperty('loop', true);
  await expect
    .poll(() => hero.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 20_000 })
    .toBe(true);
  await expect(page.getByRole('link', { name: 'Start Learning Free' })).toHaveAttribute('href', '/language');
});

test('a lesson video seeks through HTTP Range', async ({ page }) => {
  const { lessons } = await catalogueData(page);
  await openCatalogue(page);
  const ranges: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/media/') && r.url().endsWith('.mp4')) ranges.push(r.status());
  });
  const file = new URL(lessons[0]!.video.file).pathname;
  const seeked = await page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.src = src;
    document.body.append(video);
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = reject;
    });
    video.currentTime = Math.min(60, video.duration - 5);
    await new Promise((resolve) => (video.onseeked = resolve));
    return { duration: video.duration, at: video.currentTime };
  }, file);
  expect(seeked.duration).toBeGreaterThan(60);
  expect(seeked.at).toBeGreaterThan(50);
  expect(ranges).toContain(206);

  const direct = await page.request.get(file, { headers: { Range: 'bytes=100-199' } });
  expect(direct.status()).toBe(206);
  expect(direct.headers()['content-range']).toMatch(/^bytes 100-199\/\d+$/);
  expect((await direct.body()).length).toBe(100);
});

test('a signed-in learner favourites a lesson, finds it under Favorites and removes it', async ({ page }) => {
  const email = `cat-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(
    email
      .split('@')[0]!
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 20),
  );
  await page.getByLabel('Password', { exact: true }).fill('Lingvo-e2e-pass-2026');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await openCatalogue(page);
  const card = cards(page).first();
  const name = (await card.locator('a[href^="/lesson/"]').innerText()).trim();
  const heart = card.getByTestId('favourite-heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAttribute('aria-busy', 'false');

  await page.getByRole('link', { name: 'My learning' }).first().click();
  await expect(page).toHaveURL(/\/account\?account=true$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByTestId('stat-videosCompleted')).toContainText('0');
  await page.getByRole('tab', { name: 'Favorites' }).click();
  const favourite = page.getByTestId('account-results').getByTestId('lesson-card');
  await expect(favourite).toHaveCount(1);
  await expect(favourite.locator('a[href^="/lesson/"]')).toHaveText(name);
  expect(await seriousViolations(page)).toEqual([]);

  await favourite.getByTestId('favourite-heart').click();
  await expect(favourite).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toContainText('No videos found');
  await page.reload();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test('the home page fits a 390 px phone and is axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCatalogue(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await cards(page).first().boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  // The header turns light after 75% of the viewport height.
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  await expect(page.locator('html')).toHaveAttribute('data-header', 'light');
});

test('arriving from onboarding scrolls straight to the catalogue (offset 75 + 20 px)', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-arrived')) {
      sessionStorage.setItem('e2e-arrived', '1');
      sessionStorage.setItem('fromOnboarding', 'true');
    }
  });
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => {
        // The catalogue renders after its data: until then there is nothing to measure.
        const catalogue = document.getElementById('catalogue');
        return catalogue ? Math.round(catalogue.getBoundingClientRect().top) : null;
      }),
    )
    .toBe(95);
  expect(await page.evaluate(() => sessionStorage.getItem('fromOnboarding'))).toBeNull();
});

test('the home page asks only for what it shows: the rows in one request, Show More per row, search on the server', async ({
  page,
}) => {
  const { lessons, topOf } = await catalogueData(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/v1/videoLesson')) asked.push(`${url.pathname}${url.search}`);
  });
  await openCatalogue(page);
  // One request for every row's first lessons; no list page read whole.
  expect(asked).toEqual(['/api/v1/videoLesson/rows/']);

  // A row with more than 5 lessons loads the rest of them on Show More.
  const byTop = new Map<number, string[]>();
  for (const l of lessons)
    byTop.set(topOf(l.video.category), [...(byTop.get(topOf(l.video.category)) ?? []), l.video.name]);
  const long = [...byTop.values()].find((names) => names.length > 5);
  if (long) {
    const row = page.getByTestId('category-row').filter({ hasText: long[0]! });
    await expect(row.getByTestId('lesson-card')).toHaveCount(5);
    await row.getByRole('button', { name: 'Show More' }).click();
    await expect(row.getByTestId('lesson-card')).toHaveCount(long.length);
    await expect(row.getByRole('button', { name: 'Show More' })).toHaveCount(0);
    expect(asked.filter((u) => /\/rows\/\d+\//.test(u))).toHaveLength(1);
  }

  // Typing asks once the typing pauses, not per letter.
  const name = lessons[0]!.video.name;
  asked.length = 0;
  await page.getByTestId('title-search').pressSequentially(name.slice(0, 6), { delay: 20 });
  await expect
    .poll(() => cardNames(page))
    .toEqual(
      lessons
        .filter((l) => l.video.name.toLowerCase().includes(name.slice(0, 6).toLowerCase()))
        .map((l) => l.video.name)
        .sort(),
    );
  // The last request carries the whole text; a slow machine may pause mid-word, never per letter.
  const whole = `search=${encodeURIComponent(name.slice(0, 6)).replace(/%20/g, '+')}`;
  await expect.poll(() => asked.at(-1) ?? '').toContain(whole);
  expect(asked.length).toBeLessThan(6);
});

test('coming back to the home page restores where it was scrolled to', async ({ page }) => {
  await openCatalogue(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  // Clicked where it is (a Playwright click would scroll the card into view first).
  await cards(page)
    .first()
    .locator('a[href^="/lesson/"]')
    .first()
    .evaluate((a: HTMLElement) => a.click());
  await expect(page).toHaveURL(/\/lesson\//);
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});
