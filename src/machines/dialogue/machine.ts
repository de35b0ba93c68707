import { assertEvent, assign, emit, fromPromise, raise, setup } from 'xstate';
import { AI_REPLY_DELAY_MS, COMPLETION_MODAL_DELAY_MS, DIALOGUE_AUTOSAVE_DELAY_MS } from '../constants.ts';
import { fallbackScript, OFFLINE_REPLY } from './reply.ts';
import { isExpired, isSavedDialogue, toSaved } from './session.ts';
import { spotTargetWords } from './words.ts';
import type {
  DialogueContext,
  DialogueEmitted,
  DialogueEvent,
  DialogueInput,
  DialogueMessage,
  LoadedDialogue,
  PartnerReply,
  SavedDialogue,
  TurnInput,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));
const SECOND_MS = 1000;

const fresh = (context: DialogueContext) => {
  const n = context.sessionsStarted + 1;
  const opening: DialogueMessage = {
    sender: 'ai',
    text: context.script.opening,
    id: 'm1',
    recasts: [],
    coach: context.script.coach,
  };
  return {
    sessionId: `d${context.lessonId}-${context.now.toString(36)}-${n}`,
    sessionsStarted: n,
    messages: [opening],
    usedWords: [],
    turnCount: 0,
    totalTimeInvested: 0,
    isCompleted: false,
  };
};

const loaded = (event: DialogueEvent | { output?: unknown }) => (event as { output: LoadedDialogue }).output;

/**
 * Dialogue Studio (SPEC §2, §4 Dialogue, §9): welcome or resume, then a chat in three regions —
 * the turn (learner message → the partner's reply from the server, shown 1 s after the message or
 * as soon as it arrives when that takes longer; issue 17), the stage (active → completing → the
 * completion modal after 1.5 s → summary) and autosave (1 s after each change, and on page exit).
 * A saved session is offered only when it is of this lesson, well formed, unfinished and at most
 * 7 days old; anything else found is removed.
 */
export const dialogueMachine = setup({
  types: {
    context: {} as DialogueContext,
    events: {} as DialogueEvent,
    input: {} as DialogueInput,
    emitted: {} as DialogueEmitted,
  },
  actors: {
    /** The lesson's script and whatever is stored for the lesson. */
    loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(notProvided),
    /** The partner's reply to the latest of the session's learner turns. */
    partnerTurn: fromPromise<PartnerReply, TurnInput>(notProvided),
  },
  actions: {
    saveSession: (_, _params: { session: SavedDialogue }) => {},
    removeSaved: (_, _params: { lessonId: number }) => {},
    reportCompletion: (
      _,
      _params: {
        lessonId: number;
        sessionId: string;
        wordsUsed: string[];
        /** The learner's messages: the server checks the target words in them. */
        messages: string[];
        exchanges: number;
        seconds: number;
      },
    ) => {},
    speak: (_, _params: { text: string }) => {},
    stopSpeaking: () => {},
    navigate: (_, _params: { to: string }) => {},
    'start a fresh session': assign(({ context }) => fresh(context)),
    'restore the saved session': assign(({ context }) => {
      const saved = context.saved!;
      return {
        sessionId: saved.sessionId,
        messages: saved.messages,
        usedWords: saved.usedWords.filter((w) => context.targetWords.includes(w)),
        turnCount: saved.turnCount,
        totalTimeInvested: saved.totalTimeInvested,
        isCompleted: false,
        saved: null,
      };
    }),
    'record the learner turn': assign(({ context, event }) => {
      assertEvent(event, 'message.send');
      const newly = spotTargetWords(event.text, context.targetWords).filter(
        (w) => !context.usedWords.includes(w),
      );
      return {
        turnCount: context.turnCount + 1,
        usedWords: context.targetWords.filter((w) => context.usedWords.includes(w) || newly.includes(w)),
        messages: [
          ...context.messages,
          { sender: 'user' as const, text: event.text.trim(), id: `m${context.messages.length + 1}` },
        ],
      };
    }),
    'add the studio reply': assign(({ context }) => {
      const reply = context.pending ?? OFFLINE_REPLY;
      return {
        pending: null,
        messages: [
          ...context.messages,
          {
            sender: 'ai' as const,
            text: reply.reply,
            id: `m${context.messages.length + 1}`,
            recasts: reply.recasts,
            coach: reply.coach,
          },
        ],
      };
    }),
    'forget the pending reply': assign({ pending: null }),
    'keep the reply': assign({
      pending: ({ event }) => (event as unknown as { output: PartnerReply }).output,
    }),
    'keep the offline reply': assign({ pending: OFFLINE_REPLY }),
    'take the script': assign({
      script: ({ context, event }) => loaded(event).script ?? context.script,
    }),
    'note a change': raise({ type: 'session.changed' }),
    'count a second': assign({ totalTimeInvested: ({ context }) => context.totalTimeInvested + 1 }),
    'mark complete': assign({ isCompleted: true }),
    'announce completion': emit(({ context }) => ({
      type: 'dialogue.completed' as const,
      lessonId: context.lessonId,
      sessionId: context.sessionId,
      usedWords: context.usedWords,
      turnCount: context.turnCount,
      totalTimeInvested: context.totalTimeInvested,
    })),
  },
  guards: {
    'has text': ({ event }) => event.type === 'message.send' && event.text.trim().length > 0,
    'all words used': ({ context }) =>
      !context.isCompleted &&
      context.targetWords.length > 0 &&
      context.usedWords.length >= context.targetWords.length,
    'session is open': ({ context }) => !context.isCompleted && context.turnCount > 0,
    'reply is here': ({ context }) => context.pending !== null,
  },
  delays: {
    aiReply: AI_REPLY_DELAY_MS,
    completionModal: COMPLETION_MODAL_DELAY_MS,
    autosave: DIALOGUE_AUTOSAVE_DELAY_MS,
    second: SECOND_MS,
  },
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
    pending: null,
  }),
  on: {
    'sound.toggle': [
      { guard: ({ context }) => !context.muted, actions: [assign({ muted: true }), 'stopSpeaking'] },
      { actions: assign({ muted: false }) },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDialogue',
        src: 'loadDialogue',
        input: ({ context }) => ({ lessonId: context.lessonId }),
        onDone: [
          {
            guard: ({ event }) => loaded(event).saved === null || loaded(event).saved === undefined,
            target: 'welcome',
            actions: 'take the script',
          },
          {
            guard: ({ context, event }) => !isSavedDialogue(loaded(event).saved, context.lessonId),
            target: 'welcome',
            actions: [
              'take the script',
              { type: 'removeSaved', params: ({ context }) => ({ lessonId: context.lessonId }) },
            ],
          },
          {
            guard: ({ context, event }) =>
              isExpired(loaded(event).saved as SavedDialogue, context.now) ||
              (loaded(event).saved as SavedDialogue).isCompleted,
            target: 'welcome',
            actions: [
              'take the script',
              { type: 'removeSaved', params: ({ context }) => ({ lessonId: context.lessonId }) },
            ],
          },
          {
            target: 'resume',
            actions: [
              'take the script',
              assign({ saved: ({ event }) => loaded(event).saved as SavedDialogue }),
            ],
          },
        ],
        onError: { target: 'welcome' },
      },
    },
    welcome: {
      on: { 'dialogue.start': { target: 'chat', actions: 'start a fresh session' } },
    },
    resume: {
      on: {
        'dialogue.continue': { target: 'chat', actions: 'restore the saved session' },
        'dialogue.restart': {
          target: 'chat',
          actions: [
            { type: 'removeSaved', params: ({ context }) => ({ lessonId: context.lessonId }) },
            assign({ saved: null }),
            'start a fresh session',
          ],
        },
      },
    },
    chat: {
      type: 'parallel',
      on: {
        'page.exit': {
          guard: 'session is open',
          actions: { type: 'saveSession', params: ({ context }) => ({ session: toSaved(context, 0) }) },
        },
      },
      states: {
        turn: {
          initial: 'listening',
          states: {
            listening: {
              on: {
                'message.send': {
                  guard: 'has text',
                  target: 'replying',
                  actions: ['record the learner turn', 'note a change'],
                },
              },
            },
            replying: {
              tags: ['replying'],
              entry: 'forget the pending reply',
              invoke: {
                id: 'partnerTurn',
                src: 'partnerTurn',
                input: ({ context }) => ({
                  lessonId: context.lessonId,
                  sessionId: context.sessionId,
                  turns: context.messages.filter((m) => m.sender === 'user').map((m) => m.text),
                }),
                onDone: { actions: 'keep the reply' },
                onError: { actions: 'keep the offline reply' },
              },
              on: {
                'message.send': {
                  guard: 'has text',
                  target: 'replying',
                  reenter: true,
                  actions: ['record the learner turn', 'note a change'],
                },
              },
              initial: 'waiting',
              states: {
                /** SPEC §9: the reply shows 1 s after the message. */
                waiting: {
                  after: {
                    aiReply: [
                      {
                        guard: 'reply is here',
                        target: '#dialogue.chat.turn.listening',
                        actions: [
                          'add the studio reply',
                          {
                            type: 'speak',
                            params: ({ context }) => ({
                              text: context.muted ? '' : (context.messages.at(-1)?.text ?? ''),
                            }),
                          },
                          'note a change',
                        ],
                      },
                      { target: 'late' },
                    ],
                  },
                },
                /** The server took longer than the second: the reply shows when it comes. */
                late: {
                  always: {
                    guard: 'reply is here',
                    target: '#dialogue.chat.turn.listening',
                    actions: [
                      'add the studio reply',
                      {
                        type: 'speak',
                        params: ({ context }) => ({
                          text: context.muted ? '' : (context.messages.at(-1)?.text ?? ''),
                        }),
                      },
                      'note a change',
                    ],
                  },
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
                actions: [
                  'mark complete',
                  { type: 'removeSaved', params: ({ context }) => ({ lessonId: context.lessonId }) },
                  {
                    type: 'reportCompletion',
                    params: ({ context }) => ({
                      lessonId: context.lessonId,
                      sessionId: context.sessionId,
                      wordsUsed: context.usedWords,
                      messages: context.messages.filter((m) => m.sender === 'user').map((m) => m.text),
                      exchanges: context.turnCount,
                      seconds: context.totalTimeInvested,
                    }),
                  },
                  'announce completion',
                ],
              },
              after: { second: { target: 'active', reenter: true, actions: 'count a second' } },
            },
            completing: {
              after: { completionModal: 'offer' },
            },
            offer: {
              tags: ['completionModal'],
              on: {
                'completion.continue': 'chatting',
                'completion.finish': 'summary',
              },
            },
            summary: {
              tags: ['summary'],
              on: {
                'summary.newAdventure': {
                  target: 'closed',
                  actions: [
                    { type: 'removeSaved', params: ({ context }) => ({ lessonId: context.lessonId }) },
                    { type: 'navigate', params: { to: '/' } },
                  ],
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
        autosave: {
          initial: 'clean',
          states: {
            clean: { on: { 'session.changed': 'dirty' } },
            dirty: {
              on: { 'session.changed': { target: 'dirty', reenter: true } },
              after: {
                autosave: [
                  {
                    target: 'clean',
                    guard: 'session is open',
                    actions: {
                      type: 'saveSession',
                      params: ({ context }) => ({ session: toSaved(context, 0) }),
                    },
                  },
                  { target: 'clean' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
