import { assign, fromPromise, setup } from 'xstate';
import type {
  Language,
  LevelOption,
  OnboardingContext,
  OnboardingDestination,
  OnboardingEvent,
  OnboardingInput,
  PurposeOption,
} from './types.ts';

/**
 * First-run flow (SPEC §2 /language, /select-level, /select-purpose; §4 Language choice):
 * language → level → purpose → done. Each onboarding page runs the machine from its own step,
 * so a deep link or a reload lands on the right step. Effects are slots filled by
 * src/services/implementations.ts.
 */

const notProvided = () => Promise.reject(new Error('effect not provided'));

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  actors: {
    saveProfileLanguage: fromPromise<boolean, { language: Language }>(notProvided),
    loadLevelQuestionnaire: fromPromise<LevelOption[]>(notProvided),
    loadPurposeQuestionnaire: fromPromise<PurposeOption[]>(notProvided),
  },
  actions: {
    /** Saves `selectedLanguage`, sets the language cookie and switches the interface. */
    rememberLanguage: (_, _params: { language: Language }) => {},
    /** Stores `selectedLevel`: the last id of the option's levels. */
    rememberLevel: (_, _params: { level: string }) => {},
    /** Stores `selectedPurpose` {id, purpose, categories}. */
    rememberPurpose: (_, _params: PurposeOption) => {},
    markFromOnboarding: () => {},
    navigate: (_, _params: { to: OnboardingDestination }) => {},
  },
  guards: {
    'learner is signed in': ({ context }) => context.signedIn,
    'level option exists': ({ context, event }) =>
      event.type === 'level.choose' && context.levels.some((o) => o.id === event.optionId),
    'purpose option exists': ({ context, event }) =>
      event.type === 'purpose.choose' && context.purposes.some((o) => o.id === event.optionId),
  },
}).createMachine({
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
        { guard: ({ context }) => context.startStep === 'level', target: 'level' },
        { guard: ({ context }) => context.startStep === 'purpose', target: 'purpose' },
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
              assign({ language: ({ event }) => event.language }),
              { type: 'rememberLanguage', params: ({ event }) => ({ language: event.language }) },
            ],
          },
          {
            target: 'level',
            actions: [
              assign({ language: ({ event }) => event.language }),
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
            onDone: { target: 'ready', actions: assign({ levels: ({ event }) => event.output }) },
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
                {
                  type: 'rememberLevel',
                  params: ({ context, event }) => ({
                    level: String(context.levels.find((o) => o.id === event.optionId)?.levels.at(-1) ?? ''),
                  }),
                },
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
            onDone: { target: 'ready', actions: assign({ purposes: ({ event }) => event.output }) },
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
                {
                  type: 'rememberPurpose',
                  params: ({ context, event }) => {
                    const option = context.purposes.find((o) => o.id === event.optionId)!;
                    return { id: option.id, purpose: option.purpose, categories: option.categories };
                  },
                },
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
