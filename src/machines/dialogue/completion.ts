import { fromPromise, sendParent, setup } from 'xstate';
import { COMPLETION_MODAL_DELAY_MS } from '../constants.ts';
import type { CompletionEvent, CompletionPost } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * The end of a Dialogue Studio session (SPEC §4 Dialogue, §9), the child the dialogue machine
 * invokes once every target word is used. Two regions: the finished session is posted once and
 * the server decides and records the completion (`completion.recorded` to the dialogue, which
 * announces it); the screens — the completion modal after 1.5 s (tag `completionModal`), then
 * Continue Chat (`chatting`) or the summary (tag `summary`), closed by Exit or New Adventure
 * (`adventure.begin` to the dialogue, which removes the saved session and goes home).
 */
export const dialogueCompletionMachine = setup({
  types: {
    context: {} as { post: CompletionPost },
    input: {} as CompletionPost,
    events: {} as CompletionEvent,
  },
  actors: {
    /** POST the finished session; true when the server recorded it. */
    recordCompletion: fromPromise<boolean, CompletionPost>(notProvided),
  },
  actions: {
    'tell the studio it was recorded': sendParent((_, { completed }: { completed: boolean }) => ({
      type: 'completion.recorded' as const,
      completed,
    })),
    'ask for a new adventure': sendParent({ type: 'adventure.begin' as const }),
  },
  delays: { 'completion modal delay': COMPLETION_MODAL_DELAY_MS },
}).createMachine({
  id: 'dialogueCompletion',
  context: ({ input }) => ({ post: input }),
  type: 'parallel',
  states: {
    /** The finished session is sent once; the server checks the words itself. */
    post: {
      initial: 'sending',
      states: {
        sending: {
          invoke: {
            id: 'recordCompletion',
            src: 'recordCompletion',
            input: ({ context }) => context.post,
            onDone: {
              target: 'sent',
              actions: {
                type: 'tell the studio it was recorded',
                params: ({ event }) => ({ completed: event.output }),
              },
            },
            onError: {
              target: 'sent',
              actions: { type: 'tell the studio it was recorded', params: { completed: false } },
            },
          },
        },
        sent: {},
      },
    },
    screen: {
      initial: 'completing',
      states: {
        completing: { after: { 'completion modal delay': 'offer' } },
        offer: {
          tags: ['completionModal'],
          on: { 'completion.continue': 'chatting', 'completion.finish': 'summary' },
        },
        summary: {
          tags: ['summary'],
          on: {
            'summary.newAdventure': { target: 'closed', actions: 'ask for a new adventure' },
            'summary.exit': 'closed',
          },
        },
        /** After Continue Chat: the session is complete, the chat goes on. */
        chatting: {},
        /** The summary was closed. */
        closed: {},
      },
    },
  },
});
