import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { AttemptsUsedUp, testRunMachine } from '../../src/machines/test-run/machine.ts';
import { questionRunnerMachine } from '../../src/machines/test-run/question-runner.ts';
import type { AnswerResult, Question, StartedTest } from '../../src/machines/test-run/types.ts';
import { player, type PendingEffect } from './support.ts';

/**
 * Model-based tests generated from the machines (xstate/graph): every shortest path of the test
 * run (parent) and of the question runner (child) is replayed on a real actor through the shared
 * harness (tests/machines/support.ts), the effects settled by hand, and must reach the same states.
 */

const QUESTIONS: Question[] = [
  {
    id: 1,
    question_type: 'yes_no',
    text: 'q1',
    hint: '',
    template_segments: null,
    draggable_words: null,
    cue: null,
  },
  {
    id: 2,
    question_type: 'open_ended',
    text: 'q2',
    hint: '',
    template_segments: null,
    draggable_words: null,
    cue: null,
  },
  {
    id: 3,
    question_type: 'word_order',
    text: 'q3',
    hint: '',
    template_segments: [
      { type: 'gap', gap_id: 'g1' },
      { type: 'fixed', content: 'and' },
      { type: 'gap', gap_id: 'g2' },
    ],
    draggable_words: [
      { word_id: 'w1', content: 'a' },
      { word_id: 'w2', content: 'b' },
    ],
    cue: null,
  },
];
const result = (answer_status: AnswerResult['answer_status']): AnswerResult => ({
  answer_status,
  ai_feedback: answer_status,
  expected_answer: '',
  explanation: '',
  cue: null,
});

/** A fromPromise whose promise the path settles (xstate.done/error.actor.ID). */
function pendingEffect<T, I>(pending: Map<string, PendingEffect>, id: string) {
  return fromPromise<T, I>(
    () =>
      new Promise<T>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject }),
      ),
  );
}

describe('question runner model', () => {
  const EVENTS = [
    { type: 'answer.choose', value: 'yes' },
    { type: 'answer.submit', text: 'right' },
    { type: 'answer.submit', text: '  ' },
    { type: 'gap.fill', gapId: 'g1', wordId: 'w1' },
    { type: 'gap.fill', gapId: 'g2', wordId: 'w2' },
    { type: 'gap.clear', gapId: 'g2' },
    { type: 'question.go', index: 2 },
    { type: 'question.next' },
    { type: 'xstate.done.actor.submitAnswer', output: result('RIGHT') },
    { type: 'xstate.done.actor.submitAnswer', output: result('WRONG') },
    { type: 'xstate.done.actor.submitAnswer', output: result('NOT_ENGLISH') },
    { type: 'xstate.after.auto check.questionRunner.settling' },
    { type: 'xstate.after.next question.questionRunner.advancing' },
  ];
  const paths = getShortestPaths(questionRunnerMachine, {
    input: { questions: QUESTIONS },
    events: EVENTS as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.current,
        Object.entries(s.context.answers).map(([id, a]) => [id, a.answer_status]),
        s.context.placements,
        s.context.emptyAnswer,
        s.context.retryNotice,
      ]),
  });

  it('reaches every state of the runner, the end included', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of ['answering', 'settling', 'checking', 'advancing', 'locked', 'finished'])
      expect(values.has(JSON.stringify(v)), v).toBe(true);
  });

  it(
    'every shortest path replays on a real runner with the same states and answers',
    { timeout: 30_000 },
    async () => {
      expect(paths.length).toBeGreaterThan(50);
      for (const path of paths) {
        const pending = new Map<string, PendingEffect>();
        const sent: string[] = [];
        const actor = createActor(
          questionRunnerMachine.provide({
            actors: {
              submitAnswer: fromPromise<AnswerResult, { questionId: number; text: string }>(({ input }) => {
                sent.push(`${input.questionId}:${input.text}`);
                return new Promise((resolve, reject) =>
                  pending.set('submitAnswer', { resolve: resolve as (v: unknown) => void, reject }),
                );
              }),
            },
          }),
          { input: { questions: QUESTIONS } },
        ).start();
        const play = player(actor, pending);
        for (const step of path.steps) {
          if ((step.event as AnyEventObject).type === 'xstate.init') continue;
          await play(step.event as AnyEventObject);
          const snap = actor.getSnapshot();
          const trail = path.steps.map((s) => s.event.type).join(' → ');
          expect(snap.value, trail).toEqual(step.state.value);
          expect(Object.keys(snap.context.answers), trail).toEqual(Object.keys(step.state.context.answers));
          expect(snap.context.current, trail).toBe(step.state.context.current);
        }
        // Each question is sent at most once with an answer that counts.
        const counted = Object.keys(actor.getSnapshot().context.answers);
        expect(new Set(counted).size).toBe(counted.length);
        if (actor.getSnapshot().status === 'done')
          expect(Object.keys(actor.getSnapshot().output?.answers ?? {})).toHaveLength(QUESTIONS.length);
        actor.stop();
      }
    },
  );
});

describe('test run model (parent)', () => {
  const started = (used: number, questions = QUESTIONS): StartedTest => ({
    attempts: { used, max: 2 },
    questions,
    fetchFailed: false,
  });
  const EVENTS = [
    { type: 'xstate.done.actor.loadAttempts', output: { used: 0, max: 2 } },
    { type: 'xstate.done.actor.loadAttempts', output: { used: 2, max: 2 } },
    { type: 'kind.toggle', kind: 'yesNo' },
    { type: 'kind.toggle', kind: 'textVoice' },
    { type: 'kind.toggle', kind: 'dragDrop' },
    { type: 'test.start' },
    { type: 'xstate.done.actor.startTest', output: started(1) },
    { type: 'xstate.done.actor.startTest', output: started(2) },
    { type: 'xstate.done.actor.startTest', output: started(1, []) },
    { type: 'xstate.error.actor.startTest', error: new AttemptsUsedUp({ used: 2, max: 2 }) },
    {
      type: 'xstate.done.actor.questionRunner',
      output: { answers: { 1: { ...result('RIGHT'), given: 'yes' } } },
    },
    { type: 'review.open' },
    { type: 'review.next' },
    { type: 'review.previous' },
    { type: 'review.close' },
    { type: 'question.go', index: 2 },
    { type: 'test.retry' },
  ];
  const paths = getShortestPaths(testRunMachine, {
    input: { lessonId: 7 },
    events: EVENTS as never,
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.attempts, s.context.selected, s.context.problem, s.context.review]),
  });

  it('reaches landing, running, results and review, and refuses a third attempt', () => {
    const reached = (tag: string) => paths.some((p) => p.state.hasTag(tag));
    for (const tag of ['landing', 'busy', 'running', 'results', 'review'])
      expect(reached(tag), tag).toBe(true);
    expect(paths.some((p) => p.state.context.problem === 'noAttempts')).toBe(true);
    expect(paths.some((p) => p.state.context.problem === 'noQuestions')).toBe(true);
    expect(paths.some((p) => p.state.context.problem === 'selectType')).toBe(true);
  });

  it('every shortest path replays on a real test run with the same states; results announce the score', async () => {
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const pending = new Map<string, PendingEffect>();
      const finished: unknown[] = [];
      const actor = createActor(
        testRunMachine.provide({
          actors: {
            loadAttempts: pendingEffect(pending, 'loadAttempts'),
            startTest: pendingEffect(pending, 'startTest'),
            prefetchQuestions: fromPromise(async () => {}),
          },
        }),
        { input: { lessonId: 7 } },
      );
      actor.on('test.finished', (e) => finished.push(e));
      actor.start();
      const play = player(actor, pending);
      let results = 0;
      for (const step of path.steps) {
        const event = step.event as AnyEventObject;
        if (event.type === 'xstate.init') continue;
        // The runner is a child machine, not an effect: its end is sent as it would arrive.
        if (event.type === 'xstate.done.actor.questionRunner') actor.send(event as never);
        else await play(event);
        const snap = actor.getSnapshot();
        const trail = path.steps.map((s) => s.event.type).join(' → ');
        expect(snap.value, trail).toEqual(step.state.value);
        expect(snap.context.attempts, trail).toEqual(step.state.context.attempts);
        if (event.type === 'xstate.done.actor.questionRunner') results++;
        // A run is running exactly while its runner is there.
        expect(Boolean(snap.children.questionRunner), trail).toBe(snap.hasTag('running'));
      }
      // One test.finished per finished run (review and back does not announce it again).
      expect(finished).toHaveLength(results);
      for (const e of finished)
        expect(e).toEqual({ type: 'test.finished', lessonId: 7, correct: 1, total: 3, passed: false });
      actor.stop();
    }
  });
});
