/**
 * Constants of SPEC §9 (and a few of ours, marked), under SPEC's names, for every machine.
 * Durations are in milliseconds and are used as named `delays`, so tests run on SimulatedClock.
 */

/** SPEC §2 /select-level: each option is drawn with 5 bars, filled up to its position. */
export const LEVEL_BARS = 5;

/** Ours: how long a success notice (signed in, logged out, registered) stays before it fades. */
export const NOTICE_VISIBLE_MS = 6000;

/** SPEC §9 catalogue. */
export const CATEGORY_ROW_LESSONS = 5;
export const CATALOGUE_SCROLL_OFFSET_PX = 75 + 20;
export const AUTO_SCROLL_TIMEOUT_MS = 30_000;
export const PROGRESS_BAR_MIN_PERCENT = 2;

/** SPEC §9 test. */
export const MAX_TEST_ATTEMPTS = 2;
export const QUESTIONS_PER_TEST = 5;
export const NEXT_QUESTION_DELAY_MS = 1800;
export const AUTO_CHECK_DELAY_MS = 300;
export const RESULT_TIERS = { outstanding: 80, greatJob: 60, goodEffort: 40 } as const;

/** SPEC §9 video and words. */
export const VIDEO_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const DEFAULT_VIDEO_SPEED = 1;
export const WORD_HOVER_DELAY_MS = 500;
export const WORD_POPUP_WIDTH_PX = 360;
export const WORD_POPUP_HEIGHT_PX = 600;

/** SPEC §9 dialogue. */
export const DIALOGUE_TARGET_WORDS = 5;
export const DIALOGUE_AUTOSAVE_DELAY_MS = 1000;
export const DIALOGUE_SAVED_MAX_AGE_DAYS = 7;
export const AI_REPLY_DELAY_MS = 1000;
export const COMPLETION_MODAL_DELAY_MS = 1500;
