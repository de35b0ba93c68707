import { assign, fromPromise, setup } from 'xstate';

/** A small sign-in machine for the event-log tests: a promise effect, a guard and a named delay. */
export const exampleSignInMachine = setup({
  types: {
    context: {} as { error: string | null; name: string | null },
    events: {} as { type: 'form.submit'; email: string; password: string } | { type: 'form.reset' },
  },
  actors: {
    signIn: fromPromise<{ name: string }, { email: string; password: string }>(async () => {
      throw new Error('signIn is not provided');
    }),
  },
  delays: { WELCOME_DELAY: 1500 },
  guards: {
    'all fields filled': ({ event }) =>
      event.type === 'form.submit' && event.email !== '' && event.password !== '',
  },
}).createMachine({
  id: 'example.signIn',
  initial: 'editing',
  context: { error: null, name: null },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'all fields filled', target: 'submitting' },
          { actions: assign({ error: 'Please fill in all the fields!' }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'signIn',
        input: ({ event }) => {
          const { email, password } = event as { email: string; password: string };
          return { email, password };
        },
        onDone: {
          target: 'welcome',
          actions: assign({ name: ({ event }) => event.output.name, error: null }),
        },
        onError: { target: 'editing', actions: assign({ error: 'Invalid credentials.' }) },
      },
    },
    welcome: { after: { WELCOME_DELAY: 'done' }, on: { 'form.reset': 'editing' } },
    done: { type: 'final' },
  },
});
