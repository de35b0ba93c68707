import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type {
  Language,
  LevelOption,
  OnboardingContext,
  OnboardingDestination,
  OnboardingEvent,
  OnboardingInput,
  PurposeOption,
} from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/** The onboarding's effects, actions and guards (its states are in machine.ts). */
export const onboardingSetup = setup({
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
    'keep the language': assign({
      language: ({ event }) => {
        assertEvent(event, 'language.choose');
        return event.language;
      },
    }),
    'keep the level options': assign((_, { levels }: { levels: LevelOption[] }) => ({ levels })),
    'keep the purpose options': assign((_, { purposes }: { purposes: PurposeOption[] }) => ({ purposes })),
  },
  guards: {
    'the flow starts at the level': ({ context }) => context.startStep === 'level',
    'the flow starts at the purpose': ({ context }) => context.startStep === 'purpose',
    'learner is signed in': ({ context }) => context.signedIn,
    'level option exists': ({ context, event }) => {
      assertEvent(event, 'level.choose');
      return context.levels.some((o) => o.id === event.optionId);
    },
    'purpose option exists': ({ context, event }) => {
      assertEvent(event, 'purpose.choose');
      return context.purposes.some((o) => o.id === event.optionId);
    },
  },
});

/** `selectedLevel` of the chosen option: the last id of its levels. */
export function chosenLevel({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) {
  assertEvent(event, 'level.choose');
  return { level: String(context.levels.find((o) => o.id === event.optionId)?.levels.at(-1) ?? '') };
}

/** `selectedPurpose` of the chosen option. */
export function chosenPurpose({ context, event }: { context: OnboardingContext; event: OnboardingEvent }) {
  assertEvent(event, 'purpose.choose');
  const option = context.purposes.find((o) => o.id === event.optionId)!;
  return { id: option.id, purpose: option.purpose, categories: option.categories };
}
