import type { SnapshotFrom } from 'xstate';
import type { securityActionMachine } from './machine.ts';

type Snapshot = SnapshotFrom<typeof securityActionMachine>;

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The server asked for the password or a code before it runs the action. */
export const selectNeedsReauthentication = (s: Snapshot) => s.matches('reauthenticating');
export const selectReauthFlows = (s: Snapshot) => s.context.flows;
export const selectError = (s: Snapshot) => s.context.error;
export const selectSucceeded = (s: Snapshot) => s.matches('succeeded');
/** The kind of the action that ran last (or runs now). */
export const selectActionKind = (s: Snapshot) => s.context.action?.kind ?? null;
export const selectRecoveryCodes = (s: Snapshot) => s.context.recoveryCodes;
export const selectCompleted = (s: Snapshot) => s.context.completed;
