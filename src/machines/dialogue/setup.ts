import { assertEvent, assign, emit, forwardTo, sendTo, setup } from 'xstate';
import { voiceRecordingMachine } from '../voice-recording/machine.ts';
import { dialogueAutosaveMachine } from './autosave.ts';
import { freshSession, learnerTurns, restoredSession, withLearnerTurn, withReply } from './changes.ts';
import { dialogueCompletionMachine } from './completion.ts';
import { dialogueLoaderMachine, type LoaderOutput } from './loader.ts';
import { toSaved } from './session.ts';
import { dialogueTurnMachine } from './turn.ts';
import type {
  CompletionPost,
  DialogueContext,
  DialogueEmitted,
  DialogueEvent,
  DialogueInput,
  PartnerReply,
  SavedDialogue,
} from './types.ts';

const SECOND_MS = 1000;

/** The dialogue machine's children, actions, guards and delays (its states are in machine.ts). */
export const dialogueSetup = setup({
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
      completion: 'completion';
    },
  },
  actors: {
    loader: dialogueLoaderMachine,
    turn: dialogueTurnMachine,
    autosave: dialogueAutosaveMachine,
    voiceRecording: voiceRecordingMachine,
    completion: dialogueCompletionMachine,
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
    'pass to the completion': forwardTo('completion'),
    'count a second': assign({ totalTimeInvested: ({ context }) => context.totalTimeInvested + 1 }),
    'mark complete': assign({ isCompleted: true }),
    'announce completion': emit(({ context, event }) => {
      assertEvent(event, 'completion.recorded');
      return {
        type: 'dialogue.completed' as const,
        lessonId: context.lessonId,
        sessionId: context.sessionId,
        usedWords: context.usedWords,
        turnCount: context.turnCount,
        totalTimeInvested: context.totalTimeInvested,
        completed: event.completed,
      };
    }),
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
    'sound is on': ({ context }) => !context.muted,
  },
  delays: { second: SECOND_MS },
});

type Args = { context: DialogueContext };

/** The provided effects' parameters, worked out from the context. */
export const removeSaved = {
  type: 'removeSaved',
  params: ({ context }: Args) => ({ lessonId: context.lessonId }),
} as const;
export const saveSession = {
  type: 'saveSession',
  params: ({ context }: Args) => ({ session: toSaved(context, 0) }),
} as const;
export const speakReply = {
  type: 'speak',
  params: ({ context }: Args) => ({ text: context.muted ? '' : (context.messages.at(-1)?.text ?? '') }),
} as const;

/** The finished session the completion child posts (the server checks the words itself). */
export const completionPost = ({ context }: Args): CompletionPost => ({
  lessonId: context.lessonId,
  sessionId: context.sessionId,
  wordsUsed: context.usedWords,
  messages: learnerTurns(context),
  exchanges: context.turnCount,
  seconds: context.totalTimeInvested,
});

/** What the turn child is asked: every learner message of the session, oldest first. */
export const turnInput = ({ context }: Args) => ({
  lessonId: context.lessonId,
  sessionId: context.sessionId,
  turns: learnerTurns(context),
});
