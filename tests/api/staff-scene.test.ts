import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoLessons } from '../../server/db/schema/index.ts';
import { draftScene } from '../../server/dialogue/drafts.ts';
import {
  Browser,
  catalogueSettled,
  signedInLearner,
  signedInStaff,
  startTestApp,
  type TestApp,
} from './support.ts';

const LINES = [
  { speaker: 'Barista', text: 'Hello! What can I get you?' },
  { speaker: 'Anna', text: 'A large coffee, please. How much is it?' },
  { speaker: 'Barista', text: 'That is £3.50.' },
  { speaker: 'Anna', text: 'Here you are. Thank you!' },
  { speaker: 'Barista', text: 'Enjoy your coffee. Goodbye!' },
];
const WORDS = ['coffee', 'large', 'much', 'here', 'enjoy'];

/** Issue 19: staff edit the drafted dialogue scene of a lesson; the partner uses the saved one. */
describe('staff scene editor API', () => {
  let t: TestApp;
  let staff: Browser;
  let learner: Browser;
  let lessonId: number;
  let plain: number;
  const url = (id: number) => `/api/v1/staff/lessons/${id}/scene/`;

  beforeAll(async () => {
    t = await startTestApp();
    const scene = draftScene({
      slug: 'scene-edit',
      name: 'At the café',
      speakers: [
        { id: 'Barista', name: 'Barista' },
        { id: 'Anna', name: 'Anna' },
      ],
      lines: LINES,
      targetWords: WORDS,
    });
    const [row] = await t.database.db
      .insert(videoLessons)
      .values({
        slug: `scene-edit-${Date.now()}`,
        name: 'At the café',
        videoFile: 'lessons/scene.mp4',
        splitTranscription: LINES.map((l) => l.text),
        targetWords: WORDS,
        dialogue: scene as unknown as Record<string, unknown>,
        importReview: { sceneDraft: true },
        published: false,
      })
      .returning();
    lessonId = row!.id;
    const [other] = await t.database.db
      .insert(videoLessons)
      .values({ slug: `scene-plain-${Date.now()}`, name: 'No scene', videoFile: 'x.mp4', targetWords: WORDS })
      .returning();
    plain = other!.id;
    const s = await signedInStaff(t);
    staff = s.browser;
    learner = (await signedInLearner(t)).browser;
  });
  afterAll(async () => t.close());

  it('is staff only: 401 for a visitor, 403 for a learner, on GET and PUT', async () => {
    const visitor = new Browser(t.app);
    const current = (await staff.get(url(lessonId))).json();
    for (const [browser, status] of [
      [visitor, 401],
      [learner, 403],
    ] as const) {
      expect((await browser.get(url(lessonId))).statusCode).toBe(status);
      const put = await browser.put(url(lessonId), { target_words: WORDS, scene: current.scene });
      expect(put.statusCode).toBe(status);
    }
  });

  it('answers the drafted scene, marked drafted; a lesson without one gets the generic scene', async () => {
    const res = await staff.get(url(lessonId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ lesson: lessonId, target_words: WORDS, drafted: true, generic: false });
    expect(body.scene.partner.name).toBe('Barista');
    expect(body.scene.learner.role.uk).toMatch(/TODO/);
    const generic = (await staff.get(url(plain))).json();
    expect(generic).toMatchObject({ generic: true, drafted: false });
    expect(Object.keys(generic.scene.steer)).toEqual(WORDS);
    expect((await staff.get(url(999_999))).statusCode).toBe(404);
  });

  it('refuses a bad body with 400 and clear messages (in the interface language), changing nothing', async () => {
    const { scene } = (await staff.get(url(lessonId))).json();
    const shape = await staff.put(url(lessonId), { target_words: WORDS.slice(0, 4), scene });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors).toHaveProperty('target_words');
    const noMoves = await staff.put(url(lessonId), { target_words: WORDS, scene: { ...scene, moves: [] } });
    expect(noMoves.statusCode).toBe(400);
    expect(noMoves.json().errors).toHaveProperty(['scene.moves']);
    const malformed = await staff.request({
      method: 'PUT',
      url: url(lessonId),
      payload: '{"target_words": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);

    const badNext = structuredClone(scene);
    badNext.moves[0].intents[0].next = 'nowhere';
    const res = await staff.put(url(lessonId), { target_words: WORDS, scene: badNext });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_scene' });
    expect(res.json().errors['scene.moves.0.intents.0.next'][0]).toMatch(/no step “nowhere”/);

    const noSteer = structuredClone(scene);
    delete noSteer.steer.enjoy;
    // A staff member whose interface is Ukrainian reads the message in Ukrainian.
    const ukStaff = await signedInStaff(t, { language: 'uk' });
    const uk = await ukStaff.browser.put(url(lessonId), { target_words: WORDS, scene: noSteer });
    expect(uk.statusCode).toBe(400);
    expect(uk.json().errors['scene.steer.enjoy'][0]).toBe('Дайте принаймні одну репліку з «enjoy».');

    const twice = await staff.put(url(lessonId), {
      target_words: ['coffee', 'coffee', 'much', 'here', 'enjoy'],
      scene,
    });
    expect(twice.json().errors['target_words.1'][0]).toMatch(/appears twice/);
    expect((await staff.get(url(lessonId))).json().scene).toEqual(scene);
  });

  it('saves the scene and the target words; the partner plays the saved scene', async () => {
    const { scene } = (await staff.get(url(lessonId))).json();
    const edited = structuredClone(scene);
    edited.partner.role = { en: 'Barista', uk: 'Бариста', pl: 'Barista' };
    edited.learner.role = { en: 'Customer', uk: 'Клієнтка', pl: 'Klientka' };
    edited.opening = ['Good morning! What would you like to drink today?'];
    edited.steer.cake = ['Could I have a piece of cake?'];
    const words = ['coffee', 'large', 'much', 'here', 'cake'];
    const res = await staff.put(url(lessonId), { target_words: words, scene: edited });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ target_words: words, drafted: false, generic: false });
    // Steering lines of words that are no longer targets are dropped.
    expect(Object.keys(res.json().scene.steer).sort()).toEqual([...words].sort());

    const [row] = await t.database.db.select().from(videoLessons).where(eq(videoLessons.id, lessonId));
    expect(row!.targetWords).toEqual(words);
    expect((row!.dialogue as { opening: string[] }).opening).toEqual([
      'Good morning! What would you like to drink today?',
    ]);
    expect(row!.importReview).toMatchObject({ sceneDraft: false });

    // The partner (staff preview of the draft) opens with the saved line at once.
    await catalogueSettled(t);
    const script = (await staff.get(`/api/v1/videoLesson/${lessonId}/dialogue/`)).json();
    expect(script.script.opening).toBe('Good morning! What would you like to drink today?');
    expect(script.script.learner_role.uk).toBe('Клієнтка');
    expect(script.target_words).toEqual(words);
  });
});
