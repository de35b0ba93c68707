/** A cue row's height (padding 6 + a line of small text + 6), for the transcript's box before it fills. */
export const CUE_HEIGHT = 34;
