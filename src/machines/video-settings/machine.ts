import { assign, setup } from 'xstate';
import { DEFAULT_VIDEO_SPEED, VIDEO_SPEEDS } from '../constants.ts';

export type VideoSpeed = (typeof VIDEO_SPEEDS)[number];
export const isVideoSpeed = (value: unknown): value is VideoSpeed =>
  VIDEO_SPEEDS.includes(value as VideoSpeed);

export type VideoSettingsEvent =
  | { type: 'speed.set'; speed: number }
  | { type: 'speed.step'; direction: 1 | -1 }
  | { type: 'repeat.toggle'; cue: number }
  | { type: 'repeat.off' };

const stepped = (speed: VideoSpeed, direction: 1 | -1): VideoSpeed => {
  const i = VIDEO_SPEEDS.indexOf(speed) + direction;
  return VIDEO_SPEEDS[Math.max(0, Math.min(VIDEO_SPEEDS.length - 1, i))]!;
};

/**
 * Player settings (SPEC §9 video speeds, saved as `videoSpeed`, default 1) and the "repeat phrase"
 * loop: while a cue is repeated the player jumps back to its start whenever it reaches its end.
 */
export const videoSettingsMachine = setup({
  types: {
    context: {} as { speed: VideoSpeed; repeatCue: number | null },
    events: {} as VideoSettingsEvent,
    input: {} as { speed: number | null },
  },
  actions: {
    'save speed': (_, _params: { speed: VideoSpeed }) => {},
  },
  guards: {
    'is a known speed': ({ event }) => event.type === 'speed.set' && isVideoSpeed(event.speed),
    'is the repeated cue': ({ context, event }) =>
      event.type === 'repeat.toggle' && context.repeatCue === event.cue,
  },
}).createMachine({
  id: 'videoSettings',
  context: ({ input }) => ({
    speed: isVideoSpeed(input.speed) ? input.speed : DEFAULT_VIDEO_SPEED,
    repeatCue: null,
  }),
  on: {
    'speed.set': {
      guard: 'is a known speed',
      actions: [
        assign({ speed: ({ event }) => (event as { speed: VideoSpeed }).speed }),
        { type: 'save speed', params: ({ context }) => ({ speed: context.speed }) },
      ],
    },
    'speed.step': {
      actions: [
        assign({ speed: ({ context, event }) => stepped(context.speed, event.direction) }),
        { type: 'save speed', params: ({ context }) => ({ speed: context.speed }) },
      ],
    },
  },
  initial: 'playing',
  states: {
    playing: {
      on: {
        'repeat.toggle': { target: 'repeating', actions: assign({ repeatCue: ({ event }) => event.cue }) },
      },
    },
    repeating: {
      on: {
        'repeat.toggle': [
          { guard: 'is the repeated cue', target: 'playing', actions: assign({ repeatCue: null }) },
          { actions: assign({ repeatCue: ({ event }) => event.cue }) },
        ],
        'repeat.off': { target: 'playing', actions: assign({ repeatCue: null }) },
      },
    },
  },
});
