import { assertEvent, assign, emit, setup } from 'xstate';
import { VIDEO_SPEEDS } from '../constants.ts';
import type { Cue } from './types.ts';

export type VideoSpeed = (typeof VIDEO_SPEEDS)[number];
export const isVideoSpeed = (value: unknown): value is VideoSpeed =>
  VIDEO_SPEEDS.includes(value as VideoSpeed);

/** Share of the video a learner must have played for the `video` step (issue 5). */
export const WATCHED_SHARE = 0.9;
/** A jump of the playhead longer than this between two time updates is a seek, not playing. */
export const MAX_PLAYED_STEP_S = 1.5;
/** While a phrase repeats, a playhead this far before its start has left it (a seek back). */
export const REPEAT_LEAD_S = 0.25;

/** The cue under the playhead, or -1. */
export function activeCueAt(cues: Cue[], time: number): number {
  return cues.findIndex((c) => time >= c.start && time < c.end);
}

export interface VideoContext {
  cues: Cue[];
  speed: VideoSpeed;
  repeatCue: number | null;
  activeCue: number;
  /** Seconds actually played (a seek forward is not watching) and the playhead at the last update. */
  played: number;
  last: number;
}

export type VideoEvent =
  | { type: 'speed.set'; speed: number }
  | { type: 'speed.step'; direction: 1 | -1 }
  | { type: 'repeat.toggle'; cue: number }
  | { type: 'repeat.off' }
  /** The player's `timeupdate`: where the playhead is and how long the video is (0 when unknown). */
  | { type: 'video.timeUpdated'; time: number; duration: number }
  /** A click on a transcript phrase. */
  | { type: 'cue.seek'; cue: number };

/** Commands for the player element (the component applies them). */
export type VideoEmitted = { type: 'video.seek'; time: number; play: boolean } | { type: 'video.watched' };

const stepped = (speed: VideoSpeed, direction: 1 | -1): VideoSpeed => {
  const i = VIDEO_SPEEDS.indexOf(speed) + direction;
  return VIDEO_SPEEDS[Math.max(0, Math.min(VIDEO_SPEEDS.length - 1, i))]!;
};
const startOf = (context: VideoContext, cue: number) => context.cues[cue]?.start ?? 0;
/** Seconds played once this time update counts (only small forward steps are playing). */
const playedAfter = (context: VideoContext, time: number) => {
  const step = time - context.last;
  return step > 0 && step < MAX_PLAYED_STEP_S ? context.played + step : context.played;
};

/** The video player's actions and guards (its states are in video.ts). */
export const videoSetup = setup({
  types: {
    context: {} as VideoContext,
    events: {} as VideoEvent,
    input: {} as { speed: number | null; cues: Cue[] },
    emitted: {} as VideoEmitted,
  },
  actions: {
    'save speed': (_, _params: { speed: VideoSpeed }) => {},
    'set speed': assign({
      speed: ({ context, event }) => {
        assertEvent(event, ['speed.set', 'speed.step']);
        if (event.type === 'speed.step') return stepped(context.speed, event.direction);
        return isVideoSpeed(event.speed) ? event.speed : context.speed;
      },
    }),
    'follow the playhead': assign(({ context, event }) => {
      assertEvent(event, 'video.timeUpdated');
      return {
        played: playedAfter(context, event.time),
        last: event.time,
        activeCue: activeCueAt(context.cues, event.time),
      };
    }),
    'hold the cue': assign({
      repeatCue: ({ event }) => {
        assertEvent(event, 'repeat.toggle');
        return event.cue;
      },
    }),
    'release the cue': assign({ repeatCue: null }),
    'jump to the cue': assign({
      last: ({ context, event }) => {
        assertEvent(event, ['cue.seek', 'repeat.toggle']);
        return startOf(context, event.cue);
      },
    }),
    'play from the cue': emit(({ context, event }) => {
      assertEvent(event, ['cue.seek', 'repeat.toggle']);
      return { type: 'video.seek' as const, time: startOf(context, event.cue), play: true };
    }),
    'go back to the repeated cue': emit(({ context }) => ({
      type: 'video.seek' as const,
      time: startOf(context, context.repeatCue ?? 0),
      play: false,
    })),
    'announce watched': emit({ type: 'video.watched' as const }),
  },
  guards: {
    'is a known speed': ({ event }) => {
      assertEvent(event, 'speed.set');
      return isVideoSpeed(event.speed);
    },
    'is the repeated cue': ({ context, event }) => {
      assertEvent(event, 'repeat.toggle');
      return context.repeatCue === event.cue;
    },
    'has left the repeated cue': ({ context, event }) => {
      assertEvent(event, 'video.timeUpdated');
      const cue = context.cues[context.repeatCue ?? -1];
      return Boolean(cue && (event.time >= cue.end || event.time < cue.start - REPEAT_LEAD_S));
    },
    'played most of the video': ({ context, event }) => {
      assertEvent(event, 'video.timeUpdated');
      // Guards run before the other region's actions: count this update here too.
      return event.duration > 0 && playedAfter(context, event.time) >= WATCHED_SHARE * event.duration;
    },
  },
});
