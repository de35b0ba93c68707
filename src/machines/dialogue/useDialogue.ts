import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { dialogueMachine } from './machine.ts';
import { selectIsReplying, selectScreen, selectVoice } from './selectors.ts';

export type DialogueActor = ActorRefFrom<typeof dialogueMachine>;

/** Dialogue Studio for components: the screen, the chat's state, and the learner's intents. */
export function useDialogue(actor: DialogueActor) {
  const intents = useMemo(() => dialogueIntents(actor), [actor]);
  return {
    ...intents,
    screen: useSelector(actor, selectScreen),
    replying: useSelector(actor, selectIsReplying),
    muted: useSelector(actor, (s) => s.context.muted),
    messages: useSelector(actor, (s) => s.context.messages),
    voice: useSelector(actor, selectVoice),
  };
}

/** What the learner can do; the same functions for the life of the actor. */
const dialogueIntents = (actor: DialogueActor) => ({
  send: (text: string) => actor.send({ type: 'message.send', text }),
  toggleSound: () => actor.send({ type: 'sound.toggle' }),
  /** The page is left or hidden: speech stops and an open session is saved. */
  leave: () => actor.send({ type: 'page.exit' }),
});
