import type { Cue } from '../../machines/lesson-modes/types.ts';

/** The cue under the playhead, or -1. */
export function activeCueAt(cues: Cue[], time: number): number {
  return cues.findIndex((c) => time >= c.start && time < c.end);
}

/** A cue row's height (padding 6 + a line of small text + 6), for the transcript's box before it fills. */
export const CUE_HEIGHT = 34;
