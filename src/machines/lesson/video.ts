import { DEFAULT_VIDEO_SPEED } from '../constants.ts';
import { isVideoSpeed, videoSetup } from './video-setup.ts';

export {
  activeCueAt,
  isVideoSpeed,
  MAX_PLAYED_STEP_S,
  REPEAT_LEAD_S,
  WATCHED_SHARE,
  type VideoContext,
  type VideoEmitted,
  type VideoEvent,
  type VideoSpeed,
} from './video-setup.ts';

/**
 * Watch Video's player (SPEC §2, §9): the speed (saved as `videoSpeed`, default 1), the phrase
 * under the playhead, the "repeat phrase" loop (the playhead goes back to the phrase's start when it
 * leaves it) and the 90% rule: once the time actually played reaches 90% of the video, `video.watched`
 * is emitted, once. The component only reports time updates and applies the `video.seek` commands.
 * Actions and guards are in video-setup.ts.
 */
export const videoMachine = videoSetup.createMachine({
  id: 'video',
  type: 'parallel',
  context: ({ input }) => ({
    cues: input.cues,
    speed: isVideoSpeed(input.speed) ? input.speed : DEFAULT_VIDEO_SPEED,
    repeatCue: null,
    activeCue: -1,
    played: 0,
    last: 0,
  }),
  on: {
    'speed.set': {
      guard: 'is a known speed',
      actions: ['set speed', { type: 'save speed', params: ({ context }) => ({ speed: context.speed }) }],
    },
    'speed.step': {
      actions: ['set speed', { type: 'save speed', params: ({ context }) => ({ speed: context.speed }) }],
    },
    'cue.seek': { actions: ['jump to the cue', 'play from the cue'] },
  },
  states: {
    repeat: {
      initial: 'playing',
      states: {
        playing: {
          on: {
            'video.timeUpdated': { actions: 'follow the playhead' },
            'repeat.toggle': {
              target: 'repeating',
              actions: ['hold the cue', 'jump to the cue', 'play from the cue'],
            },
          },
        },
        repeating: {
          on: {
            'video.timeUpdated': [
              {
                guard: 'has left the repeated cue',
                actions: ['follow the playhead', 'go back to the repeated cue'],
              },
              { actions: 'follow the playhead' },
            ],
            'repeat.toggle': [
              { guard: 'is the repeated cue', target: 'playing', actions: 'release the cue' },
              { actions: ['hold the cue', 'jump to the cue', 'play from the cue'] },
            ],
            'repeat.off': { target: 'playing', actions: 'release the cue' },
          },
        },
      },
    },
    watch: {
      initial: 'watching',
      states: {
        watching: {
          on: {
            'video.timeUpdated': { guard: 'played most of the video', target: 'watched' },
          },
        },
        watched: { entry: 'announce watched' },
      },
    },
  },
});
