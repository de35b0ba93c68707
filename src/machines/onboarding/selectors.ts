import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine } from './machine.ts';

type Snapshot = SnapshotFrom<typeof onboardingMachine>;

export const selectIsLoading = (s: Snapshot) => s.hasTag('loading');
export const selectHasFailed = (s: Snapshot) => s.hasTag('failed');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectLevelOptions = (s: Snapshot) => s.context.levels;
export const selectPurposeOptions = (s: Snapshot) => s.context.purposes;
