import { and, assertEvent, assign, emit, fromPromise, not, sendTo, setup, stateIn } from 'xstate';
import { COMPLETION_MODAL_DELAY_MS } from '../constants.ts';
import { voiceRecordingMachine } from '../voice-recording/machine.ts';
import { dialogueAutosaveMachine } from './autosave.ts';
import { dialogueLoaderMachine, type LoaderOutput } from './loader.ts';
import { fallbackScript } from './reply.ts';
import { toSaved } from './session.ts';
import { dialogueTurnMachine } from './turn.ts';
import { freshSession, learnerTurns, restoredSession, withLearnerTurn, withReply } from './changes.ts';
import type {
  CompletionPost,
  DialogueContext,
  DialogueEmitted,
  DialogueEvent,
  DialogueInput,
  PartnerReply,
  SavedDialogue,
} from './types.ts';

export type { DialogueInput } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));
const SECOND_MS = 1000;

/** Parameters of the provided effects, worked out from the context. */
const removeSaved = {
  type: 'removeSaved',
  params: ({ context }: { context: DialogueContext }) => ({ lessonId: context.lessonId }),
} as const;
const saveSession = {
  type: 'saveSession',
  params: ({ context }: { context: DialogueContext }) => ({ session: toSaved(context, 0) }),
} as const;
const speakReply = {
  type: 'speak',
  params: ({ context }: { context: DialogueContext }) => ({
    text: context.muted ? '' : (context.messages.at(-1)?.text ?? ''),
  }),
} as const;

/**
 * Dialogue Studio (SPEC §2, §4 Dialogue, §9): the child `loader` loads the script and decides
 * welcome or resume; then a chat in two regions — the turn (learner message → the child `turn`
 * brings the partner's reply; issue 17) and the stage (active → completing → the completion modal
 * after 1.5 s → summary) — with the child `autosave` (1 s after each change; also on page exit)
 * and the microphone `voice`. Completion is decided when every target word is used; the server
 * records it (`recordCompletion`), then `dialogue.completed` is emitted with `completed`.
 */
export const dialogueMachine = setup({
  types: {
    context: {} as DialogueContext,
    events: {} as DialogueEvent,
    input: {} as DialogueInput,
    emitted: {} as DialogueEmitted,
    children: {} as {
      loader: 'loader';
      turn: 'turn';
      autosave: 'autosave';
      voice: 'voiceRecording';
      completionPost: 'recordCompletion';
    },
  },
  actors: {
    loader: dialogueLoaderMachine,
    turn: dialogueTurnMachine,
    autosave: dialogueAutosaveMachine,
    voiceRecording: voiceRecordingMachine,
    /** POST the finished session; true when the server recorded it. */
    recordCompletion: fromPromise<boolean, CompletionPost>(notProvided),
  },
  actions: {
    saveSession: (_, _params: { session: SavedDialogue }) => {},
    removeSaved: (_, _params: { lessonId: number }) => {},
    speak: (_, _params: { text: string }) => {},
    stopSpeaking: () => {},
    navigate: (_, _params: { to: string }) => {},
    'take what was loaded': assign(({ context }, loaded: LoaderOutput) => ({
      script: loaded.script ?? context.script,
      saved: loaded.saved,
    })),
    'start a fresh session': assign(({ context }) => freshSession(context)),
    'restore the saved session': assign(({ context }) => restoredSession(context)),
    'record the learner turn': assign(({ context, event }) => {
      assertEvent(event, 'message.send');
      return withLearnerTurn(context, event.text);
    }),
    'add the partner reply': assign(({ context }, reply: PartnerReply) => withReply(context, reply)),
    'note a change': sendTo('autosave', { type: 'session.changed' }),
    'count a second': assign({ totalTimeInvested: ({ context }) => context.totalTimeInvested + 1 }),
    'mark complete': assign({ isCompleted: true }),
    'announce completion': emit(({ context }, { completed }: { completed: boolean }) => ({
      type: 'dialogue.completed' as const,
      lessonId: context.lessonId,
      sessionId: context.sessionId,
      usedWords: context.usedWords,
      turnCount: context.turnCount,
      totalTimeInvested: context.totalTimeInvested,
      completed,
    })),
    mute: assign({ muted: true }),
    unmute: assign({ muted: false }),
  },
  guards: {
    'has text': ({ event }) => {
      assertEvent(event, 'message.send');
      return event.text.trim().length > 0;
    },
    'a saved session is offered': (_, loaded: LoaderOutput) => loaded.saved !== null,
    'something unusable was found': (_, loaded: LoaderOutput) => loaded.discard,
    'all words used': ({ context }) =>
      !context.isCompleted &&
      context.targetWords.length > 0 &&
      context.usedWords.length >= context.targetWords.length,
    'session is open': ({ context }) => !context.isCompleted && context.turnCount > 0,
    'session is complete': ({ context }) => context.isCompleted,
    'sound is on': ({ context }) => !context.muted,
  },
  delays: { 'completion modal delay': COMPLETION_MODAL_DELAY_MS, second: SECOND_MS },
}).createMachine({
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
        'dialogue.restart': {
          target: 'chat',
          actions: [removeSaved, 'start a fresh session'],
        },
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
                input: ({ context }) => ({
                  lessonId: context.lessonId,
                  sessionId: context.sessionId,
                  turns: learnerTurns(context),
                }),
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
                target: 'completing',
                actions: ['mark complete', removeSaved],
              },
              after: { second: { target: 'active', reenter: true, actions: 'count a second' } },
            },
            completing: { after: { 'completion modal delay': 'offer' } },
            offer: {
              tags: ['completionModal'],
              on: { 'completion.continue': 'chatting', 'completion.finish': 'summary' },
            },
            summary: {
              tags: ['summary'],
              on: {
                'summary.newAdventure': {
                  target: 'closed',
                  actions: [removeSaved, { type: 'navigate', params: { to: '/' } }],
                },
                'summary.exit': 'closed',
              },
            },
            /** After Continue Chat: the session is complete, the chat goes on. */
            chatting: {},
            /** The summary was closed. */
            closed: {},
          },
        },
        /** The finished session is sent once; the server decides and records the completion. */
        completion: {
          initial: 'open',
          states: {
            open: { always: { guard: 'session is complete', target: 'sending' } },
            sending: {
              invoke: {
                id: 'completionPost',
                src: 'recordCompletion',
                input: ({ context }) => ({
                  lessonId: context.lessonId,
                  sessionId: context.sessionId,
                  wordsUsed: context.usedWords,
                  messages: learnerTurns(context),
                  exchanges: context.turnCount,
                  seconds: context.totalTimeInvested,
                }),
                onDone: {
                  target: 'sent',
                  actions: {
                    type: 'announce completion',
                    params: ({ event }) => ({ completed: event.output }),
                  },
                },
                onError: {
                  target: 'sent',
                  actions: { type: 'announce completion', params: { completed: false } },
                },
              },
            },
            sent: {},
          },
        },
      },
    },
  },
});
