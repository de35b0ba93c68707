import type { SnapshotFrom } from 'xstate';
import type { dialogueCompletionMachine } from './completion.ts';
import type { dialogueMachine } from './machine.ts';

type Snapshot = SnapshotFrom<typeof dialogueMachine>;
type CompletionSnapshot = SnapshotFrom<typeof dialogueCompletionMachine>;

export type DialogueScreen = 'loading' | 'welcome' | 'resume' | 'chat';

export const selectScreen = (s: Snapshot): DialogueScreen =>
  s.matches('loading')
    ? 'loading'
    : s.matches('welcome')
      ? 'welcome'
      : s.matches('resume')
        ? 'resume'
        : 'chat';
export const selectIsReplying = (s: Snapshot) => s.hasTag('replying');
/** The completion child (every target word used): the modal and the summary are its screens. */
export const selectCompletion = (s: Snapshot) => s.children.completion;
export const selectCompletionModalOpen = (s: CompletionSnapshot | undefined) =>
  !!s?.hasTag('completionModal');
export const selectSummaryOpen = (s: CompletionSnapshot | undefined) => !!s?.hasTag('summary');
export const selectProgressPercent = (s: Snapshot) =>
  s.context.targetWords.length
    ? Math.round((100 * s.context.usedWords.length) / s.context.targetWords.length)
    : 0;
/** The learner's mistakes the partner recast in this session, in order (the summary lists them). */
export const selectCorrections = (s: Snapshot) =>
  s.context.messages.flatMap((m) => (m.sender === 'ai' ? (m.recasts ?? []) : []));
/** The microphone of the chat (a voice-recording actor, child of the dialogue while it chats). */
export const selectVoice = (s: Snapshot) => s.children.voice;
