import type { TranslationErrorCode, TranslationResult } from '../../services/translation.ts';

export interface Anchor {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface WordRequest {
  word: string;
  phrase?: number;
  /** Which occurrence of the word in the phrase was clicked (1 = the first). */
  occurrence?: number;
}

export interface WordLookupContext {
  lessonId: number;
  language: string;
  /** The word whose popup is open (or loading). */
  popup: (WordRequest & { anchor: Anchor }) | null;
  result: TranslationResult | null;
  error: { code: TranslationErrorCode; detail: string | null } | null;
  /** The word under the pointer and its tooltip text once known. */
  hover: WordRequest | null;
  tooltip: string | null;
  /** An anonymous visitor's translated word could not be saved: the open popup asks them to sign in. */
  signInNeeded: boolean;
  /** `language:word` → lemma, from every look-up ("booked" → "book"): which saved word a transcript word is. */
  lemmas: Record<string, string>;
}

export type WordLookupEvent =
  | { type: 'word.open'; word: string; phrase?: number; occurrence?: number; anchor: Anchor }
  | { type: 'popup.close' }
  | { type: 'word.hover'; word: string; phrase?: number; occurrence?: number }
  | { type: 'word.leave' }
  | { type: 'language.change'; language: string }
  /** The lesson's dictionary refused the word: the visitor is not signed in. */
  | { type: 'signin.needed' };

export type WordLookupEmitted = { type: 'word.translated'; result: TranslationResult; word: string };

export type { TranslationErrorCode, TranslationResult };
