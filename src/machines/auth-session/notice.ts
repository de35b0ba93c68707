import { assertEvent, assign, setup } from 'xstate';
import { NOTICE_VISIBLE_MS } from '../constants.ts';
import type { Notice } from './types.ts';

/**
 * The app-wide alert (SPEC §8 texts), a child of the auth session: the session and other features
 * post a notice (`notice.show`), the learner dismisses it, a success notice fades after a named delay.
 * The NoticeBar reads it through the session's `selectNoticeActor`.
 */
export type NoticeEvent =
  { type: 'notice.show'; notice: Notice } | { type: 'notice.hide' } | { type: 'notice.dismiss' };

export const noticeMachine = setup({
  types: {
    context: {} as { notice: Notice | null },
    events: {} as NoticeEvent,
  },
  actions: {
    'keep the notice': assign(({ event }) => {
      assertEvent(event, 'notice.show');
      return { notice: event.notice };
    }),
    'forget the notice': assign({ notice: null }),
  },
  guards: {
    'notice is a success': ({ context }) => context.notice?.tone === 'success',
  },
  delays: {
    'notice timeout': NOTICE_VISIBLE_MS,
  },
}).createMachine({
  id: 'notice',
  context: { notice: null },
  initial: 'hidden',
  states: {
    hidden: {
      entry: 'forget the notice',
      on: { 'notice.show': { target: 'shown', actions: 'keep the notice' } },
    },
    shown: {
      after: { 'notice timeout': { guard: 'notice is a success', target: 'hidden' } },
      on: {
        'notice.show': { target: 'shown', reenter: true, actions: 'keep the notice' },
        'notice.hide': 'hidden',
        'notice.dismiss': 'hidden',
      },
    },
  },
});
