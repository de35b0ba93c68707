import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers, questions, videoLessons } from '../../server/db/schema/index.ts';
import { toQuestionRow, type AuthoredQuestion } from '../../server/quiz/bank.ts';
import { Browser, signedInLearner, startTestApp, type TestApp } from './support.ts';

const bank: AuthoredQuestion[] = [
  ...[1, 2, 3].map((i) => ({
    type: 'yes_no' as const,
    slug: `t-yn-${i}`,
    text: `Is statement ${i} true?`,
    hint: 'Listen again.',
    explanation: 'Because.',
    answer: i === 2 ? ('no' as const) : ('yes' as const),
    cue: 0,
  })),
  ...[1, 2, 3].map((i) => ({
    type: 'open_ended' as const,
    slug: `t-oe-${i}`,
    text: 'What did Anna order?',
    hint: 'Think of the drinks.',
    explanation: 'She says it in the first line.',
    answers: ['She ordered a cappuccino and a croissant.'],
    cue: 1,
  })),
  ...[1, 2].map((i) => ({
    type: 'word_order' as const,
    slug: `t-wo-${i}`,
    text: 'Put the words in order.',
    hint: '',
    explanation: '',
    sentence: 'Could I have a window seat, please?',
    gaps: ['have', 'window', 'seat'],
    distractors: ['sit'],
  })),
];

describe('Check Understanding API', () => {
  let t: TestApp;
  let lessonId: number;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp();
    const [lesson] = await t.database.db
      .insert(videoLessons)
      .values({
        slug: 'quiz-lesson',
        name: 'Quiz lesson',
        videoFile: 'x.mp4',
        cues: [
          { start: 0, end: 2.5, text: 'Hello.' },
          { start: 2.5, end: 6, text: 'A cappuccino and a croissant, please.' },
        ],
      })
      .returning();
    lessonId = lesson!.id;
    const rows = await t.database.db
      .insert(questions)
      .values(bank.map((q) => ({ lessonId, ...toQuestionRow(q) })))
      .returning();
    for (const r of rows) ids.set(r.slug, r.id);
  });
  afterAll(async () => t.close());

  const get = (b: Browser, type: string) =>
    b.get(`/api/v1/videoLesson/${lessonId}/questions/?question_type=${type}`);

  it.each([
    ['yes_no', { yes_no: 3, open_ended: 1, word_order: 1 }],
    ['word_order', { word_order: 2, yes_no: 2, open_ended: 1 }],
    ['mixed', { yes_no: 2, open_ended: 2, word_order: 1 }],
    ['yes_no,open_ended', { yes_no: 3, open_ended: 2 }],
  ])('picks five questions for %s following the mix, topping up short types', async (type, expected) => {
    const res = await get(new Browser(t.app), type);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: { question_type: string }[] };
    expect(body.count).toBe(5);
    const counts: Record<string, number> = {};
    for (const q of body.results) counts[q.question_type] = (counts[q.question_type] ?? 0) + 1;
    if (type === 'yes_no')
      expect(counts.yes_no).toBe(3); // only three in the bank: topped up from the rest
    else if (type === 'word_order') expect(counts.word_order).toBe(2);
    else expect(counts).toEqual(expected);
  });

  it('never sends expected answers or explanations with the questions', async () => {
    const res = await get(new Browser(t.app), 'mixed');
    const text = res.body;
    expect(text).not.toContain('cappuccino');
    expect(text).not.toContain('Because.');
    expect(text).not.toContain('answer_key');
    const wo = (
      res.json() as {
        results: {
          question_type: string;
          template_segments: unknown[];
          draggable_words: { content: string }[];
        }[];
      }
    ).results.find((q) => q.question_type === 'word_order')!;
    expect(wo.template_segments).toContainEqual({ type: 'gap', gap_id: 'g1' });
    expect(wo.draggable_words.map((w) => w.content).sort()).toEqual(['have', 'seat', 'sit', 'window']);
  });

  it('refuses a bad question_type and an unknown lesson', async () => {
    const b = new Browser(t.app);
    expect((await get(b, 'essay')).statusCode).toBe(400);
    expect((await b.get('/api/v1/videoLesson/999999/questions/')).statusCode).toBe(404);
  });

  const startAttempt = (b: Browser) => b.post(`/api/v1/videoLesson/${lessonId}/attempts/`, {});
  const answer = (b: Browser, slug: string, text: string) =>
    b.post(`/api/v1/questions/${ids.get(slug)}/answers/`, { text_answer: text });
  const stats = async (b: Browser) => (await b.get('/api/v1/student/stats/')).json();

  it('grades answers with feedback in the learner language and counts RIGHT answers in stats', async () => {
    const { browser, user } = await signedInLearner(t, { language: 'uk' });
    expect((await startAttempt(browser)).statusCode).toBe(200);
    const yes = await browser.post(`/api/v1/questions/${ids.get('t-yn-1')}/answers/`, { text_answer: 'yes' });
    expect(yes.json()).toMatchObject({
      answer_status: 'RIGHT',
      expected_answer: 'Yes',
      explanation: 'Because.',
    });
    expect(yes.json().ai_feedback).toMatch(/^Правильно!/);
    const open = await browser.post(`/api/v1/questions/${ids.get('t-oe-1')}/answers/`, {
      text_answer: 'a cappuccino',
    });
    expect(open.json().answer_status).toBe('PARTIAL');
    expect(open.json().ai_feedback).toContain('croissant');
    expect(open.json().cue).toEqual({ index: 1, start: 2.5, end: 6 });
    const rows = await t.database.db.select().from(questionAnswers);
    expect(rows.filter((r) => r.userId === user.id).map((r) => [r.status, r.attempt])).toEqual([
      ['RIGHT', 1],
      ['PARTIAL', 1],
    ]);
    expect(open.json().attempt).toEqual({ number: 1, answered: 2, questions: 5 });
  });

  it('grades word order by gap ids and word ids', async () => {
    const { browser } = await signedInLearner(t);
    await startAttempt(browser);
    const q = (await get(browser, 'word_order'))
      .json()
      .results.find((r: { question_type: string }) => r.question_type === 'word_order');
    const byContent = new Map<string, string>(
      q.draggable_words.map((w: { word_id: string; content: string }) => [w.content, w.word_id]),
    );
    const right = { g1: byContent.get('have'), g2: byContent.get('window'), g3: byContent.get('seat') };
    const res = await browser.post(`/api/v1/questions/${q.id}/answers/`, {
      text_answer: JSON.stringify(right),
    });
    expect(res.json().answer_status).toBe('RIGHT');
    await startAttempt(browser); // each question is answered once per attempt
    const wrong = await browser.post(`/api/v1/questions/${q.id}/answers/`, {
      text_answer: JSON.stringify({ ...right, g3: byContent.get('sit') }),
    });
    expect(wrong.json().answer_status).toBe('WRONG');
  });

  it('answers malformed input with a clear 400 and records nothing', async () => {
    const { browser, user } = await signedInLearner(t);
    await startAttempt(browser);
    const cases: [string, unknown][] = [
      [`/api/v1/questions/${ids.get('t-yn-1')}/answers/`, { text_answer: 'maybe' }],
      [`/api/v1/questions/${ids.get('t-wo-1')}/answers/`, { text_answer: '{not json' }],
      [`/api/v1/questions/${ids.get('t-oe-1')}/answers/`, { text_answer: '   ' }],
      [`/api/v1/questions/${ids.get('t-oe-1')}/answers/`, { text_answer: 'x'.repeat(5000) }],
      [`/api/v1/questions/${ids.get('t-oe-1')}/answers/`, { answer: 'yes' }],
      [`/api/v1/questions/${ids.get('t-oe-1')}/answers/`, [1, 2]],
    ];
    for (const [url, body] of cases) {
      const res = await browser.post(url, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect((await browser.post('/api/v1/questions/999999/answers/', { text_answer: 'yes' })).statusCode).toBe(
      404,
    );
    const rows = await t.database.db.select().from(questionAnswers);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(0);
  });

  it('needs a signed-in learner to answer and to start attempts', async () => {
    const anon = new Browser(t.app);
    expect(
      (await anon.post(`/api/v1/questions/${ids.get('t-yn-1')}/answers/`, { text_answer: 'yes' })).statusCode,
    ).toBe(401);
    expect((await anon.post(`/api/v1/videoLesson/${lessonId}/attempts/`, {})).statusCode).toBe(401);
  });

  it('allows two attempts per learner and lesson, refuses a third, and keeps learners apart', async () => {
    const a = await signedInLearner(t);
    const b = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${lessonId}/attempts/`;
    expect((await a.browser.get(url)).json()).toMatchObject({ used: 0, max: 2, remaining: 2 });
    expect((await a.browser.post(url, {})).json()).toMatchObject({ used: 1, max: 2, remaining: 1 });
    expect((await a.browser.post(url, {})).json()).toMatchObject({ used: 2, max: 2, remaining: 0 });
    const third = await a.browser.post(url, {});
    expect(third.statusCode).toBe(409);
    expect((await a.browser.get(url)).json().used).toBe(2);
    expect((await b.browser.get(url)).json()).toMatchObject({ used: 0, max: 2, remaining: 2 });
    expect((await a.browser.post('/api/v1/videoLesson/999999/attempts/', {})).statusCode).toBe(404);
  });

  it('refuses an answer outside an open attempt with 409 and a code, and records nothing', async () => {
    const { browser, user } = await signedInLearner(t);
    const res = await answer(browser, 't-yn-1', 'yes');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'no_open_attempt' });
    expect(res.json().detail).toMatch(/start an attempt/i);
    // Another learner's open attempt on the lesson does not open one for this learner.
    const other = await signedInLearner(t);
    await startAttempt(other.browser);
    expect((await answer(browser, 't-oe-1', 'a cappuccino')).statusCode).toBe(409);
    const rows = await t.database.db.select().from(questionAnswers);
    expect(rows.filter((r) => r.userId === user.id)).toHaveLength(0);
    expect((await stats(browser)).correct_answers).toBe(0);
  });

  it('takes each question once per attempt, closes an attempt after five answers, allows two', async () => {
    const { browser } = await signedInLearner(t);
    const url = `/api/v1/videoLesson/${lessonId}/attempts/`;
    await startAttempt(browser);
    expect((await answer(browser, 't-yn-1', 'yes')).json().answer_status).toBe('RIGHT');
    const twice = await answer(browser, 't-yn-1', 'yes');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('already_answered');
    for (const slug of ['t-yn-2', 't-yn-3', 't-oe-1'])
      expect((await answer(browser, slug, 'yes')).statusCode).toBe(200);
    expect((await browser.get(url)).json()).toMatchObject({ used: 1, open: true, answered: 4 });
    const fifth = await answer(browser, 't-oe-2', 'a cappuccino and a croissant');
    expect(fifth.json().attempt).toEqual({ number: 1, answered: 5, questions: 5 });
    expect((await browser.get(url)).json()).toMatchObject({ used: 1, open: false, answered: 5 });
    const closed = await answer(browser, 't-oe-3', 'a cappuccino');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('no_open_attempt');

    // The second attempt takes the same questions again; stats count each question once.
    expect((await startAttempt(browser)).json()).toMatchObject({ used: 2, open: true, answered: 0 });
    expect((await answer(browser, 't-yn-1', 'yes')).json().attempt.number).toBe(2);
    expect((await stats(browser)).correct_answers).toBe(3); // t-yn-1, t-yn-3 (yes), t-oe-2
    const third = await startAttempt(browser);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'attempts_used_up', used: 2, remaining: 0, open: false });
  });

  it('answering "yes" thirty times cannot inflate correct_answers', async () => {
    const { browser } = await signedInLearner(t);
    let refused = 0;
    for (let round = 0; round < 30; round++) {
      if (round % 3 === 0) await startAttempt(browser);
      const res = await answer(browser, `t-yn-${(round % 3) + 1}`, 'yes');
      if (res.statusCode === 409) refused++;
    }
    expect(refused).toBe(24); // two attempts of three questions each were taken
    expect((await stats(browser)).correct_answers).toBe(2); // t-yn-1 and t-yn-3 are "yes"
    const rows = await t.database.db.select().from(questionAnswers);
    expect(rows.filter((r) => r.textAnswer === 'yes' && r.attempt === 3)).toHaveLength(0);
  });

  it('does not record an answer that is not English: the question stays open, the notice is in the learner language', async () => {
    const { browser, user } = await signedInLearner(t, { language: 'pl' });
    await startAttempt(browser);
    const polish = await answer(browser, 't-oe-1', 'Zamówiła kawę i rogalika.');
    expect(polish.statusCode).toBe(200);
    expect(polish.json()).toMatchObject({
      answer_status: 'NOT_ENGLISH',
      ai_feedback: 'Odpowiedz po angielsku.',
      feedback: [{ key: 'notEnglish' }],
      expected_answer: '',
      counted: false,
    });
    const english = await answer(browser, 't-oe-1', 'a cappuccino and a croissant');
    expect(english.json()).toMatchObject({ answer_status: 'RIGHT', attempt: { number: 1, answered: 1 } });
    const rows = await t.database.db.select().from(questionAnswers);
    expect(rows.filter((r) => r.userId === user.id).map((r) => r.textAnswer)).toEqual([
      'a cappuccino and a croissant',
    ]);
  });

  it('sends the feedback as interface-text keys naming the missing idea and the video moment', async () => {
    const { browser } = await signedInLearner(t);
    await startAttempt(browser);
    const res = (await answer(browser, 't-oe-2', 'a croissant')).json();
    expect(res.answer_status).toBe('PARTIAL');
    expect(res.feedback).toEqual([
      { key: 'partial' },
      { key: 'got', params: { ideas: 'croissant' } },
      { key: 'missing', params: { ideas: 'cappuccino' } },
      { key: 'expected', params: { answer: 'She ordered a cappuccino and a croissant.' } },
      { key: 'watch', params: { time: '0:02' } },
    ]);
    expect(res.ai_feedback).toContain('Watch the moment at 0:02 again.');
  });
});
