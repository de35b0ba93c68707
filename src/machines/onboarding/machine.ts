import { chosenLevel, chosenPurpose, onboardingSetup } from './setup.ts';

/**
 * First-run flow (SPEC §2 /language, /select-level, /select-purpose; §4 Language choice):
 * language → level → purpose → done. Each onboarding page runs the machine from its own step,
 * so a deep link or a reload lands on the right step. Effects are slots filled by
 * src/services/implementations.ts; actions and guards are in setup.ts.
 */
export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: ({ input }) => ({
    startStep: input.step,
    signedIn: input.signedIn,
    language: null,
    levels: [],
    purposes: [],
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'the flow starts at the level', target: 'level' },
        { guard: 'the flow starts at the purpose', target: 'purpose' },
        { target: 'language' },
      ],
    },
    language: {
      on: {
        'language.choose': [
          {
            guard: 'learner is signed in',
            target: 'savingLanguage',
            actions: [
              'keep the language',
              { type: 'rememberLanguage', params: ({ event }) => ({ language: event.language }) },
            ],
          },
          {
            target: 'level',
            actions: [
              'keep the language',
              { type: 'rememberLanguage', params: ({ event }) => ({ language: event.language }) },
              { type: 'navigate', params: { to: '/select-level' } },
            ],
          },
        ],
      },
    },
    savingLanguage: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfileLanguage',
        src: 'saveProfileLanguage',
        input: ({ context }) => ({ language: context.language ?? 'en' }),
        // The interface has switched already; a failed PATCH must not block the flow.
        onDone: { target: 'level', actions: { type: 'navigate', params: { to: '/select-level' } } },
        onError: { target: 'level', actions: { type: 'navigate', params: { to: '/select-level' } } },
      },
    },
    level: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadLevelQuestionnaire',
            src: 'loadLevelQuestionnaire',
            onDone: {
              target: 'ready',
              actions: { type: 'keep the level options', params: ({ event }) => ({ levels: event.output }) },
            },
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'questionnaire.retry': 'loading' } },
        ready: {
          on: {
            'level.choose': {
              guard: 'level option exists',
              target: '#onboarding.purpose',
              actions: [
                { type: 'rememberLevel', params: chosenLevel },
                { type: 'navigate', params: { to: '/select-purpose' } },
              ],
            },
          },
        },
      },
    },
    purpose: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPurposeQuestionnaire',
            src: 'loadPurposeQuestionnaire',
            onDone: {
              target: 'ready',
              actions: {
                type: 'keep the purpose options',
                params: ({ event }) => ({ purposes: event.output }),
              },
            },
            onError: 'failed',
          },
        },
        failed: { tags: ['failed'], on: { 'questionnaire.retry': 'loading' } },
        ready: {
          on: {
            'purpose.choose': {
              guard: 'purpose option exists',
              target: '#onboarding.done',
              actions: [
                { type: 'rememberPurpose', params: chosenPurpose },
                'markFromOnboarding',
                { type: 'navigate', params: { to: '/' } },
              ],
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
