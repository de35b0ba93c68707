import type { z } from 'zod';
import type { coach, DialogueTurn, dialogueScript, recast } from '../../api-contract/dialogue.ts';

/** A coaching note under a partner message (the interface shows it in the learner's language). */
export type Coach =
  | z.infer<typeof coach>
  /** The partner could not be reached (client only). */
  | { kind: 'offline' };

/** A mistake of the learner's the partner put right (server/dialogue/recasts.ts). */
export type Recast = z.infer<typeof recast>;

/** GET /api/v1/videoLesson/{id}/dialogue/ → script: the contract's `dialogueScript` (its coach may be offline here). */
export type DialogueScript = Omit<z.infer<typeof dialogueScript>, 'coach'> & { coach: Coach | null };

/** A role's name per interface language. */
export type Localized = DialogueScript['partner_role'];

/** POST /api/v1/videoLesson/{id}/dialogue/turn/ → the partner's reply (issue 17), as the machine keeps it. */
export type PartnerReply = Pick<DialogueTurn, 'reply' | 'recasts'> & { coach: Coach | null };

export interface TurnInput {
  lessonId: number;
  sessionId: string;
  /** Every learner message of the session, oldest first. */
  turns: string[];
}

export interface DialogueMessage {
  sender: 'ai' | 'user';
  text: string;
  id: string;
  /** On a partner message: the learner's mistakes it recast, and the coaching note. */
  recasts?: Recast[];
  coach?: Coach | null;
}

/** SPEC §3 Saved dialogue session (kept locally, one per lesson), plus our session id. */
export interface SavedDialogue {
  lessonId: number;
  lessonName: string;
  messages: DialogueMessage[];
  usedWords: string[];
  turnCount: number;
  /** Seconds. */
  totalTimeInvested: number;
  /** Epoch ms. */
  lastSaved: number;
  selectedTopic: string;
  isCompleted: boolean;
  sessionId: string;
}

export interface DialogueInput {
  lessonId: number;
  lessonName: string;
  targetWords: string[];
  /** Epoch ms when the studio opened: expiry of saved sessions and the session id use it. */
  now: number;
}

export interface DialogueContext extends DialogueInput {
  script: DialogueScript;
  sessionId: string;
  sessionsStarted: number;
  messages: DialogueMessage[];
  usedWords: string[];
  turnCount: number;
  totalTimeInvested: number;
  isCompleted: boolean;
  /** The unfinished saved session the Resume screen offers. */
  saved: SavedDialogue | null;
  muted: boolean;
}

export type DialogueEvent =
  | { type: 'dialogue.start' }
  | { type: 'dialogue.continue' }
  | { type: 'dialogue.restart' }
  | { type: 'message.send'; text: string }
  | { type: 'sound.toggle' }
  | { type: 'completion.continue' }
  | { type: 'completion.finish' }
  | { type: 'summary.newAdventure' }
  | { type: 'summary.exit' }
  | { type: 'page.exit' }
  /** From the child `autosave`: a second has passed since the last change. */
  | { type: 'autosave.due' }
  /** From the child `completion`: the server answered the completion post (true: recorded). */
  | { type: 'completion.recorded'; completed: boolean }
  /** From the child `completion`: New Adventure on the summary. */
  | { type: 'adventure.begin' };

/** What the completion child (completion.ts) does: the learner's choices on its screens. */
export type CompletionEvent = Extract<
  DialogueEvent,
  { type: 'completion.continue' | 'completion.finish' | 'summary.newAdventure' | 'summary.exit' }
>;

export type DialogueEmitted = {
  type: 'dialogue.completed';
  lessonId: number;
  sessionId: string;
  usedWords: string[];
  turnCount: number;
  totalTimeInvested: number;
  /** The server recorded the finished session (the lesson page then refreshes its progress). */
  completed: boolean;
};

/** POST /videoLesson/{id}/dialogue/: the finished session; the server checks the words itself. */
export interface CompletionPost {
  lessonId: number;
  sessionId: string;
  wordsUsed: string[];
  /** The learner's messages: the server checks the target words in them. */
  messages: string[];
  exchanges: number;
  seconds: number;
}

export interface LoadedDialogue {
  script: DialogueScript | null;
  /** Whatever was stored for the lesson; the machine checks it. */
  saved: unknown;
}
