import { fromPromise } from 'xstate';
import {
  dialogueSessions,
  loadDialogueScript,
  postDialogueCompletion,
  postDialogueTurn,
  speech,
  type createDialogueSessions,
} from '../../services/dialogue.ts';
import { createVoiceRecordingLogic } from '../../services/voice.ts';
import { dialogueLoaderMachine } from './loader.ts';
import { dialogueMachine } from './machine.ts';
import { dialogueCompletionMachine } from './completion.ts';
import { dialogueTurnMachine } from './turn.ts';
import type { CompletionPost, LoadedDialogue, PartnerReply, TurnInput } from './types.ts';

export interface DialogueDeps {
  navigate: (to: string) => void;
  sessions?: ReturnType<typeof createDialogueSessions>;
}

/**
 * Dialogue Studio with its real effects (services/dialogue.ts, services/voice.ts): each a
 * fromPromise that passes the actor's AbortSignal on — except the completion post, which is let
 * finish even when the studio closes at once (the server counts a session once).
 */
export function createDialogueLogic({ navigate, sessions = dialogueSessions }: DialogueDeps) {
  return dialogueMachine.provide({
    actors: {
      loader: dialogueLoaderMachine.provide({
        actors: {
          loadDialogue: fromPromise<LoadedDialogue, { lessonId: number }>(async ({ input, signal }) => {
            const [script, saved] = await Promise.all([
              loadDialogueScript(input.lessonId, signal).catch(() => null),
              sessions.load(input.lessonId),
            ]);
            return { script, saved };
          }),
        },
      }),
      turn: dialogueTurnMachine.provide({
        actors: {
          partnerTurn: fromPromise<PartnerReply, TurnInput>(({ input, signal }) =>
            postDialogueTurn(input, signal),
          ),
        },
      }),
      completion: dialogueCompletionMachine.provide({
        actors: {
          recordCompletion: fromPromise<boolean, CompletionPost>(({ input }) =>
            postDialogueCompletion(input),
          ),
        },
      }),
      voiceRecording: createVoiceRecordingLogic(),
    },
    actions: {
      saveSession: (_, { session }) => void sessions.save(session),
      removeSaved: (_, { lessonId }) => void sessions.remove(lessonId),
      speak: (_, { text }) => speech.speak(text),
      stopSpeaking: () => speech.stop(),
      navigate: (_, { to }) => navigate(to),
    },
  });
}
