import { expect } from 'vitest';
import {
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  type AnyStateMachine,
  type AnyStateNode,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * The shared harness of the model-based machine tests. A machine test is:
 *
 *   const paths = getShortestPaths(machine, { events: EVENTS });           // xstate/graph
 *   for (const path of paths) await playPath(machine, model, path, checks); // one function
 *
 * `model` says which effects the test settles by hand (`xstate.done.actor.ID` /
 * `xstate.error.actor.ID` events of the path), which actions are stubbed to log lines, and which
 * model events advance the SimulatedClock (named delays). `playPath` plays each step on a real
 * actor and checks that it lands in the state (and context) the graph predicted, that the
 * invariants hold, and that the step logged exactly the effects it implies.
 */

/** An event of a model path: a machine event, or the settling of an effect. */
export type ModelEvent = { type: string; output?: unknown; error?: unknown } & Record<string, unknown>;

/** An effect of a machine under test that the model settles by hand (done or error). */
export interface PendingEffect {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export interface Model<TMachine extends AnyStateMachine> {
  /** Ids of the invoked effects the path settles (each becomes a deferred promise). */
  effects: readonly string[];
  /** The actions to stub, each pushing a line to `log` (what the step is checked against). */
  actions?: (log: string[]) => Record<string, (...args: never[]) => void>;
  /** Model events that advance the clock instead of being sent: event type → milliseconds. */
  delays?: Record<string, number>;
  /** Emitted event types to log as `emit:<type>`. */
  emitted?: readonly string[];
  /**
   * Child machines run for real inside the machine under test, their effects deferred as the
   * machine's own (a path settles `xstate.done.actor.login` of the child `credentials` alike).
   */
  children?: Record<string, { machine: AnyStateMachine; effects: readonly string[] }>;
  /** A child machine tested on its own: what it sends its parent is logged as `parent:<type>`. */
  parentLog?: (event: { type: string } & Record<string, unknown>) => string;
  input?: InputFrom<TMachine>;
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

/** A started actor of the machine with the model's deferred effects, stubbed actions and clock. */
export function modelActor<TMachine extends AnyStateMachine>(machine: TMachine, model: Model<TMachine>) {
  const clock = new SimulatedClock();
  const pending = new Map<string, PendingEffect & { input: unknown }>();
  const log: string[] = [];
  /** Every effect started, with its input: `id:<json>`. */
  const calls: string[] = [];
  const deferred = (id: string) =>
    fromPromise(({ input }: { input: unknown }) => {
      calls.push(`${id}:${JSON.stringify(input ?? null)}`);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, input }));
    });
  const effects = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, deferred(id)]));
  const children = Object.entries(model.children ?? {}).map(([id, child]) => [
    id,
    child.machine.provide({ actors: effects(child.effects) } as never),
  ]);
  const provided = machine.provide({
    actors: { ...effects(model.effects), ...Object.fromEntries(children) },
    actions: model.actions?.(log) ?? {},
  } as never) as TMachine;
  // A child tested on its own gets a parent that logs what it is sent (sendParent, its done event).
  const parentLog = model.parentLog;
  const parent =
    parentLog &&
    createActor(
      createMachine({
        on: { '*': { actions: ({ event }) => void log.push(`parent:${parentLog(event as never)}`) } },
      }),
      { clock },
    ).start();
  const actor = createActor(provided, { input: model.input, clock, parent } as never);
  for (const type of model.emitted ?? []) actor.on(type, () => log.push(`emit:${type}`));
  actor.start();
  const settle = player(actor, pending);
  async function play(event: ModelEvent) {
    const ms = model.delays?.[event.type];
    if (ms !== undefined) clock.increment(ms);
    else await settle(event);
  }
  return { actor, play, log, calls, pending, clock };
}

export interface PathChecks<TMachine extends AnyStateMachine> {
  /** What must hold in every state. */
  invariants?: (s: SnapshotFrom<TMachine>) => void;
  /** The log lines a step must produce, from the snapshot before it and its event. */
  effects?: (before: SnapshotFrom<TMachine>, event: ModelEvent) => string[];
  /** Compare the context with the model's too (default true). */
  context?: boolean;
}

interface Path<S> {
  steps: readonly { event: unknown; state: S }[];
}

/** A step's name for test titles: `done:login(signedIn)`, `login.submit`. */
export function stepName(event: ModelEvent) {
  const outcome =
    event.output && typeof event.output === 'object' && 'outcome' in event.output
      ? `(${String(event.output.outcome)})`
      : '';
  return event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:') + outcome;
}

export const pathName = (path: Path<unknown>) =>
  path.steps.map((s) => stepName(s.event as ModelEvent)).join(' → ') || '(start)';

/** The one function every model test plays its paths through; returns the actor at the path's end. */
export async function playPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  model: Model<TMachine>,
  path: Path<SnapshotFrom<TMachine>>,
  checks: PathChecks<TMachine> = {},
) {
  const harness = modelActor(machine, model);
  const { actor, play, log } = harness;
  const name = pathName(path as Path<unknown>);
  checks.invariants?.(actor.getSnapshot() as SnapshotFrom<TMachine>);
  for (const step of path.steps) {
    log.length = 0;
    const before = actor.getSnapshot() as SnapshotFrom<TMachine>;
    await play(step.event as ModelEvent);
    const after = actor.getSnapshot() as SnapshotFrom<TMachine>;
    const [got, want] = [after, step.state] as { value: unknown; context: unknown }[];
    expect(got!.value, name).toEqual(want!.value);
    if (checks.context !== false) expect(got!.context, name).toEqual(want!.context);
    checks.invariants?.(after);
    if (checks.effects) expect(log, name).toEqual(checks.effects(before, step.event as ModelEvent));
  }
  return harness;
}

/** Every state node of the machine as a path of keys (the root excluded). */
function statePaths(node: AnyStateNode, prefix: string[] = []): string[][] {
  // A transient node (an `always` choice) is left at once: no snapshot ever rests in it.
  return Object.entries(node.states ?? {}).flatMap(([key, child]) => [
    ...((child as AnyStateNode).always?.length ? [] : [[...prefix, key]]),
    ...statePaths(child as AnyStateNode, [...prefix, key]),
  ]);
}

const toValue = (path: string[]): string | Record<string, unknown> =>
  path.length === 1 ? path[0]! : { [path[0]!]: toValue(path.slice(1)) };

/**
 * How many of the machine's (non-transient) state nodes the generated paths visit (reported in the note): the
 * model-based tests cover what the graph reaches, so an unreached node is an untested one.
 */
export function stateCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  paths: readonly Path<SnapshotFrom<TMachine>>[],
) {
  const all = statePaths(machine.root);
  const visited = new Set<string>();
  for (const path of paths)
    for (const { state } of path.steps)
      for (const p of all)
        if ((state as { matches(v: unknown): boolean }).matches(toValue(p))) visited.add(p.join('.'));
  return {
    visited: visited.size,
    total: all.length,
    missing: all.map((p) => p.join('.')).filter((p) => !visited.has(p)),
  };
}
