import type { VocabularyWord } from '../../api-contract/language.ts';

/** What the learner saw when the word was looked up, kept with the saved word (issue 15). */
export type SeenSense = Partial<Pick<VocabularyWord, 'form' | 'sense' | 'sentence'>>;

/**
 * A student vocabulary entry (SPEC §3) as the contract's `vocabularyWord` gives it: id, entry
 * (dictionary word id), text, translation; the form clicked ("booked"), the sense seen and its
 * sentence are '' when not known (and may be missing from a list recorded before issue 15).
 */
export type VocabularyEntry = Omit<VocabularyWord, keyof SeenSense> & SeenSense;

export type AddOperation = { op: 'add'; entry: number; text: string } & SeenSense;
export type DeleteOperation = { op: 'delete'; id: number };
export type Operation = AddOperation | DeleteOperation;

export interface LessonVocabularyInput {
  lessonId: number;
  signedIn: boolean;
}

export interface LessonVocabularyContext {
  lessonId: number;
  signedIn: boolean;
  entries: VocabularyEntry[];
  queue: Operation[];
  /** Grows by one for each word added: the page flashes '+1' and plays a sound when it changes. */
  added: number;
  failed: boolean;
}

export type LessonVocabularyEvent =
  | ({ type: 'vocabulary.add'; entry: number; text: string } & SeenSense)
  | { type: 'vocabulary.delete'; id: number };

export type LessonVocabularyEmitted =
  { type: 'signin.needed' } | { type: 'word.added'; entry: VocabularyEntry };
