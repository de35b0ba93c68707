import { and, not, stateIn } from 'xstate';
import { fallbackScript } from './reply.ts';
import { completionPost, dialogueSetup, removeSaved, saveSession, speakReply, turnInput } from './setup.ts';

export type { DialogueInput } from './types.ts';

/**
 * Dialogue Studio (SPEC §2, §4 Dialogue, §9): the child `loader` loads the script and decides
 * welcome or resume; then a chat in two regions — the turn (learner message → the child `turn`
 * brings the partner's reply; issue 17) and the stage (the session's seconds count while it is
 * active; once every target word is used it is complete and the child `completion` posts it and
 * shows the completion modal and the summary) — with the child `autosave` (1 s after each change;
 * also on page exit) and the microphone `voice`. When the server has answered the completion
 * post, `dialogue.completed` is emitted with `completed`. Implementations are in setup.ts.
 */
export const dialogueMachine = dialogueSetup.createMachine({
  id: 'dialogue',
  context: ({ input }) => ({
    ...input,
    script: fallbackScript(input.lessonName, input.targetWords),
    sessionId: '',
    sessionsStarted: 0,
    messages: [],
    usedWords: [],
    turnCount: 0,
    totalTimeInvested: 0,
    isCompleted: false,
    saved: null,
    muted: false,
  }),
  on: {
    'sound.toggle': [{ guard: 'sound is on', actions: ['mute', 'stopSpeaking'] }, { actions: 'unmute' }],
    'page.exit': [
      { guard: 'session is open', actions: ['stopSpeaking', saveSession] },
      { actions: 'stopSpeaking' },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loader',
        src: 'loader',
        input: ({ context }) => ({ lessonId: context.lessonId, now: context.now }),
        onDone: [
          {
            guard: { type: 'a saved session is offered', params: ({ event }) => event.output },
            target: 'resume',
            actions: { type: 'take what was loaded', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'something unusable was found', params: ({ event }) => event.output },
            target: 'welcome',
            actions: [{ type: 'take what was loaded', params: ({ event }) => event.output }, removeSaved],
          },
          {
            target: 'welcome',
            actions: { type: 'take what was loaded', params: ({ event }) => event.output },
          },
        ],
        onError: 'welcome',
      },
    },
    welcome: { on: { 'dialogue.start': { target: 'chat', actions: 'start a fresh session' } } },
    resume: {
      on: {
        'dialogue.continue': { target: 'chat', actions: 'restore the saved session' },
        'dialogue.restart': { target: 'chat', actions: [removeSaved, 'start a fresh session'] },
      },
    },
    chat: {
      type: 'parallel',
      invoke: [
        { id: 'autosave', src: 'autosave' },
        { id: 'voice', src: 'voiceRecording' },
      ],
      // While a reply is due the save waits: the reply is a change, saved a second after it.
      on: {
        'autosave.due': {
          guard: and(['session is open', not(stateIn('#dialogue.chat.turn.replying'))]),
          actions: saveSession,
        },
      },
      states: {
        turn: {
          initial: 'listening',
          states: {
            listening: {
              on: {
                'message.send': { guard: 'has text', target: 'replying', actions: 'record the learner turn' },
              },
            },
            replying: {
              tags: ['replying'],
              entry: 'note a change',
              // A new message replaces the turn in flight.
              on: {
                'message.send': {
                  guard: 'has text',
                  target: 'replying',
                  reenter: true,
                  actions: 'record the learner turn',
                },
              },
              invoke: {
                id: 'turn',
                src: 'turn',
                input: turnInput,
                onDone: {
                  target: 'listening',
                  actions: [
                    { type: 'add the partner reply', params: ({ event }) => event.output },
                    speakReply,
                    'note a change',
                  ],
                },
              },
            },
          },
        },
        stage: {
          initial: 'active',
          states: {
            active: {
              always: {
                guard: 'all words used',
                target: 'complete',
                actions: ['mark complete', removeSaved],
              },
              after: { second: { target: 'active', reenter: true, actions: 'count a second' } },
            },
            complete: {
              invoke: { id: 'completion', src: 'completion', input: completionPost },
              on: {
                'completion.continue': { actions: 'pass to the completion' },
                'completion.finish': { actions: 'pass to the completion' },
                'summary.exit': { actions: 'pass to the completion' },
                'summary.newAdventure': { actions: 'pass to the completion' },
                'completion.recorded': { actions: 'announce completion' },
                'adventure.begin': { actions: [removeSaved, { type: 'navigate', params: { to: '/' } }] },
              },
            },
          },
        },
      },
    },
  },
});
