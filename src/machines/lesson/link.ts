import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';

/** One child the lesson actor listens to. */
export interface Link {
  from: AnyActorRef | null;
  /** Emitted event types passed on to the lesson actor as they are. */
  forward: string[];
  /** When the child reaches its final state: the event sent to the lesson actor, with the output. */
  done?: string;
}

/**
 * The link between the lesson actor and a child it spawned: the child's emitted events (and its
 * final output) come back as events of the lesson actor, so the event log records them and a replay
 * of the lesson feeds them in again. A callback actor: it lives as long as the mode that started it.
 */
export const forwardEmitted = fromCallback<EventObject, { links: Link[] }>(({ input, sendBack }) => {
  const subscriptions = input.links.flatMap(({ from, forward, done }) => {
    if (!from) return [];
    const forwarded = forward.map((type) => from.on(type, (event: EventObject) => sendBack(event)));
    if (!done) return forwarded;
    // Observers also complete when the child is stopped (its mode closed): only a final state counts.
    const completion = from.subscribe({
      complete: () => {
        const snapshot = from.getSnapshot() as { status?: string; output?: unknown };
        if (snapshot.status === 'done') sendBack({ type: done, output: snapshot.output });
      },
    });
    return [...forwarded, completion];
  });
  return () => subscriptions.forEach((s) => s.unsubscribe());
});
