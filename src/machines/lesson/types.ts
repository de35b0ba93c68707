import type { z } from 'zod';
import type { cue } from '../../api-contract/lessons.ts';
import type { LessonStep } from '../../api-contract/progress.ts';
import type { ActorRefFrom } from 'xstate';
import type { Lesson } from '../catalogue/types.ts';
import type { dialogueMachine } from '../dialogue/machine.ts';
import type { lessonVocabularyMachine, VocabularyEntry } from '../lesson-vocabulary/machine.ts';
import type { testRunMachine } from '../test-run/machine.ts';
import type { wordLookupMachine } from '../word-lookup/machine.ts';
import type { TranslationResult } from '../../services/translation.ts';
import type { lessonProgressMachine, LessonProgressEmitted } from './progress.ts';
import type { videoMachine } from './video.ts';

/** SPEC §4 Lesson modes: exactly one is active; Watch Video is the default. */
export const LESSON_MODES = ['video', 'words', 'test', 'dialogue'] as const;
export type LessonMode = (typeof LESSON_MODES)[number];

/** The four steps of a lesson's progress (25% each, the contract's lesson steps), recorded as the learner completes them. */
export type { LessonStep };

/** One timed line of a lesson's subtitles (the shared contract's cue). */
export type Cue = z.infer<typeof cue>;

/** GET /api/v1/videoLesson/{id}/ as the lesson page reads it. */
export interface LessonDetail extends Lesson {
  cues: Cue[];
  target_words?: string[];
  /** The category's name per interface language, or null ('Unknown Category'). */
  category_names?: Partial<Record<'en' | 'uk' | 'pl', string>> | null;
}

/** The learner's fields of a lesson, read again after a step is recorded. */
export type LessonProgressFields = Pick<
  LessonDetail,
  'progress_percentage' | 'is_started' | 'is_completed' | 'vocabulary_count'
>;

export interface LessonInput {
  lessonId: number;
  mode?: LessonMode | undefined;
  /** The learner is signed in: steps are recorded, the dictionary and the test are theirs. */
  signedIn: boolean;
  /** The interface language (word look-ups are in it). */
  language: string;
  /** The saved player speed (`videoSpeed`), or null. */
  videoSpeed: number | null;
}

export interface LessonContext {
  lessonId: number;
  signedIn: boolean;
  language: string;
  videoSpeed: number | null;
  lesson: LessonDetail | null;
  mode: LessonMode;
  /** `language:word` → lemma from the look-ups of earlier visits of Study Words. */
  lemmas: Record<string, string>;
  /** The children: progress for the whole page, the others while their mode is open. */
  progress: ActorRefFrom<typeof lessonProgressMachine> | null;
  video: ActorRefFrom<typeof videoMachine> | null;
  wordLookup: ActorRefFrom<typeof wordLookupMachine> | null;
  vocabulary: ActorRefFrom<typeof lessonVocabularyMachine> | null;
  testRun: ActorRefFrom<typeof testRunMachine> | null;
  dialogue: ActorRefFrom<typeof dialogueMachine> | null;
}

/** What the lesson actor hears from its children (forwarded by the link, see link.ts). */
export type LessonChildEvent =
  | { type: 'video.watched' }
  | { type: 'word.translated'; result: TranslationResult; word: string }
  | { type: 'word.added'; entry: VocabularyEntry }
  | { type: 'signin.needed' }
  | LessonProgressEmitted
  /** The test run's results are in (its emitted event, or its final output). */
  | { type: 'test.finished'; output?: unknown }
  /** The dialogue used every target word (its emitted event, or its final output `{ completed }`). */
  | { type: 'dialogue.completed'; output?: { completed?: boolean } };

export type LessonEvent =
  | { type: 'mode.select'; mode: LessonMode }
  | { type: 'language.change'; language: string }
  /** Read the learner's progress fields again (e.g. after a step recorded elsewhere). */
  | { type: 'progress.refresh' }
  | LessonChildEvent;

export const isLessonMode = (value: unknown): value is LessonMode =>
  typeof value === 'string' && (LESSON_MODES as readonly string[]).includes(value);
