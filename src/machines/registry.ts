import type { AnyStateMachine } from 'xstate';
import { authSessionMachine } from './auth-session/machine.ts';
import { onboardingMachine } from './onboarding/machine.ts';
import { recoveryMachine } from './auth-session/recovery.ts';
import { noticeMachine } from './auth-session/notice.ts';
import { credentialsMachine } from './auth-session/credentials.ts';
import { learnerSessionMachine } from './auth-session/session.ts';
import { catalogueMachine } from './catalogue/machine.ts';
import { favouriteMachine } from './favourite/machine.ts';
import { learnerStatsMachine } from './catalogue/stats.ts';
import { landingMachine } from './catalogue/landing.ts';
import { dialogueMachine } from './dialogue/machine.ts';
import { lessonMachine } from './lesson/machine.ts';
import { lessonProgressMachine } from './lesson/progress.ts';
import { videoMachine } from './lesson/video.ts';
import { dialogueLoaderMachine } from './dialogue/loader.ts';
import { dialogueTurnMachine } from './dialogue/turn.ts';
import { dialogueAutosaveMachine } from './dialogue/autosave.ts';
import { dialogueCompletionMachine } from './dialogue/completion.ts';
import { wordLookupMachine } from './word-lookup/machine.ts';
import { lessonVocabularyMachine } from './lesson-vocabulary/machine.ts';
import { testRunMachine } from './test-run/machine.ts';
import { questionRunnerMachine } from './test-run/question-runner.ts';
import { voiceRecordingMachine } from './voice-recording/machine.ts';
import { securityActionMachine } from './security-action/machine.ts';
import { securityListMachine, totpSetupMachine } from './security-action/section.ts';

/**
 * Every machine of the app by id, for flow charts (`npm run charts`, /flows) and replay.
 * Each feature adds its machine here.
 */
export const machines: Record<string, AnyStateMachine> = {
  authSession: authSessionMachine,
  notice: noticeMachine,
  credentials: credentialsMachine,
  learnerSession: learnerSessionMachine,
  onboarding: onboardingMachine,
  recovery: recoveryMachine,
  catalogue: catalogueMachine,
  favourite: favouriteMachine,
  learnerStats: learnerStatsMachine,
  landing: landingMachine,
  dialogue: dialogueMachine,
  lesson: lessonMachine,
  lessonProgress: lessonProgressMachine,
  video: videoMachine,
  dialogueLoader: dialogueLoaderMachine,
  dialogueTurn: dialogueTurnMachine,
  dialogueAutosave: dialogueAutosaveMachine,
  dialogueCompletion: dialogueCompletionMachine,
  wordLookup: wordLookupMachine,
  lessonVocabulary: lessonVocabularyMachine,
  testRun: testRunMachine,
  questionRunner: questionRunnerMachine,
  voiceRecording: voiceRecordingMachine,
  securityAction: securityActionMachine,
  securityList: securityListMachine,
  totpSetup: totpSetupMachine,
};
