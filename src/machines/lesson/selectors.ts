import type { SnapshotFrom } from 'xstate';
import type { lessonVocabularyMachine } from '../lesson-vocabulary/machine.ts';
import type { wordLookupMachine } from '../word-lookup/machine.ts';
import type { lessonMachine } from './machine.ts';
import type { videoMachine } from './video.ts';

type Lesson = SnapshotFrom<typeof lessonMachine>;
type Video = SnapshotFrom<typeof videoMachine>;
type Lookup = SnapshotFrom<typeof wordLookupMachine>;
type Vocabulary = SnapshotFrom<typeof lessonVocabularyMachine>;

/** The lesson page. */
export const selectLesson = (s: Lesson) => s.context.lesson;
export const selectMode = (s: Lesson) => s.context.mode;
export const selectVideoActor = (s: Lesson) => s.context.video;
export const selectWordLookupActor = (s: Lesson) => s.context.wordLookup;
export const selectVocabularyActor = (s: Lesson) => s.context.vocabulary;
export const selectTestRunActor = (s: Lesson) => s.context.testRun;
export const selectDialogueActor = (s: Lesson) => s.context.dialogue;
/** Check Understanding for a visitor who is not signed in: the sign-in prompt, no test run. */
export const selectTestNeedsSignIn = (s: Lesson) => s.matches({ ready: { mode: { test: 'signInNeeded' } } });

/** Watch Video. */
export const selectSpeed = (s: Video) => s.context.speed;
export const selectRepeatCue = (s: Video) => s.context.repeatCue;
export const selectActiveCue = (s: Video) => s.context.activeCue;

/** Study Words: the popup, the tooltip and the dictionary. */
export const selectPopup = (s: Lookup) => s.context.popup;
export const selectPopupLoading = (s: Lookup) => s.hasTag('popup.loading');
export const selectLookupResult = (s: Lookup) => s.context.result;
export const selectLookupError = (s: Lookup) => s.context.error;
export const selectSignInNeeded = (s: Lookup) => s.context.signInNeeded;
export const selectTooltipWord = (s: Lookup) => (s.hasTag('tooltip.shown') ? s.context.hover : null);
export const selectTooltip = (s: Lookup) => s.context.tooltip;
export const selectLemmas = (s: Lookup) => s.context.lemmas;
export const selectLanguage = (s: Lookup) => s.context.language;
export const selectEntries = (s: Vocabulary) => s.context.entries;
export const selectAdded = (s: Vocabulary) => s.context.added;
export const selectSaveFailed = (s: Vocabulary) => s.context.failed;
