import { assign, fromPromise, setup } from 'xstate';

/** GET /api/v1/student/stats/ as the account page shows it (server/learner/stats.ts). */
export interface LearnerStats {
  vocabulary_count: number;
  correct_answers: number;
  dialogues_role_played_correctly: number;
  subscription_remaining_days: number;
  videos_completed: number;
  videos_started: number;
  total_words: number;
}

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * The learner account's stat cards: load on open, reload on demand (after a favourite or
 * progress change). SPEC §7: a non-200 gives empty stats, so a failure shows zeros.
 */
export const learnerStatsMachine = setup({
  types: {
    context: {} as { stats: LearnerStats | null },
    events: {} as { type: 'stats.reload' },
  },
  actors: { loadStats: fromPromise<LearnerStats>(notProvided) },
}).createMachine({
  id: 'learnerStats',
  context: { stats: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        onDone: { target: 'ready', actions: assign({ stats: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
    },
    ready: { on: { 'stats.reload': 'loading' } },
  },
});
