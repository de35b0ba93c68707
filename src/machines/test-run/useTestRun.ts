import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { testRunMachine } from './machine.ts';
import {
  selectAllAnswered,
  selectCanStart,
  selectIsStarting,
  selectReviewQuestion,
  selectRunQuestion,
  selectRunner,
  selectScreen,
  selectVoice,
  selectWaitsForNext,
  type QuestionRunnerActor,
} from './selectors.ts';
import type { QuestionKind } from './types.ts';

export type TestRunActor = ActorRefFrom<typeof testRunMachine>;

/** The test run for components: what to show (selectors) and what the learner can do (intents). */
export function useTestRun(actor: TestRunActor) {
  const screen = useSelector(actor, selectScreen);
  const kinds = useSelector(actor, (s) => s.context.kinds);
  const selected = useSelector(actor, (s) => s.context.selected);
  const attempts = useSelector(actor, (s) => s.context.attempts);
  const problem = useSelector(actor, (s) => s.context.problem);
  const fetchFailed = useSelector(actor, (s) => s.context.fetchFailed);
  const lessonId = useSelector(actor, (s) => s.context.lessonId);
  const questions = useSelector(actor, (s) => s.context.questions);
  const answers = useSelector(actor, (s) => s.context.answers);
  return {
    screen,
    kinds,
    selected,
    attempts,
    problem,
    fetchFailed,
    lessonId,
    questions,
    answers,
    starting: useSelector(actor, selectIsStarting),
    canStart: useSelector(actor, selectCanStart),
    runner: useSelector(actor, selectRunner),
    toggleKind: (kind: QuestionKind) => actor.send({ type: 'kind.toggle', kind }),
    start: () => actor.send({ type: 'test.start' }),
    retry: () => actor.send({ type: 'test.retry' }),
    openReview: () => actor.send({ type: 'review.open' }),
    goTo: (index: number) => actor.send({ type: 'question.go', index }),
  };
}

/** Review mode: one answered question at a time. */
export function useTestReview(actor: TestRunActor) {
  return {
    view: useSelector(actor, selectReviewQuestion),
    previous: () => actor.send({ type: 'review.previous' }),
    next: () => actor.send({ type: 'review.next' }),
    close: () => actor.send({ type: 'review.close' }),
  };
}

/**
 * The question showing in a run. State comes from the runner (the test run's child); intents go
 * to the test run, which passes them on, so the event log records them on the test run.
 */
export function useQuestionRun(actor: TestRunActor, runner: QuestionRunnerActor) {
  return {
    view: useSelector(runner, selectRunQuestion),
    questions: useSelector(runner, (s) => s.context.questions),
    answers: useSelector(runner, (s) => s.context.answers),
    waitsForNext: useSelector(runner, selectWaitsForNext),
    allAnswered: useSelector(runner, selectAllAnswered),
    emptyAnswer: useSelector(runner, (s) => s.context.emptyAnswer),
    retryNotice: useSelector(runner, (s) => s.context.retryNotice),
    placements: useSelector(runner, (s) => s.context.placements),
    voice: useSelector(runner, selectVoice),
    choose: (value: 'yes' | 'no') => actor.send({ type: 'answer.choose', value }),
    submit: (text: string) => actor.send({ type: 'answer.submit', text }),
    fill: (gapId: string, wordId: string) => actor.send({ type: 'gap.fill', gapId, wordId }),
    clear: (gapId: string) => actor.send({ type: 'gap.clear', gapId }),
    next: () => actor.send({ type: 'question.next' }),
  };
}
