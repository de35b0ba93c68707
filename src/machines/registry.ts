import type { AnyStateMachine } from 'xstate';

/**
 * Every machine of the app by id, for flow charts (`npm run charts`, /flows) and replay.
 * Each feature adds its machine here.
 */
export const machines: Record<string, AnyStateMachine> = {};
