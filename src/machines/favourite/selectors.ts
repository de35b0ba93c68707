import type { SnapshotFrom } from 'xstate';
import type { favouriteMachine } from './machine.ts';

type Snapshot = SnapshotFrom<typeof favouriteMachine>;

export const selectIsFavorited = (s: Snapshot) => s.context.isFavorited;
export const selectIsPending = (s: Snapshot) => s.hasTag('pending');
export const selectError = (s: Snapshot) => s.context.error;
