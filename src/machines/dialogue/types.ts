/** GET /api/v1/videoLesson/{id}/dialogue/ → script (server/dialogue/script.ts has the same shape). */
export interface DialogueScript {
  topic: string;
  partner: string;
  learner: string;
  opening: string;
  prompts: Record<string, string[]>;
  lines: string[];
  /** The scene's turns: a learner-role line and the studio's answer to it (optional). */
  exchanges?: { cue: string; reply: string }[];
  closing: string;
}

export interface DialogueMessage {
  sender: 'ai' | 'user';
  text: string;
  id: string;
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
  | { type: 'session.changed' };

export type DialogueEmitted = {
  type: 'dialogue.completed';
  lessonId: number;
  sessionId: string;
  usedWords: string[];
  turnCount: number;
  totalTimeInvested: number;
};

export interface LoadedDialogue {
  script: DialogueScript | null;
  /** Whatever was stored for the lesson; the machine checks it. */
  saved: unknown;
}
