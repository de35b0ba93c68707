import { fromPromise } from 'xstate';
import { api as defaultApi, type ApiClient } from '../../services/api.ts';
import { createVoiceRecordingLogic } from '../../services/voice.ts';
import i18n from '../../i18n/index.ts';
import { AttemptsUsedUp, testRunMachine } from './machine.ts';
import { questionRunnerMachine } from './question-runner.ts';
import { gradeSample, sampleQuestions, type Translate } from './samples.ts';
import {
  KINDS,
  TYPE_OF,
  type AnswerResult,
  type Attempts,
  type Question,
  type QuestionKind,
  type StartedTest,
} from './types.ts';

/** The Check Understanding calls (SPEC §7) over the API client, injected into the test-run machine. */

export function questionTypeParam(kinds: QuestionKind[]): string {
  return kinds.length === KINDS.length ? 'mixed' : kinds.map((k) => TYPE_OF[k]).join(',');
}

export async function loadAttempts(
  api: ApiClient,
  lessonId: number,
  signal?: AbortSignal,
): Promise<Attempts> {
  const res = await api.get<Attempts>(`v1/videoLesson/${lessonId}/attempts/`, signal);
  if (res.status !== 200 || !res.body) throw new Error(`attempts answered ${res.status}`);
  return { used: res.body.used, max: res.body.max };
}

type QuestionsResponse = { status: number; body: { results: Question[] } | null };

function fetchQuestions(api: ApiClient, lessonId: number, param: string, signal?: AbortSignal) {
  return api
    .get<{ results: Question[] }>(`v1/videoLesson/${lessonId}/questions/?question_type=${param}`, signal)
    .catch((): QuestionsResponse => ({ status: 0, body: null }));
}

/** Questions fetched while the landing shows, per client, by lesson and type selection; used once. */
const prefetched = new WeakMap<ApiClient, Map<string, Promise<QuestionsResponse>>>();
const PREFETCH_TTL_MS = 20_000;
const prefetchTimes = new WeakMap<Promise<QuestionsResponse>, number>();

/**
 * Fetches a test's questions ahead, while the learner reads the landing (or the results, before Try
 * Again), so starting waits only for the attempt. A learner may see the questions of a test they
 * then do not start: they are questions, never answers, the same the start would fetch.
 */
export function prefetchQuestions(
  lessonId: number,
  kinds: QuestionKind[],
  api: ApiClient = defaultApi,
): void {
  if (!kinds.length) return;
  const key = `${lessonId}:${questionTypeParam(kinds)}`;
  let byKey = prefetched.get(api);
  if (!byKey) prefetched.set(api, (byKey = new Map()));
  const held = byKey.get(key);
  if (held && Date.now() - (prefetchTimes.get(held) ?? 0) < PREFETCH_TTL_MS) return;
  const promise = fetchQuestions(api, lessonId, questionTypeParam(kinds));
  prefetchTimes.set(promise, Date.now());
  byKey.set(key, promise);
}

function takePrefetched(api: ApiClient, lessonId: number, param: string) {
  const byKey = prefetched.get(api);
  const key = `${lessonId}:${param}`;
  const promise = byKey?.get(key);
  byKey?.delete(key);
  if (!promise || Date.now() - (prefetchTimes.get(promise) ?? 0) >= PREFETCH_TTL_MS) return null;
  return promise;
}

export async function startTest(
  api: ApiClient,
  lessonId: number,
  kinds: QuestionKind[],
  signal?: AbortSignal,
): Promise<StartedTest> {
  // Both calls at once (no waterfall), the questions usually already fetched on the landing: the
  // first question shows as soon as the attempt is counted.
  const param = questionTypeParam(kinds);
  const ahead = takePrefetched(api, lessonId, param);
  const [attempt, fetched] = await Promise.all([
    api.request<Attempts>('POST', `v1/videoLesson/${lessonId}/attempts/`, signal ? { signal } : {}),
    ahead ?? fetchQuestions(api, lessonId, param, signal),
  ]);
  if (attempt.status === 409)
    throw new AttemptsUsedUp({ used: attempt.body?.used ?? 2, max: attempt.body?.max ?? 2 });
  if (attempt.status !== 200 && attempt.status !== 201) throw new Error(`attempt answered ${attempt.status}`);
  const attempts = { used: attempt.body!.used, max: attempt.body!.max };
  let questions = fetched;
  // A prefetch that failed (network hiccup on the landing) is tried once more before the samples.
  if (ahead && (questions.status !== 200 || !questions.body))
    questions = await fetchQuestions(api, lessonId, param, signal);
  if (questions.status !== 200 || !questions.body) {
    console.error(`Failed to fetch questions for video lesson ${lessonId}.`);
    const wanted = new Set(kinds.map((k) => TYPE_OF[k]));
    const samples = sampleQuestions(t)
      .filter((q) => wanted.has(q.question_type))
      .map(({ answer: _a, expected: _e, key: _k, ...q }) => q);
    return { attempts, questions: samples, fetchFailed: true };
  }
  return { attempts, questions: questions.body.results, fetchFailed: false };
}

/** Interface texts of the effects, in the language in use when they run. */
const t: Translate = (key, options) => i18n.t(key, options ?? {});

/**
 * SPEC §8: server detail (in the learner's language, quiz.json `serverErrors`) or 'Failed to
 * submit answer…' (translated); a rejected answer counts as incorrect.
 */
export async function submitAnswer(
  api: ApiClient,
  questionId: number,
  text: string,
  signal?: AbortSignal,
): Promise<AnswerResult> {
  if (questionId < 0) return gradeSample(questionId, text, t);
  const failed = (message: string): AnswerResult => ({
    answer_status: 'WRONG',
    ai_feedback: message,
    expected_answer: '',
    explanation: '',
    cue: null,
  });
  try {
    const res = await api.request<AnswerResult & { detail?: string; message?: string; code?: string }>(
      'POST',
      `v1/questions/${questionId}/answers/`,
      { json: { text_answer: text }, ...(signal ? { signal } : {}) },
    );
    if (res.status === 200 || res.status === 201) return res.body!;
    if (res.status === 403) console.warn('Answer refused with 403: possible CSRF or auth issue.');
    const fallback = t('quiz:submitFailed', { id: questionId });
    // A detail with a code is the quiz's own, already in the learner's language; any other
    // (authentication, validation) is English and is shown only in the English interface.
    if (res.body?.code && res.body.detail) return failed(res.body.detail);
    return failed(i18n.language === 'en' ? (res.body?.detail ?? res.body?.message ?? fallback) : fallback);
  } catch (error) {
    if (signal?.aborted) throw error;
    return failed(t('quiz:submitFailed', { id: questionId }));
  }
}

/**
 * The test run with its real effects: each a fromPromise over the calls above that passes the
 * actor's AbortSignal on; the question runner gets the answer check and the microphone.
 */
export function createTestRunLogic(api: ApiClient = defaultApi) {
  return testRunMachine.provide({
    actors: {
      loadAttempts: fromPromise(({ input, signal }) => loadAttempts(api, input.lessonId, signal)),
      prefetchQuestions: fromPromise(async ({ input }) =>
        prefetchQuestions(input.lessonId, input.kinds, api),
      ),
      startTest: fromPromise(({ input, signal }) => startTest(api, input.lessonId, input.kinds, signal)),
      questionRunner: questionRunnerMachine.provide({
        actors: {
          submitAnswer: fromPromise(({ input, signal }) =>
            submitAnswer(api, input.questionId, input.text, signal),
          ),
          voiceRecording: createVoiceRecordingLogic(),
        },
      }),
    },
  });
}
