import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { useMachineImplementations } from '../implementations.tsx';
import type { CatalogueSelection } from './types.ts';

/** The learner's stats on the account dashboard (the learnerStats machine); null while loading. */
export function useLearnerStats() {
  const actor = useActorRef(useMachineImplementations().learnerStats, { inspect });
  return useSelector(actor, (s) => s.context.stats);
}

/** The catalogue filters the learner chose last (onboarding or the filters), read once per page. */
export function useStoredSelection(): CatalogueSelection {
  const read = useMachineImplementations().storedSelection;
  const [selection] = useState(read);
  return selection;
}
