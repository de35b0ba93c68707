import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, videoCategories, videoLessons } from '../../server/db/schema/index.ts';
import { tempDataDir } from './auth-support.ts';
import {
  Browser,
  catalogueSettled,
  signedInLearner,
  signedInStaff,
  startTestApp,
  type TestApp,
} from './support.ts';
import { fixtureDir, GOOD_VTT, makeVideo } from '../support/media-fixtures.ts';

const IMPORT = '/api/v1/staff/lessons/import/';

/** A multipart/form-data body as a browser sends it. */
function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer | string }>,
) {
  const boundary = `----lingvo${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('lesson import', () => {
  let t: TestApp;
  let staff: Browser;
  let dataDir: string;
  let media: string;
  let video: Buffer;
  let silent: Buffer;
  let long: Buffer;
  let category: string;

  const upload = (
    browser: Browser,
    opts: {
      video?: Buffer | string;
      videoName?: string;
      subtitles?: string;
      title?: string;
      level?: string;
    } = {},
  ) => {
    const body = multipart(
      { title: opts.title ?? 'At the café', level: opts.level ?? 'A2', category },
      {
        video: { name: opts.videoName ?? 'clip.mp4', data: opts.video ?? video },
        subtitles: { name: 'clip.vtt', data: opts.subtitles ?? GOOD_VTT },
      },
    );
    return browser.request({ method: 'POST', url: IMPORT, payload: body.payload, headers: body.headers });
  };
  const mediaFiles = () =>
    fs.existsSync(path.join(dataDir, 'media')) ? fs.readdirSync(path.join(dataDir, 'media', 'lessons')) : [];
  const lessonTotal = async () =>
    (await t.database.db.select({ id: videoLessons.id }).from(videoLessons)).length;

  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await startTestApp({ dataDir });
    const dir = fixtureDir();
    video = fs.readFileSync(makeVideo(dir, 'clip.mp4', { seconds: 6 }));
    silent = fs.readFileSync(makeVideo(dir, 'silent.mp4', { seconds: 6, audio: false }));
    long = fs.readFileSync(makeVideo(dir, 'short.mp4', { seconds: 2 }));
    media = dir;
    const [c] = await t.database.db
      .insert(videoCategories)
      .values({ slug: 'food-import-test', name: 'Food', names: {} })
      .returning();
    category = c!.slug;
    const s = await signedInStaff(t);
    staff = s.browser;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(media, { recursive: true, force: true });
  });

  it('imports a draft only staff see; publishing puts it in the catalogue, unpublishing takes it out', async () => {
    const visitor = new Browser(t.app);
    const before = (await visitor.get('/api/v1/videoLesson/?page_size=100')).json().count as number;
    const res = await upload(staff);
    expect(res.statusCode, res.body).toBe(201);
    const imported = res.json();
    expect(imported).toMatchObject({ cues: 4 });
    expect(imported.target_words).toHaveLength(5);
    expect(imported.questions).toBeGreaterThan(0);
    expect(imported.repairs.join(' ')).toMatch(/Line \d+: overlapped/);
    expect(mediaFiles()).toHaveLength(3);

    const lesson = (await staff.get(`/api/v1/staff/lessons/${imported.id}/`)).json();
    expect(lesson).toMatchObject({ published: false, level: 'A2', name: 'At the café' });
    expect(lesson.cues[0]).toMatchObject({
      start: 0.5,
      end: 2,
      speaker: 'Anna',
      text: 'Good morning! Could I have a large coffee, please?',
    });
    expect(lesson.cues[1].text).toBe('Of course. Would you like some milk with it?');
    expect(lesson.cues[3]).toMatchObject({
      speaker: 'Tom',
      text: 'That will be three pounds. Have a lovely day!',
    });
    // The dialogue scene is drafted from the subtitles' speakers, and marked a draft for review.
    const [row] = await t.database.db
      .select({ dialogue: videoLessons.dialogue, review: videoLessons.importReview })
      .from(videoLessons)
      .where(eq(videoLessons.id, imported.id));
    expect(row!.review).toMatchObject({ sceneDraft: true });
    expect(JSON.stringify(row!.dialogue)).toContain('Anna');
    expect((row!.dialogue as { moves?: unknown[] }).moves?.length).toBeGreaterThan(0);
    // A draft's poster is staff only (issue 19: drafts are invisible to all but staff).
    expect((await visitor.get(lesson.poster)).statusCode).toBe(404);
    const poster = await staff.get(lesson.poster);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // A draft: nowhere in the catalogue, and its page is not found.
    await catalogueSettled(t);
    expect((await visitor.get('/api/v1/videoLesson/?page_size=100')).json().count).toBe(before);
    expect((await visitor.get(`/api/v1/videoLesson/${imported.id}/`)).statusCode).toBe(404);
    const learner = (await signedInLearner(t)).browser;
    expect((await learner.get(`/api/v1/videoLesson/${imported.id}/`)).statusCode).toBe(404);
    expect((await learner.get(`/api/v1/videoLesson/${imported.id}/dialogue/`)).statusCode).toBe(404);
    expect(
      (await t.database.db.select().from(questions).where(eq(questions.lessonId, imported.id))).length,
    ).toBe(0);

    // Staff edit a question, then publish.
    const edited = [...lesson.questions];
    edited[0] = { ...edited[0], text: 'Did Anna order a large coffee?', type: 'yes_no', answer: 'yes' };
    delete edited[0].answers;
    delete edited[0].sentence;
    delete edited[0].gaps;
    delete edited[0].distractors;
    const saved = await staff.patch(`/api/v1/staff/lessons/${imported.id}/`, { questions: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().questions[0].text).toBe('Did Anna order a large coffee?');
    const published = await staff.patch(`/api/v1/staff/lessons/${imported.id}/`, { published: true });
    expect(published.json().published).toBe(true);
    await catalogueSettled(t);
    const list = (await visitor.get('/api/v1/videoLesson/?page_size=100')).json();
    expect(list.count).toBe(before + 1);
    expect(list.results.map((l: { id: number }) => l.id)).toContain(imported.id);
    expect((await visitor.get(`/api/v1/videoLesson/${imported.id}/`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/videoLesson/${imported.id}/dialogue/`)).statusCode).toBe(200);
    // The home page's rows follow too.
    const homeRows = (await visitor.get('/api/v1/videoLesson/rows/?search=at%20the%20caf')).json();
    expect(homeRows.rows.flatMap((r: { results: { id: number }[] }) => r.results.map((l) => l.id))).toContain(
      imported.id,
    );
    const rows = await t.database.db.select().from(questions).where(eq(questions.lessonId, imported.id));
    expect(rows.length).toBe(edited.length);
    expect(rows.map((r) => r.text)).toContain('Did Anna order a large coffee?');

    await staff.patch(`/api/v1/staff/lessons/${imported.id}/`, { published: false });
    await catalogueSettled(t);
    const after = (await visitor.get('/api/v1/videoLesson/?page_size=100')).json();
    expect(after.count).toBe(before);
    expect(after.results.map((l: { id: number }) => l.id)).not.toContain(imported.id);
  });

  it('refuses bad files with a clear message and leaves nothing behind', async () => {
    const files = mediaFiles().length;
    const lessons = await lessonTotal();
    const cases: [Parameters<typeof upload>[1], string, RegExp][] = [
      [{ video: 'WEBVTT\n\nnot a video at all', videoName: 'clip.mp4' }, 'not_video', /not an MP4 or WebM/],
      [{ video: silent }, 'no_audio', /no sound/],
      [{ subtitles: '' }, 'bad_subtitles', /neither SubRip|no cue/],
      [{ subtitles: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n' }, 'bad_subtitles', /no cue with text/],
      [
        {
          subtitles:
            'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello there.\n\n00:00:03,5 --> nonsense\nAgain.\n',
        },
        'bad_subtitles',
        /^Line 6: /,
      ],
      [
        { subtitles: '1\n00:00:02,000 --> 00:00:01,000\nBackwards.\n' },
        'bad_subtitles',
        /^Line 2: The cue ends before it starts/,
      ],
      [
        {
          subtitles:
            'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\nDzień dobry, poproszę dużą kawę z mlekiem.\n\n00:00:03.000 --> 00:00:05.000\nOczywiście, czy chce pan cukier do kawy?\n',
        },
        'not_english',
        /do not look English/,
      ],
      [{ video: long }, 'subtitles_do_not_fit', /run to 0:05 but the video is 0:02 long/],
      [{ level: 'D9' }, 'bad_level', /level must be one of/],
    ];
    for (const [opts, code, message] of cases) {
      const res = await upload(staff, opts);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().detail).toMatch(message);
    }
    expect(mediaFiles().length).toBe(files);
    expect(await lessonTotal()).toBe(lessons);
    // No upload is left in the work folder either.
    expect(fs.readdirSync(path.join(dataDir, 'import-tmp'))).toEqual([]);
  });

  it('subtitles over 2 MB are refused with 413', async () => {
    const big = `WEBVTT\n\n${'00:00:01.000 --> 00:00:02.000\nHello there, my friend.\n\n'.repeat(50_000)}`;
    const res = await upload(staff, { subtitles: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('too_large');
  });

  it('import and the lesson pages are staff only: 401 for a visitor, 403 for a learner', async () => {
    const visitor = new Browser(t.app);
    const learner = (await signedInLearner(t)).browser;
    expect((await upload(visitor)).statusCode).toBe(401);
    expect((await upload(learner)).statusCode).toBe(403);
    for (const browser of [visitor, learner]) {
      const status = browser === visitor ? 401 : 403;
      expect((await browser.get('/api/v1/staff/lessons/')).statusCode).toBe(status);
      expect((await browser.get('/api/v1/staff/lessons/1/')).statusCode).toBe(status);
      expect((await browser.patch('/api/v1/staff/lessons/1/', { published: true })).statusCode).toBe(status);
    }
  });
});

describe('lesson import size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.IMPORT_MAX_VIDEO_MB = '0.05';
    t = await startTestApp({ dataDir: tempDataDir() });
    delete process.env.IMPORT_MAX_VIDEO_MB;
  });
  afterAll(async () => t.close());

  it('a video over the limit is refused with 413 while it streams in', async () => {
    const s = await signedInStaff(t);
    const body = multipart(
      { title: 'Big', level: 'B1', category: 'x' },
      {
        video: { name: 'big.mp4', data: Buffer.alloc(200 * 1024, 1) },
        subtitles: { name: 's.vtt', data: GOOD_VTT },
      },
    );
    const res = await s.browser.request({
      method: 'POST',
      url: IMPORT,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_large' });
  });
});
