import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { AUTO_CHECK_DELAY_MS, NEXT_QUESTION_DELAY_MS } from '../../src/machines/constants.ts';
import { AttemptsUsedUp, testRunMachine } from '../../src/machines/test-run/machine.ts';
import { questionRunnerMachine } from '../../src/machines/test-run/question-runner.ts';
import { analyseErrors, scorePercent, tierOf } from '../../src/machines/test-run/results.ts';
import type {
  AnswerResult,
  AnswerStatus,
  Attempts,
  Question,
  QuestionKind,
  QuestionType,
  StartedTest,
  TestFinished,
} from '../../src/machines/test-run/types.ts';

/**
 * Model-based tests of the test run (SPEC §4 Test flow, §9) on a SimulatedClock. A reference model
 * (what each answer should do, which question comes next, the tier, the error analysis) is checked
 * against the real machine over every combination of outcomes for a 2+2+1 test, over seeded random
 * walks that jump between questions with the progress circles, and over the attempt budget.
 */

const flush = () => new Promise((r) => setTimeout(r, 0));

function question(id: number, type: QuestionType): Question {
  return {
    id,
    question_type: type,
    text: `q${id}`,
    hint: '',
    template_segments:
      type === 'word_order'
        ? [
            { type: 'gap', gap_id: 'g1' },
            { type: 'fixed', content: 'and' },
            { type: 'gap', gap_id: 'g2' },
          ]
        : null,
    draggable_words:
      type === 'word_order'
        ? [
            { word_id: 'w1', content: 'a' },
            { word_id: 'w2', content: 'b' },
            { word_id: 'w3', content: 'x' },
          ]
        : null,
    cue: null,
  };
}
const MIX: Question[] = [
  question(1, 'yes_no'),
  question(2, 'yes_no'),
  question(3, 'open_ended'),
  question(4, 'open_ended'),
  question(5, 'word_order'),
];

/** The fake server: yes is right for yes/no; text 'right' / 'partial'; word order w1,w2. */
function grade(text: string): AnswerStatus {
  if (text === 'yes' || text === 'right' || text === JSON.stringify({ g1: 'w1', g2: 'w2' })) return 'RIGHT';
  if (text === 'partial') return 'PARTIAL';
  if (text === 'Вона замовила каву') return 'NOT_ENGLISH';
  return 'WRONG';
}

function harness(opts: { used?: number; questions?: Question[] } = {}) {
  const attempts: Attempts = { used: opts.used ?? 0, max: 2 };
  const submitted: { questionId: number; text: string }[] = [];
  const clock = new SimulatedClock();
  const finished: TestFinished[] = [];
  const prefetched: QuestionKind[][] = [];
  const actor = createActor(
    testRunMachine.provide({
      actors: {
        loadAttempts: fromPromise(async () => ({ ...attempts })),
        prefetchQuestions: fromPromise(async ({ input }) => void prefetched.push(input.kinds)),
        startTest: fromPromise<StartedTest, { lessonId: number; kinds: QuestionKind[] }>(
          async ({ input }) => {
            if (attempts.used >= attempts.max) throw new AttemptsUsedUp({ ...attempts });
            attempts.used++;
            const wanted = new Set(input.kinds);
            const kindOf = { yes_no: 'yesNo', open_ended: 'textVoice', word_order: 'dragDrop' } as const;
            return {
              attempts: { ...attempts },
              questions: (opts.questions ?? MIX).filter((q) => wanted.has(kindOf[q.question_type])),
              fetchFailed: false,
            };
          },
        ),
        questionRunner: questionRunnerMachine.provide({
          actors: {
            submitAnswer: fromPromise<AnswerResult, { questionId: number; text: string }>(
              async ({ input }) => {
                submitted.push(input);
                const status = grade(input.text);
                return {
                  answer_status: status,
                  ai_feedback: status,
                  expected_answer: 'expected',
                  explanation: 'because',
                  cue: null,
                } satisfies AnswerResult;
              },
            ),
          },
        }),
      },
    }),
    { input: { lessonId: 7 }, clock },
  );
  actor.on('test.finished', (e) => finished.push(e));
  actor.start();
  return { actor, clock, submitted, finished, attempts, prefetched };
}

type Harness = ReturnType<typeof harness>;

/** The question runner's snapshot (the test run's child while a test runs). */
function runner(h: Harness) {
  const child = h.actor.getSnapshot().children.questionRunner;
  expect(child, 'a test should be running').toBeDefined();
  return child!.getSnapshot();
}

/** The answers given so far: the runner's while it runs, the test run's once it is done. */
function answersNow(h: Harness) {
  const s = h.actor.getSnapshot();
  return s.children.questionRunner?.getSnapshot().context.answers ?? s.context.answers;
}

type Outcome = AnswerStatus;

/** Sends the answer that yields `outcome` for the current question and lets the effect settle. */
async function answerCurrent(h: ReturnType<typeof harness>, outcome: Outcome) {
  const s = runner(h);
  const q = s.context.questions[s.context.current]!;
  if (q.question_type === 'yes_no')
    h.actor.send({ type: 'answer.choose', value: outcome === 'RIGHT' ? 'yes' : 'no' });
  else if (q.question_type === 'open_ended')
    h.actor.send({
      type: 'answer.submit',
      text: outcome === 'RIGHT' ? 'right' : outcome === 'PARTIAL' ? 'partial' : 'nope',
    });
  else {
    h.actor.send({ type: 'gap.fill', gapId: 'g1', wordId: outcome === 'RIGHT' ? 'w1' : 'w3' });
    h.actor.send({ type: 'gap.fill', gapId: 'g2', wordId: 'w2' });
    // Auto-check only after 0.3 s.
    h.clock.increment(AUTO_CHECK_DELAY_MS - 1);
    expect(runner(h).matches('settling')).toBe(true);
    h.clock.increment(1);
  }
  await flush();
}

async function startMixed(h: ReturnType<typeof harness>) {
  await flush();
  h.actor.send({ type: 'test.start' });
  await flush();
  expect(h.actor.getSnapshot().hasTag('running')).toBe(true);
}

function outcomeCombos(): Outcome[][] {
  const per: Outcome[][] = MIX.map((q) =>
    q.question_type === 'open_ended' ? ['RIGHT', 'PARTIAL', 'WRONG'] : ['RIGHT', 'WRONG'],
  );
  return per.reduce<Outcome[][]>(
    (acc, options) => acc.flatMap((prefix) => options.map((o) => [...prefix, o])),
    [[]],
  );
}

describe('the test run, model-based over every outcome of a 2+2+1 test', () => {
  it.each(outcomeCombos().map((c) => [c.join(' '), c] as const))('%s', async (_name, outcomes) => {
    const h = harness();
    await startMixed(h);
    expect(h.actor.getSnapshot().context.attempts.used).toBe(1);
    for (const [i, outcome] of outcomes.entries()) {
      expect(runner(h).context.current).toBe(i);
      await answerCurrent(h, outcome);
      const s = runner(h);
      expect(s.context.answers[MIX[i]!.id]?.answer_status).toBe(outcome);
      expect(s.hasTag('locked')).toBe(true);
      // Locked: a second answer is ignored and never sent.
      const sent = h.submitted.length;
      h.actor.send({ type: 'answer.choose', value: 'yes' });
      h.actor.send({ type: 'answer.submit', text: 'right' });
      await flush();
      expect(h.submitted.length).toBe(sent);
      const last = i === outcomes.length - 1;
      if (outcome === 'RIGHT') {
        h.clock.increment(NEXT_QUESTION_DELAY_MS - 1);
        expect(runner(h).context.current).toBe(i);
        expect(h.actor.getSnapshot().hasTag('results')).toBe(false);
        h.clock.increment(1);
      } else {
        // No auto-advance after a wrong or partial answer: a Next / Finish button.
        h.clock.increment(NEXT_QUESTION_DELAY_MS * 3);
        expect(runner(h).matches('locked')).toBe(true);
        h.actor.send({ type: 'question.next' });
      }
      expect(h.actor.getSnapshot().hasTag('results')).toBe(last);
    }
    const s = h.actor.getSnapshot();
    const right = outcomes.filter((o) => o === 'RIGHT').length;
    const percent = Math.round((right / 5) * 100);
    expect(scorePercent(s.context.questions, s.context.answers)).toBe(percent);
    expect(tierOf(percent)).toBe(
      percent >= 80
        ? 'outstanding'
        : percent >= 60
          ? 'greatJob'
          : percent >= 40
            ? 'goodEffort'
            : 'keepGrowing',
    );
    const missedYesNo = outcomes.slice(0, 2).filter((o) => o !== 'RIGHT').length;
    const missedText = outcomes.slice(2, 4).filter((o) => o !== 'RIGHT').length;
    const analysis = analyseErrors(s.context.questions, s.context.answers);
    expect(analysis.weakKinds.includes('yesNo')).toBe(missedYesNo >= 2);
    expect(analysis.weakKinds.includes('textVoice')).toBe(missedText >= 2);
    expect(analysis.weakKinds.includes('dragDrop')).toBe(false);
    const ratio = (5 - right) / 5;
    expect(analysis.advice).toBe(ratio >= 0.6 ? 'high' : ratio >= 0.4 ? 'medium' : null);
    expect(h.finished).toEqual([
      { type: 'test.finished', lessonId: 7, correct: right, total: 5, passed: percent >= 60 },
    ]);
    expect(h.submitted.map((x) => x.questionId)).toEqual([1, 2, 3, 4, 5]);
  });
});

/** A small seeded generator so random walks are reproducible. */
function rng(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('random walks with the progress circles (model-based)', () => {
  it.each(Array.from({ length: 40 }, (_, i) => [i + 1]))('walk %i', async (seed) => {
    const random = rng(seed);
    const h = harness();
    await startMixed(h);
    const model = new Map<number, Outcome>();
    for (let step = 0; step < 60 && !h.actor.getSnapshot().hasTag('results'); step++) {
      const s = runner(h);
      const roll = random();
      if (roll < 0.35) {
        const index = Math.floor(random() * 5);
        h.actor.send({ type: 'question.go', index });
        const after = runner(h);
        if (s.matches('checking')) continue;
        expect(after.context.current).toBe(index);
        // An answered question shows locked; an open one can be answered.
        expect(after.hasTag('locked')).toBe(model.has(MIX[index]!.id));
      } else if (roll < 0.75 && s.matches('answering')) {
        const q = s.context.questions[s.context.current]!;
        const outcome: Outcome =
          random() < 0.5 ? 'RIGHT' : q.question_type === 'open_ended' ? 'PARTIAL' : 'WRONG';
        await answerCurrent(h, outcome);
        model.set(q.id, outcome);
      } else if (roll < 0.9) {
        h.actor.send({ type: 'question.next' });
      } else {
        h.clock.increment(NEXT_QUESTION_DELAY_MS);
      }
      const now = answersNow(h);
      // Answers never change once given, and match the model.
      for (const [id, outcome] of model) expect(now[id]?.answer_status).toBe(outcome);
      // Results only once every question is answered.
      if (h.actor.getSnapshot().hasTag('results')) expect(model.size).toBe(5);
    }
    // Each question was sent at most once.
    const ids = h.submitted.map((x) => x.questionId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

async function finishAllRight(h: ReturnType<typeof harness>) {
  for (let i = 0; i < 5; i++) {
    await answerCurrent(h, 'RIGHT');
    h.clock.increment(NEXT_QUESTION_DELAY_MS);
  }
  expect(h.actor.getSnapshot().hasTag('results')).toBe(true);
}

describe('landing, attempts, review and Try Again', () => {
  it('asks for at least one type and keeps only the kinds the route offers', async () => {
    const h = harness();
    await flush();
    for (const kind of ['yesNo', 'textVoice', 'dragDrop'] as const)
      h.actor.send({ type: 'kind.toggle', kind });
    h.actor.send({ type: 'test.start' });
    expect(h.actor.getSnapshot().context.problem).toBe('selectType');
    expect(h.actor.getSnapshot().hasTag('landing')).toBe(true);
    h.actor.send({ type: 'kind.toggle', kind: 'dragDrop' });
    expect(h.actor.getSnapshot().context.problem).toBeNull();
    h.actor.send({ type: 'test.start' });
    await flush();
    expect(h.actor.getSnapshot().context.questions.map((q) => q.question_type)).toEqual(['word_order']);
  });

  it('the route variant without word order offers only yes/no and text/voice', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      testRunMachine.provide({ actors: { loadAttempts: fromPromise(async () => ({ used: 0, max: 2 })) } }),
      { input: { lessonId: 1, kinds: ['yesNo', 'textVoice'] }, clock },
    ).start();
    await flush();
    actor.send({ type: 'kind.toggle', kind: 'dragDrop' });
    expect(actor.getSnapshot().context.selected).toEqual(['yesNo', 'textVoice']);
  });

  it('shows No questions available! when the bank is empty', async () => {
    const h = harness({ questions: [] });
    await startMixed(h).catch(() => {});
    expect(h.actor.getSnapshot().context.problem).toBe('noQuestions');
  });

  it('an empty text answer asks for an answer and sends nothing', async () => {
    const h = harness();
    await startMixed(h);
    h.actor.send({ type: 'question.go', index: 2 });
    h.actor.send({ type: 'answer.submit', text: '   ' });
    await flush();
    expect(runner(h).context.emptyAnswer).toBe(true);
    expect(h.submitted).toEqual([]);
  });

  it('an answer not in English shows the server notice and leaves the question open', async () => {
    const h = harness();
    await startMixed(h);
    h.actor.send({ type: 'question.go', index: 2 });
    h.actor.send({ type: 'answer.submit', text: 'Вона замовила каву' });
    await flush();
    let s = runner(h);
    expect(s.matches('answering')).toBe(true);
    expect(s.context.retryNotice).toBe('NOT_ENGLISH');
    expect(s.context.answers[s.context.questions[2]!.id]).toBeUndefined();
    h.actor.send({ type: 'answer.submit', text: 'right' });
    await flush();
    s = runner(h);
    expect(s.context.retryNotice).toBeNull();
    expect(s.context.answers[s.context.questions[2]!.id]?.answer_status).toBe('RIGHT');
    expect(h.submitted.map((x) => x.text)).toEqual(['Вона замовила каву', 'right']);
  });

  it('clearing a gap before 0.3 s cancels the auto-check', async () => {
    const h = harness();
    await startMixed(h);
    h.actor.send({ type: 'question.go', index: 4 });
    h.actor.send({ type: 'gap.fill', gapId: 'g1', wordId: 'w1' });
    h.actor.send({ type: 'gap.fill', gapId: 'g2', wordId: 'w2' });
    h.clock.increment(AUTO_CHECK_DELAY_MS - 50);
    h.actor.send({ type: 'gap.clear', gapId: 'g2' });
    h.clock.increment(AUTO_CHECK_DELAY_MS * 2);
    await flush();
    expect(h.submitted).toEqual([]);
    expect(runner(h).context.placements).toEqual({ g1: 'w1' });
  });

  it('review walks Previous/Next within bounds and returns to results', async () => {
    const h = harness();
    await startMixed(h);
    await finishAllRight(h);
    h.actor.send({ type: 'review.open' });
    h.actor.send({ type: 'review.previous' });
    expect(h.actor.getSnapshot().context.review).toBe(0);
    for (let i = 0; i < 7; i++) h.actor.send({ type: 'review.next' });
    expect(h.actor.getSnapshot().context.review).toBe(4);
    h.actor.send({ type: 'review.close' });
    expect(h.actor.getSnapshot().hasTag('results')).toBe(true);
  });

  it('Try Again resets everything while attempts used < 2, and is refused after the second', async () => {
    const h = harness();
    await startMixed(h);
    await finishAllRight(h);
    h.actor.send({ type: 'test.retry' });
    await flush();
    const s = h.actor.getSnapshot();
    expect(s.hasTag('running')).toBe(true);
    expect(runner(h).context.answers).toEqual({});
    expect(runner(h).context.current).toBe(0);
    expect(s.context.attempts.used).toBe(2);
    await finishAllRight(h);
    h.actor.send({ type: 'test.retry' });
    await flush();
    expect(h.actor.getSnapshot().hasTag('results')).toBe(true);
    expect(h.attempts.used).toBe(2);
  });

  it('a learner with both attempts used cannot start, and a server refusal lands back with the counter', async () => {
    const h = harness({ used: 2 });
    await flush();
    h.actor.send({ type: 'test.start' });
    expect(h.actor.getSnapshot().context.problem).toBe('noAttempts');
    const h2 = harness({ used: 1 });
    await flush();
    h2.attempts.used = 2; // another tab used the last attempt
    h2.actor.send({ type: 'test.start' });
    await flush();
    expect(h2.actor.getSnapshot().hasTag('landing')).toBe(true);
    expect(h2.actor.getSnapshot().context).toMatchObject({
      problem: 'noAttempts',
      attempts: { used: 2, max: 2 },
    });
  });
});
