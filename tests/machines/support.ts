import { expect } from 'vitest';

/** An effect of a machine under test that the model settles by hand (done or error). */
export interface PendingEffect {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * Plays a model path's event on the actor: a plain event is sent; `xstate.done.actor.ID` /
 * `xstate.error.actor.ID` settle the pending effect ID (which must be running), then the
 * promise callbacks are let run.
 */
export function player<E>(actor: { send(event: E): void }, pending: Map<string, PendingEffect>) {
  return async function play(event: { type: string; output?: unknown; error?: unknown }) {
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!settled) return void actor.send(event as E);
    const effect = pending.get(settled[2]!);
    expect(effect, `${settled[2]} should be running`).toBeDefined();
    pending.delete(settled[2]!);
    if (settled[1] === 'done') effect!.resolve(event.output);
    else effect!.reject(event.error);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
}
