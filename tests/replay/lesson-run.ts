/**
 * One whole lesson driven through the real lesson-page actor (src/machines/lesson) with scripted
 * effects on a SimulatedClock, recorded by the app's event-log recorder: the learner watches the
 * video to 90%, saves a word in Study Words, passes a test and completes a dialogue. The log is the
 * fixture tests/replay/fixtures/lesson.json; regenerate it after a machine changes on purpose with
 *
 *   npx tsx tests/replay/lesson-run.ts
 *
 * and read the diff. The same run is made in the test, which checks it still matches the fixture.
 */
import { questionRunnerMachine } from '../../src/machines/test-run/question-runner.ts';
import { dialogueLoaderMachine } from '../../src/machines/dialogue/loader.ts';
import { dialogueTurnMachine } from '../../src/machines/dialogue/turn.ts';
import { dialogueCompletionMachine } from '../../src/machines/dialogue/completion.ts';
import fs from 'node:fs';
import path from 'node:path';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createRecorder } from '../../src/eventlog/recorder.ts';
import type { EventLog } from '../../src/eventlog/types.ts';
import { dialogueMachine } from '../../src/machines/dialogue/machine.ts';
import type { LoadedDialogue, PartnerReply } from '../../src/machines/dialogue/types.ts';
import {
  lessonVocabularyMachine,
  type VocabularyEntry,
} from '../../src/machines/lesson-vocabulary/machine.ts';
import { createLessonLogic } from '../../src/machines/lesson/effects.ts';
import { lessonProgressMachine } from '../../src/machines/lesson/progress.ts';
import type { LessonDetail, LessonStep } from '../../src/machines/lesson/types.ts';
import { testRunMachine } from '../../src/machines/test-run/machine.ts';
import type { AnswerResult, Attempts, Question, StartedTest } from '../../src/machines/test-run/types.ts';
import type { TranslationResult } from '../../src/services/translation.ts';

export const LESSON_FIXTURE = path.resolve('tests/replay/fixtures/lesson.json');
const LESSON_ID = 4;
/** The epoch ms the run pretends to start at (the dialogue's session id and expiry use it). */
const STARTED_AT = Date.UTC(2026, 0, 5, 9, 0, 0);
const DURATION_S = 10;

const lesson = {
  id: LESSON_ID,
  video: {
    id: LESSON_ID,
    name: 'At the café',
    file: '/media/cafe.mp4',
    transcription: 'A coffee, please. And some water.',
    split_transcription: ['A coffee, please.', 'And some water.'],
    languageLevel: 'A2',
    category: 1,
  },
  cues: [
    { start: 0, end: 4, text: 'A coffee, please.' },
    { start: 4, end: 10, text: 'And some water.' },
  ],
  target_words: ['coffee', 'water'],
  thumbnail: null,
  progress_percentage: 0,
  is_started: false,
  is_completed: false,
  vocabulary_count: 0,
  is_favorited: false,
  favorite_id: null,
  category_names: { en: 'Food' },
} as unknown as LessonDetail;

const questions: Question[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  question_type: 'yes_no',
  text: `Question ${id}?`,
  hint: '',
  template_segments: null,
  draggable_words: null,
  cue: null,
}));
const right: AnswerResult = {
  answer_status: 'RIGHT',
  ai_feedback: 'Correct.',
  expected_answer: 'yes',
  explanation: '',
  cue: null,
};
const coffee: TranslationResult = {
  id: 7,
  text: 'coffee',
  lemma: 'coffee',
  translation: 'кава',
  type: 'noun',
  details: {},
  usage_example: 'A coffee, please.',
  common_misunderstandings: '',
};
const saved: VocabularyEntry = { id: 1, entry: 7, text: 'coffee', translation: 'кава' };

/** Lets the promise effects settle (they resolve on the microtask queue). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface LessonRun {
  log: EventLog;
  /** The steps the progress child posted, in order. */
  posted: LessonStep[];
}

export async function recordLessonRun(): Promise<LessonRun> {
  const clock = new SimulatedClock();
  const recorder = createRecorder({ now: () => clock.now() });
  const posted: LessonStep[] = [];
  let percent = 0;
  const realNow = Date.now;
  Date.now = () => STARTED_AT + clock.now();
  try {
    const logic = createLessonLogic({
      reportLoadFailure: () => {},
      refreshStats: () => {},
      navigate: () => {},
      api: {} as never,
      translations: { translate: async () => coffee } as never,
      testRun: testRunMachine.provide({
        actors: {
          loadAttempts: fromPromise<Attempts, { lessonId: number }>(async () => ({ used: 0, max: 2 })),
          startTest: fromPromise(async (): Promise<StartedTest> => ({
            attempts: { used: 1, max: 2 },
            questions,
            fetchFailed: false,
          })),
          questionRunner: questionRunnerMachine.provide({
            actors: { submitAnswer: fromPromise(async (): Promise<AnswerResult> => right) },
          }),
        },
      }),
      dialogue: dialogueMachine.provide({
        actors: {
          loader: dialogueLoaderMachine.provide({
            actors: {
              loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(async () => ({
                script: null,
                saved: null,
              })),
            },
          }),
          turn: dialogueTurnMachine.provide({
            actors: {
              partnerTurn: fromPromise(async (): Promise<PartnerReply> => ({
                reply: 'Here you are!',
                recasts: [],
                coach: { kind: 'done' },
              })),
            },
          }),
          completion: dialogueCompletionMachine.provide({
            actors: { recordCompletion: fromPromise(async (): Promise<boolean> => true) },
          }),
        },
      }),
    });
    // The lesson and the progress child's effects: every step is recorded, each read adds 25%.
    const scripted = logic.provide({
      actors: {
        loadLesson: fromPromise(async () => lesson),
        vocabulary: lessonVocabularyMachine.provide({
          actors: {
            loadVocabulary: fromPromise<VocabularyEntry[], { lessonId: number }>(async () => []),
            saveWord: fromPromise(async (): Promise<VocabularyEntry> => saved),
            deleteWord: fromPromise(async (): Promise<void> => {}),
          },
        }),
        progress: lessonProgressMachine.provide({
          actors: {
            recordStep: fromPromise<boolean, { lessonId: number; step: LessonStep }>(async ({ input }) => {
              posted.push(input.step);
              return true;
            }),
            loadLesson: fromPromise(async (): Promise<LessonDetail> => {
              percent += 25;
              return {
                ...lesson,
                progress_percentage: percent,
                is_started: true,
                is_completed: percent >= 100,
              };
            }),
          },
        }),
      },
    });

    const page = createActor(scripted, {
      input: { lessonId: LESSON_ID, mode: 'video', signedIn: true, language: 'uk', videoSpeed: 1 },
      clock,
      inspect: recorder.inspect,
    });
    const tick = async (ms: number) => {
      clock.increment(ms);
      await settle();
    };
    page.start();
    await settle();

    // 1. Watch the video: the player reports its time four times a second.
    const video = page.getSnapshot().context.video!;
    for (let t = 0.25; t <= DURATION_S; t += 0.25) {
      video.send({ type: 'video.timeUpdated', time: t, duration: DURATION_S });
      await tick(250);
    }
    await settle();

    // 2. Study Words: a click on 'coffee' translates it, and the word joins the dictionary.
    page.send({ type: 'mode.select', mode: 'words' });
    await settle();
    const lookup = page.getSnapshot().context.wordLookup!;
    lookup.send({
      type: 'word.open',
      word: 'coffee',
      phrase: 0,
      occurrence: 1,
      anchor: { top: 10, left: 10, width: 40, height: 18 },
    });
    await settle();
    await settle();
    await tick(2000);
    lookup.send({ type: 'popup.close' });

    // 3. Check Understanding: five right answers, each followed by the next question after 1.8 s.
    page.send({ type: 'mode.select', mode: 'test' });
    await settle();
    const run = page.getSnapshot().context.testRun!;
    run.send({ type: 'test.start' });
    await settle();
    for (let n = 0; n < questions.length; n++) {
      run.send({ type: 'answer.choose', value: 'yes' });
      await settle();
      await tick(1800);
    }
    await settle();

    // 4. Practice Dialogues: one message uses both target words and completes the dialogue.
    page.send({ type: 'mode.select', mode: 'dialogue' });
    await settle();
    const dialogue = page.getSnapshot().context.dialogue!;
    dialogue.send({ type: 'dialogue.start' });
    await tick(1000);
    dialogue.send({ type: 'message.send', text: 'A coffee and some water, please.' });
    await settle();
    await tick(1000);
    await tick(1500);
    dialogue.send({ type: 'completion.finish' });
    await settle();
    page.stop();

    // The recorder names actors after a random run id: a fixed one keeps the fixture stable.
    const log = recorder.getLog();
    const run_ = log.actors[0]?.key.split(':')[0] ?? '';
    // XState numbers sessions across the process (x:0, x:1, …): number them from this run's first actor.
    const sessions = new Map<string, string>();
    const json = JSON.stringify(log)
      .replaceAll(`"${run_}:`, '"lesson:')
      .replace(/x:(\d+)(?=")/g, (session) => {
        if (!sessions.has(session)) sessions.set(session, `x:${sessions.size}`);
        return sessions.get(session)!;
      });
    return { log: JSON.parse(json) as EventLog, posted };
  } finally {
    Date.now = realNow;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('tests/replay/lesson-run.ts')) {
  const { log, posted } = await recordLessonRun();
  fs.mkdirSync(path.dirname(LESSON_FIXTURE), { recursive: true });
  fs.writeFileSync(LESSON_FIXTURE, `${JSON.stringify(log, null, 1)}\n`);
  console.log(
    `${LESSON_FIXTURE}: ${log.actors.length} actors, ${log.records.length} records; steps ${posted.join(', ')}`,
  );
}
