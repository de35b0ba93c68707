import { assign, fromPromise, setup } from 'xstate';
import { AI_REPLY_DELAY_MS } from '../constants.ts';
import { OFFLINE_REPLY } from './reply.ts';
import type { PartnerReply, TurnInput } from './types.ts';

const notProvided = () => Promise.reject(new Error('effect not provided'));

/**
 * One turn of Dialogue Studio (issue 17): the partner's reply to the session's learner turns comes
 * from the server; it shows 1 s after the message (SPEC §9), or as soon as it arrives when that
 * takes longer; with no connection, the offline note. Child of the dialogue machine; its output
 * is the reply to show.
 */
export const dialogueTurnMachine = setup({
  types: {
    context: {} as { turn: TurnInput; reply: PartnerReply | null },
    input: {} as TurnInput,
    output: {} as PartnerReply,
  },
  actors: {
    /** The partner's reply to the latest of the session's learner turns. */
    partnerTurn: fromPromise<PartnerReply, TurnInput>(notProvided),
  },
  delays: { 'reply delay': AI_REPLY_DELAY_MS },
  guards: { 'reply is here': ({ context }) => context.reply !== null },
  actions: {
    'keep the reply': assign((_, reply: PartnerReply) => ({ reply })),
    'keep the offline reply': assign({ reply: OFFLINE_REPLY }),
  },
}).createMachine({
  id: 'dialogueTurn',
  context: ({ input }) => ({ turn: input, reply: null }),
  invoke: {
    id: 'partnerTurn',
    src: 'partnerTurn',
    input: ({ context }) => context.turn,
    onDone: { actions: { type: 'keep the reply', params: ({ event }) => event.output } },
    onError: { actions: 'keep the offline reply' },
  },
  initial: 'waiting',
  states: {
    /** SPEC §9: the reply shows 1 s after the message. */
    waiting: {
      after: { 'reply delay': [{ guard: 'reply is here', target: 'shown' }, { target: 'late' }] },
    },
    /** The server took longer than the second: the reply shows when it comes. */
    late: { always: { guard: 'reply is here', target: 'shown' } },
    shown: { type: 'final' },
  },
  output: ({ context }) => context.reply ?? OFFLINE_REPLY,
});
