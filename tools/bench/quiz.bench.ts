/**
 * Check Understanding budgets (issue 7), server side: GET /videoLesson/{id}/questions/ p95 ≤ 30 ms
 * and POST /questions/{id}/answers/ p95 ≤ 30 ms (issue 16; each in an open attempt), measured in-process (app.inject, no network) on
 * the seeded demo lessons and their question banks; PGlite unless TEST_DATABASE_URL is set.
 * Run: `npm run bench -- quiz` (this and quiz-web); the web budget (first question ≤ 300 ms after
 * 'Start Testing' in Chromium) is measured by tools/bench/quiz-web.bench.ts.
 */
import { performance } from 'node:perf_hooks';
import { seedContent } from '../../server/catalogue/seed-content.ts';
import { seedQuestions } from '../../server/quiz/seed.ts';
import { gradeOpen, type OpenKey } from '../../server/quiz/grading.ts';
import { questions as questionsTable, videoLessons } from '../../server/db/schema/index.ts';
import { signedInLearner, startTestApp } from '../../tests/api/support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const t = await startTestApp();
try {
  const s0 = performance.now();
  await seedContent(t.database.db);
  const seeded = await seedQuestions(t.database.db);
  console.log(`seeded ${seeded.questions} questions in ${(performance.now() - s0).toFixed(0)} ms`);
  const lessons = await t.database.db.select({ id: videoLessons.id }).from(videoLessons);
  const bank = await t.database.db.select().from(questionsTable);
  const { browser } = await signedInLearner(t);
  // Answers go to an open attempt, each question once per attempt, five per attempt and two
  // attempts per lesson: a few learners share the load, their attempts started outside the timing.
  const learners = await Promise.all([0, 1, 2, 3, 4].map(() => signedInLearner(t)));
  const state = new Map<string, { attempt: number; answered: Set<number> }>();
  async function answererFor(lessonId: number, questionId: number) {
    for (const [n, learner] of learners.entries()) {
      const key = `${n}:${lessonId}`;
      let s = state.get(key);
      if (s && s.answered.size < 5 && !s.answered.has(questionId)) return { learner, s };
      if (s && s.attempt >= 2) continue;
      const res = await learner.browser.post(`/api/v1/videoLesson/${lessonId}/attempts/`, {});
      if (res.statusCode !== 200) continue;
      s = { attempt: res.json().used as number, answered: new Set() };
      state.set(key, s);
      return { learner, s };
    }
    throw new Error('no learner has an attempt left');
  }

  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1);
  };
  const types = ['mixed', 'yes_no', 'open_ended', 'word_order', 'yes_no,open_ended'];

  const getTimes: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const lesson = lessons[i % lessons.length]!;
    const start = performance.now();
    const res = await browser.get(
      `/api/v1/videoLesson/${lesson.id}/questions/?question_type=${types[i % types.length]}`,
    );
    getTimes.push(performance.now() - start);
    if (res.statusCode !== 200 || res.json().count !== 5)
      throw new Error(`questions answered ${res.statusCode}`);
  }

  const answerOf = (q: (typeof bank)[number], i: number): string => {
    const key = q.answerKey as { answer?: string; answers?: string[]; mapping?: Record<string, string> };
    if (q.questionType === 'yes_no') return i % 3 ? key.answer! : key.answer === 'yes' ? 'no' : 'yes';
    if (q.questionType === 'word_order') return JSON.stringify(key.mapping);
    const ref = key.answers![0]!;
    return i % 3 === 0 ? ref : i % 3 === 1 ? ref.split(' ').slice(0, 3).join(' ') : 'I do not know';
  };
  // Warm-up, untimed: each open question graded once with an unrelated answer, as a running server
  // has done after its first answers (loads the wink model, WordNet indexes and the key ideas).
  const w0 = performance.now();
  for (const q of bank)
    if (q.questionType === 'open_ended') gradeOpen('I am not sure', q.answerKey as OpenKey, q.text);
  console.log(`grader warm-up: ${(performance.now() - w0).toFixed(0)} ms`);
  const postTimes: Record<string, number[]> = { yes_no: [], open_ended: [], word_order: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const q = bank[(i * 7) % bank.length]!;
    const { learner, s } = await answererFor(q.lessonId, q.id);
    s.answered.add(q.id);
    const start = performance.now();
    const res = await learner.browser.post(`/api/v1/questions/${q.id}/answers/`, {
      text_answer: answerOf(q, i),
    });
    postTimes[q.questionType]!.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`answer answered ${res.statusCode}: ${res.body}`);
  }
  const all = Object.values(postTimes).flat();
  console.log(
    `database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${ROUNDS} requests each`,
  );
  console.log(`GET questions: p50 ${pct(getTimes, 50)} ms, p95 ${pct(getTimes, 95)} ms (budget p95 ≤ 30 ms)`);
  console.log(`POST answers:  p50 ${pct(all, 50)} ms, p95 ${pct(all, 95)} ms (budget p95 ≤ 30 ms)`);
  for (const [type, xs] of Object.entries(postTimes))
    if (xs.length) console.log(`  ${type}: n=${xs.length}, p95 ${pct(xs, 95)} ms`);
} finally {
  await t.close();
}
