import type { InspectionEvent } from 'xstate';

/**
 * Event-log recorder (DESIGN.md "State machines and the event log"). Pass `inspect` to every
 * actor the app creates: `createActor(machine, { inspect })` or `useActorRef(machine, { inspect })`.
 * Placeholder until the event-log work lands: it records nothing yet.
 */
export function inspect(_event: InspectionEvent): void {}
