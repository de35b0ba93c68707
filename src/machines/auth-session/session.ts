import { assertEvent, assign, fromPromise, sendParent, setup, spawnChild } from 'xstate';
import { alert, answered } from './answers.ts';
import type { Language, LearnerSessionEvent, LogoutResult, Notice, StudentStats } from './types.ts';

/**
 * A signed-in learner's session (SPEC §2 Header, §4 Logout): the child the auth session invokes
 * while a learner is signed in. It loads the learner's stats (the PRO badge) and loads them again
 * on `stats.refresh`, saves a chosen language to the profile, signs out (tag `busy`), and ends
 * when the learner signed out or the server ended the session (`expired`): its output is the
 * alert the session shows on the way to /signin.
 * Effects are slots filled by src/services/implementations.ts.
 */

const notProvided = () => Promise.reject(new Error('effect not provided'));

export interface LearnerSessionContext {
  stats: StudentStats | null;
  /** The alert of the session's end. */
  ending: Notice | null;
}

export const learnerSessionMachine = setup({
  types: {
    context: {} as LearnerSessionContext,
    events: {} as LearnerSessionEvent,
    output: {} as { notice: Notice },
  },
  actors: {
    logout: fromPromise<LogoutResult>(notProvided),
    loadStats: fromPromise<StudentStats>(notProvided),
    saveProfileLanguage: fromPromise<unknown, { language: Language }>(notProvided),
  },
  actions: {
    'post the notice': sendParent((_, notice: Notice) => ({ type: 'notice.post' as const, notice })),
    'hide the notice': sendParent({ type: 'notice.hide' as const }),
    'keep the stats': assign((_, stats: StudentStats) => ({ stats })),
    'no stats': assign({ stats: () => ({}) }),
    'end with': assign((_, ending: Notice) => ({ ending })),
    'save the language to the profile': spawnChild('saveProfileLanguage', {
      input: ({ event }) => {
        assertEvent(event, 'language.choose');
        return { language: event.language };
      },
    }),
  },
  guards: {
    /** The request's answer has this outcome. */
    'answer is': (_, { answer, outcome }: { answer: { outcome: string }; outcome: string }) =>
      answer.outcome === outcome,
  },
}).createMachine({
  id: 'learnerSession',
  context: { stats: null, ending: null },
  initial: 'active',
  on: {
    // The choice is saved to the profile too (failures are not shown).
    'language.choose': { actions: 'save the language to the profile' },
    // The server ended this session (e.g. the learner ended it from the Security tab).
    'session.ended': {
      target: '.expired',
      actions: { type: 'end with', params: alert('sessionInvalid').params },
    },
  },
  states: {
    active: {
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        onDone: { actions: { type: 'keep the stats', params: ({ event }) => event.output } },
        onError: { actions: 'no stats' },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'logout.request': { target: 'loggingOut', actions: 'hide the notice' },
            // A learner event changed the stats (word saved, test or dialogue finished): load
            // them again; the old ones stay shown until the new ones arrive.
            'stats.refresh': { target: '#learnerSession.active', reenter: true },
          },
        },
        loggingOut: {
          tags: ['busy'],
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: [
              {
                guard: answered('loggedOut'),
                target: '#learnerSession.signedOut',
                actions: { type: 'end with', params: { tone: 'success', key: 'loggedOut' } },
              },
              { guard: answered('sessionInvalid'), target: 'idle', actions: alert('sessionInvalid') },
              { target: 'idle', actions: alert('logoutFailed') },
            ],
            onError: { target: 'idle', actions: alert('logoutError') },
          },
        },
      },
    },
    signedOut: { type: 'final' },
    expired: { type: 'final' },
  },
  output: ({ context }) => ({ notice: context.ending ?? alert('sessionInvalid').params }),
});
